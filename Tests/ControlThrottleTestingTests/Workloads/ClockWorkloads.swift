import Foundation

// The tests users write against a test clock, as swift-clocks' README and this package's docs show
// them: app code that takes `any Clock<Duration>` (or is generic over its clock), and a test that
// starts it, moves time, and checks when things happened. Each workload returns the virtual times it
// observed; its `expected` are the exact times a correct clock gives.
//
// The file imports no test clock: the tests run it on VirtualScheduler, and the optional package
// under Benchmarks/ runs the same file on swift-clocks' TestClock (through a symlink).

/// A test clock as a workload moves it: the clock the app code gets, the one call that moves time,
/// and how much virtual time has passed.
protocol WorkloadClock: Sendable {
  /// The clock handed to the app code.
  var clock: any Clock<Duration> { get }
  /// Virtual time since the clock was created.
  var elapsed: Duration { get }
  /// Moves time forward, letting the code under test run first, as a test would.
  func advance(by duration: Duration) async
  /// Awaits what `operation` returns, as the clock's documentation says to await a task that
  /// needs time to move (on a clock that offers nothing for it, a plain await).
  func outcome<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T
}

/// One test, written as a user would.
struct ClockWorkload: Sendable {
  let name: String
  /// The exact virtual times the test must observe.
  let expected: [Duration]
  let run: @Sendable (any WorkloadClock) async throws -> [Duration]

  /// Every workload of issue 49's table; `large` is the size of the fan-outs and loops.
  static func all(large: Int = 10_000) -> [ClockWorkload] {
    [
      oneSleepOnTheMainActor, oneSleepInAnActor, oneSleepOffTheMainActor, oneSleepGeneric, debouncingSearch,
      taskGroup, timeoutRace, sleepUntilDeadlines, timerSequence, streamPipeline(onMainActor: false),
      streamPipeline(onMainActor: true), workBetweenSleeps, fanOut(1_000), fanOut(large), pollingLoop(large),
      cancelMidSleep, mainActorLoop(large),
    ]
  }
}

/// Virtual times, recorded from any task.
final class Stamps: @unchecked Sendable {
  // Sendable: `times` is only touched under `lock`.
  private let lock = NSLock()
  private var times: [Duration] = []
  private let clock: any WorkloadClock

  init(_ clock: any WorkloadClock) { self.clock = clock }

  func stamp() { stamp(clock.elapsed) }
  func stamp(_ time: Duration) { lock.withLock { times.append(time) } }
  var all: [Duration] { lock.withLock { times } }
}

// MARK: - App code, as users write it

/// A main-actor feature model that waits a second before it says hello.
@MainActor final class GreetingModel {
  let clock: any Clock<Duration>
  var onGreet: () -> Void = {}
  init(clock: any Clock<Duration>) { self.clock = clock }
  func greet() async {
    try? await clock.sleep(for: .seconds(1))
    onGreet()
  }
}

/// An actor that waits a second between polls.
actor Poller {
  let clock: any Clock<Duration>
  init(clock: any Clock<Duration>) { self.clock = clock }
  func poll(then report: @Sendable () -> Void) async {
    try? await clock.sleep(for: .seconds(1))
    report()
  }
}

/// A model generic over its clock, sleeping to absolute deadlines.
struct Scheduler<C: Clock<Duration>>: Sendable {
  let clock: C
  func wakeAt(seconds: [Int64], report: @Sendable () -> Void) async throws {
    let start = clock.now
    for second in seconds {
      try await clock.sleep(until: start.advanced(by: .seconds(second)), tolerance: nil)
      report()
    }
  }
}

/// A search field's model that waits for typing to pause before it searches.
@MainActor final class SearchModel {
  let clock: any Clock<Duration>
  private var search: Task<Void, Never>?
  var onSearch: (String) -> Void = { _ in }
  init(clock: any Clock<Duration>) { self.clock = clock }
  func queryChanged(_ query: String) {
    search?.cancel()
    search = Task {
      do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
      onSearch(query)
    }
  }
}

/// Ticks every interval of a clock: a timer-like sequence users build on `Clock.sleep`.
struct Ticks: AsyncSequence, Sendable {
  typealias Element = Int
  let clock: any Clock<Duration>
  let interval: Duration
  struct AsyncIterator: AsyncIteratorProtocol {
    let clock: any Clock<Duration>
    let interval: Duration
    var count = 0
    mutating func next() async -> Int? {
      do { try await clock.sleep(for: interval) } catch { return nil }
      count += 1
      return count
    }
  }
  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(clock: clock, interval: interval) }
}

struct TimedOut: Error {}

