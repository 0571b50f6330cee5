import AllocationCounter
import ControlThrottle
import ControlThrottleTesting

/// The virtual clock driving code that sleeps: what a sleep and its wake cost under
/// `run(timeout:)`, on the main actor and off it, and how a run over many sleepers grows.
///
/// Each figure is the best of three runs; allocations and bytes are per cycle or per sleeper,
/// counted over the whole run (tasks included only where the row says so).
@MainActor
enum ClockBenchmarks {
  static func run(_ bench: Benchmark) async {
    let cycles = max(1_000, 100 * bench.scale)
    bench.note("\n## Virtual clock: a loop of \(cycles) sleeps of 1 ms, driven by one run(timeout:)")
    bench.note(pad("row", 48) + pad("µs/cycle", 10) + pad("allocs/cycle", 14) + "bytes/cycle")
    for onMainActor in [false, true] {
      var best = (seconds: Double.infinity, afterLoop: 0.0, allocations: 0.0, bytes: 0.0)
      for _ in 0..<3 {
        let figures = await loop(cycles: cycles, onMainActor: onMainActor)
        if figures.seconds < best.seconds { best = figures }
      }
      bench.note(
        pad(onMainActor ? "sleep and wake, on the main actor" : "sleep and wake, off the main actor", 48)
          + pad(format(best.seconds / Double(cycles) * 1e6), 10)
          + pad(format(best.allocations), 14) + format(best.bytes))
    }
    // The floor: a main-actor cycle takes two trips through the main actor's queue (the woken task,
    // then the run), each a yield's cost.
    var yieldBest = (seconds: Double.infinity, allocations: 0.0, bytes: 0.0)
    for _ in 0..<3 {
      let (allocations, bytes) = (allocation_counter_total(), allocation_counter_bytes())
      let start = Benchmark.monotonicNanoseconds()
      for _ in 0..<cycles { await Task.yield() }
      let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
      let counts = (Double(allocation_counter_total() - allocations), Double(allocation_counter_bytes() - bytes))
      if seconds < yieldBest.seconds {
        yieldBest = (seconds, counts.0 / Double(cycles), counts.1 / Double(cycles))
      }
    }
    bench.note(
      pad("baseline: one Task.yield() on the main actor", 48)
        + pad(format(yieldBest.seconds / Double(cycles) * 1e6), 10)
        + pad(format(yieldBest.allocations), 14) + format(yieldBest.bytes))
    bench.note("\n## Virtual clock: a whole one-sleep test (clock, task, one drive(by:), the task's value)")
    bench.note(pad("shape", 48) + "ms/test")
    for shape in OneSleepShape.allCases {
      var best = Double.infinity
      for _ in 0..<20 {
        let start = Benchmark.monotonicNanoseconds()
        await shape.runTest()
        best = min(best, Double(Benchmark.monotonicNanoseconds() - start) / 1e6)
      }
      bench.note(pad(shape.rawValue, 48) + format(best))
    }
    bench.note("\n## Virtual clock: n main-actor tasks sleeping 1…n ms, then one run(timeout:)")
    bench.note(pad("sleepers", 12) + pad("run ms", 10) + pad("µs/sleeper", 12) + "bytes/sleeper asleep")
    for sleepers in [100, 1_000, 10_000, 100_000] {
      var best = (seconds: Double.infinity, bytes: 0.0)
      for _ in 0..<(sleepers >= 100_000 ? 1 : 3) {
        let figures = await fanOut(sleepers)
        if figures.seconds < best.seconds { best = figures }
      }
      bench.note(
        pad("\(sleepers)", 12) + pad(format(best.seconds * 1e3), 10)
          + pad(format(best.seconds / Double(sleepers) * 1e6), 12) + format(best.bytes))
    }
  }