/// Runs `work` against a timeout, the way apps race a request against a deadline.
func withTimeout<T: Sendable>(
  _ timeout: Duration, clock: any Clock<Duration>, _ work: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await work() }
    group.addTask {
      try await clock.sleep(for: timeout)
      throw TimedOut()
    }
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw CancellationError() }
    return first
  }
}

// MARK: - The workloads

extension ClockWorkload {
  static let oneSleepOnTheMainActor = ClockWorkload(
    name: "one sleep, main-actor model, any Clock", expected: [.seconds(1)]
  ) {
    test in
    let stamps = Stamps(test)
    let model = await GreetingModel(clock: test.clock)
    await MainActor.run { model.onGreet = { stamps.stamp() } }
    let task = Task { @MainActor in await model.greet() }
    await test.advance(by: .seconds(1))
    try await test.outcome { await task.value }
    return stamps.all
  }

  static let oneSleepInAnActor = ClockWorkload(name: "one sleep, in an actor", expected: [.seconds(1)]) { test in
    let stamps = Stamps(test)
    let poller = Poller(clock: test.clock)
    let task = Task { await poller.poll { stamps.stamp() } }
    await test.advance(by: .seconds(1))
    try await test.outcome { await task.value }
    return stamps.all
  }

  static let oneSleepOffTheMainActor = ClockWorkload(name: "one sleep, detached task", expected: [.seconds(1)]) {
    test in
    let stamps = Stamps(test)
    let clock = test.clock
    let task = Task.detached {
      try? await clock.sleep(for: .seconds(1))
      stamps.stamp()
    }
    await test.advance(by: .seconds(1))
    try await test.outcome { await task.value }
    return stamps.all
  }

  static let oneSleepGeneric = ClockWorkload(name: "one sleep, generic clock", expected: [.seconds(1)]) { test in
    let stamps = Stamps(test)
    func start<C: Clock<Duration>>(_ clock: C) -> Task<Void, any Error> {
      Task { try await Scheduler(clock: clock).wakeAt(seconds: [1]) { stamps.stamp() } }
    }
    let task = start(test.clock)
    await test.advance(by: .seconds(1))
    try await test.outcome { try await task.value }
    return stamps.all
  }

  static let debouncingSearch = ClockWorkload(
    name: "debouncing search model, 10 moves", expected: [.milliseconds(1_100)]
  ) { test in
    let stamps = Stamps(test)
    let model = await SearchModel(clock: test.clock)
    await MainActor.run { model.onSearch = { _ in stamps.stamp() } }
    for query in ["s", "sw", "swi", "swif", "swift", "swift ", "swift c", "swift cl", "swift clo"] {
      await model.queryChanged(query)
      await test.advance(by: .milliseconds(100))
    }
    await test.advance(by: .milliseconds(300))
    return stamps.all
  }

  static let taskGroup = ClockWorkload(
    name: "task group, 100 children", expected: (1...100).map { .milliseconds($0) }
  ) { test in
    let stamps = Stamps(test)
    let clock = test.clock
    let task = Task {
      await withTaskGroup(of: Void.self) { group in
        for child in (1...100).reversed() {
          group.addTask {
            try? await clock.sleep(for: .milliseconds(child))
            stamps.stamp()
          }
        }
      }
    }
    await test.advance(by: .milliseconds(100))
    try await test.outcome { await task.value }
    return stamps.all
  }

  static let timeoutRace = ClockWorkload(
    name: "timeout race", expected: [.seconds(2), .seconds(3)]
  ) { test in
    let stamps = Stamps(test)
    let clock = test.clock
    let answers = Task {
      let value = try await withTimeout(.seconds(5), clock: clock) {
        try await clock.sleep(for: .seconds(2))
        return 42
      }
      stamps.stamp()
      return value
    }
    let slow = Task {
      do {
        _ = try await withTimeout(.seconds(3), clock: clock) { try await clock.sleep(for: .seconds(7)) }
      } catch is TimedOut {
        stamps.stamp()
      }
    }
    await test.advance(by: .seconds(10))
    _ = try await test.outcome { try await answers.value }
    try await test.outcome { try await slow.value }
    return stamps.all.sorted()
  }

  static let sleepUntilDeadlines = ClockWorkload(
    name: "sleep(until:) deadlines", expected: [1, 2, 4, 8].map { .seconds($0) }
  ) { test in
    let stamps = Stamps(test)
    func start<C: Clock<Duration>>(_ clock: C) -> Task<Void, any Error> {
      Task { try await Scheduler(clock: clock).wakeAt(seconds: [1, 2, 4, 8]) { stamps.stamp() } }
    }
    let task = start(test.clock)
    await test.advance(by: .seconds(8))
    try await test.outcome { try await task.value }
    return stamps.all
  }

  static let timerSequence = ClockWorkload(
    name: "timer-like AsyncSequence", expected: (1...5).map { .seconds($0) }
  ) { test in
    let stamps = Stamps(test)
    let ticks = Ticks(clock: test.clock, interval: .seconds(1))
    let task = Task {
      for await tick in ticks {
        stamps.stamp()
        if tick == 5 { break }
      }
    }
    await test.advance(by: .seconds(5))
    try await test.outcome { await task.value }
    return stamps.all
  }

  /// A producer yields an item every 10 ms; the consumer takes 50 ms over each: item n is done at
  /// 60 + 50 n ms.
  static func streamPipeline(onMainActor: Bool) -> ClockWorkload {
    ClockWorkload(
      name: "AsyncStream pipeline, " + (onMainActor ? "main actor" : "off the main actor"),
      expected: [60, 110, 160].map { .milliseconds($0) }
    ) { test in
      let stamps = Stamps(test)
      let clock = test.clock
      let (items, continuation) = AsyncStream.makeStream(of: Int.self)
      let produce: @Sendable () async -> Void = {
        for item in 0..<3 {
          try? await clock.sleep(for: .milliseconds(10))
          continuation.yield(item)
        }
        continuation.finish()
      }
      let consume: @Sendable () async -> Void = {
        for await _ in items {
          try? await clock.sleep(for: .milliseconds(50))
          stamps.stamp()
        }
      }
      let tasks =
        onMainActor
        ? [Task { @MainActor in await consume() }, Task { @MainActor in await produce() }]
        : [Task.detached { await consume() }, Task.detached { await produce() }]
      await test.advance(by: .milliseconds(200))
      try await test.outcome { for task in tasks { await task.value } }
      return stamps.all
    }
  }

  /// A task off the main actor computes between its sleeps, for longer than a turn of the main
  /// actor takes: a clock that moved time when the main actor is quiet would wake it late.
  static let workBetweenSleeps = ClockWorkload(
    name: "work between sleeps, off the main actor", expected: [.seconds(1), .seconds(2)]
  ) { test in
    let stamps = Stamps(test)
    let clock = test.clock
    let task = Task.detached {
      try? await clock.sleep(for: .seconds(1))
      stamps.stamp()
      var state: UInt64 = 1
      for _ in 0..<3_000_000 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
      if state == 0 { stamps.stamp(.zero) }
      try? await clock.sleep(for: .seconds(1))
      stamps.stamp()
    }
    await test.advance(by: .seconds(2))
    try await test.outcome { await task.value }
    return stamps.all
  }

  static func fanOut(_ sleepers: Int) -> ClockWorkload {
    ClockWorkload(name: "fan-out, \(sleepers) sleepers", expected: (1...sleepers).map { .milliseconds($0) }) {
      test in
      let clock = test.clock
      let tasks = (1...sleepers).map { index in
        Task {
          try? await clock.sleep(for: .milliseconds(index))
          return test.elapsed
        }
      }
      await test.advance(by: .milliseconds(sleepers))
      return try await test.outcome {
        var times: [Duration] = []
        for task in tasks { times.append(await task.value) }
        return times
      }
    }
  }

  static func pollingLoop(_ sleeps: Int) -> ClockWorkload {
    ClockWorkload(name: "polling loop, \(sleeps) sleeps", expected: [.milliseconds(sleeps)]) { test in
      let clock = test.clock
      let task = Task.detached {
        for _ in 0..<sleeps { try await clock.sleep(for: .milliseconds(1)) }
        return test.elapsed
      }
      await test.advance(by: .milliseconds(sleeps))
      return [try await test.outcome { try await task.value }]
    }
  }

  static let cancelMidSleep = ClockWorkload(name: "cancel mid-sleep", expected: [.seconds(4)]) { test in
    let stamps = Stamps(test)
    let clock = test.clock
    let task = Task {
      do { try await clock.sleep(for: .seconds(10)) } catch { stamps.stamp() }
    }
    await test.advance(by: .seconds(4))
    task.cancel()
    try await test.outcome { await task.value }
    return stamps.all
  }

  static func mainActorLoop(_ sleeps: Int) -> ClockWorkload {
    ClockWorkload(name: "main-actor loop, \(sleeps) sleeps", expected: [.milliseconds(sleeps)]) { test in
      let clock = test.clock
      let task = Task { @MainActor in
        for _ in 0..<sleeps { try await clock.sleep(for: .milliseconds(1)) }
        return test.elapsed
      }
      await test.advance(by: .milliseconds(sleeps))
      return [try await test.outcome { try await task.value }]
    }
  }
}