  /// One task sleeps 1 ms `cycles` times; returns the seconds from the run's start to the loop's
  /// end, the seconds the run took after that, and the allocations and bytes per cycle.
  private static func loop(cycles: Int, onMainActor: Bool) async -> (
    seconds: Double, afterLoop: Double, allocations: Double, bytes: Double
  ) {
    let clock = VirtualScheduler()
    let wallClock = ContinuousClock()
    let task =
      onMainActor
      ? Task { @MainActor in
        for _ in 0..<cycles { try? await clock.sleep(for: .milliseconds(1)) }
        return wallClock.now
      }
      : Task.detached {
        for _ in 0..<cycles { try? await clock.sleep(for: .milliseconds(1)) }
        return wallClock.now
      }
    let (allocations, bytes) = (allocation_counter_total(), allocation_counter_bytes())
    let start = wallClock.now
    try? await clock.run(timeout: .seconds(3_600))
    let end = wallClock.now
    let counts = (Double(allocation_counter_total() - allocations), Double(allocation_counter_bytes() - bytes))
    let loopEnd = await task.value
    precondition(clock.now == SchedulerInstant(uptimeNanoseconds: Int64(cycles) * 1_000_000), "the loop did not end")
    return (
      seconds(start.duration(to: loopEnd)), seconds(loopEnd.duration(to: end)), counts.0 / Double(cycles),
      counts.1 / Double(cycles)
    )
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// `sleepers` main-actor tasks sleep 1…n ms; returns the run's seconds and the bytes each sleep
  /// allocated beyond its task.
  private static func fanOut(_ sleepers: Int) async -> (seconds: Double, bytes: Double) {
    let clock = VirtualScheduler()
    var woken = 0
    let tasks = (1...sleepers).map { index in
      Task { @MainActor in
        try? await clock.sleep(for: .milliseconds(Int64(index)))
        woken += 1
      }
    }
    // The tasks have not run yet: what they allocate from here on is their sleeps.
    let bytes = allocation_counter_bytes()
    await clock.sleepers(atLeast: sleepers)
    let bytesPerSleeper = Double(allocation_counter_bytes() - bytes) / Double(sleepers)
    let start = Benchmark.monotonicNanoseconds()
    try? await clock.run(timeout: .seconds(3_600))
    let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
    for task in tasks { await task.value }
    precondition(woken == sleepers, "a sleeper was not woken")
    return (seconds, bytesPerSleeper)
  }

  private static func format(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
  }
}

/// The shapes of a one-sleep test users write: the sleeping code on the main actor or off it,
/// through the concrete clock, `any Clock<Duration>`, a generic clock, or an actor.
enum OneSleepShape: String, CaseIterable {
  case mainActorConcrete = "main actor, concrete clock"
  case mainActorExistential = "main actor, any Clock<Duration>"
  case generic = "generic over the clock, off the main actor"
  case actor = "in an actor, any Clock<Duration>"
  case detached = "detached task, any Clock<Duration>"

  @MainActor
  func runTest() async {
    let clock = VirtualScheduler()
    let task: Task<Void, Never>
    switch self {
    case .mainActorConcrete: task = Task { @MainActor in try? await clock.sleep(for: .seconds(1)) }
    case .mainActorExistential:
      let any: any Clock<Duration> = clock
      task = Task { @MainActor in try? await any.sleep(for: .seconds(1)) }
    case .generic: task = Task.detached { await Self.sleepOneSecond(on: clock) }
    case .actor:
      let sleeper = OneSecondSleeper(clock: clock)
      task = Task { await sleeper.sleep() }
    case .detached:
      let any: any Clock<Duration> = clock
      task = Task.detached { try? await any.sleep(for: .seconds(1)) }
    }
    await clock.drive(by: .seconds(1))
    await task.value
    precondition(clock.now == SchedulerInstant(secondsSinceBoot: 1), "the one-sleep test did not end at 1 s")
  }

  private static func sleepOneSecond<C: Clock<Duration>>(on clock: C) async {
    try? await clock.sleep(for: .seconds(1))
  }
}

/// An actor that sleeps on the clock it was given.
private actor OneSecondSleeper {
  let clock: any Clock<Duration>
  init(clock: any Clock<Duration>) { self.clock = clock }
  func sleep() async { try? await clock.sleep(for: .seconds(1)) }
}
