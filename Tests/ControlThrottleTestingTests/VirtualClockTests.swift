import ControlThrottle
import ControlThrottleTesting
import Testing

/// `VirtualScheduler` as a `Clock`: sleepers share virtual time with scheduled work and throttles.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct VirtualClockTests {
  @Test func aSleeperWakesWhenTimeReachesItsDeadline() async throws {
    let clock = VirtualScheduler()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.sleepers(atLeast: 1)
    clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0)
    try await clock.outcome { try await sleeper.value }
    #expect(clock.now == SchedulerInstant(uptimeNanoseconds: 1_000_000_000))
  }

  @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
    let clock = VirtualScheduler(now: SchedulerInstant(uptimeNanoseconds: 5))
    try await clock.sleep(until: SchedulerInstant(uptimeNanoseconds: 5))
    #expect(clock.sleeperCount == 0)
  }

  @Test func aCancelledSleeperThrowsCancellationError() async {
    let clock = VirtualScheduler()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.sleepers(atLeast: 1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await clock.outcome { try await sleeper.value } }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aTaskCancelledBeforeSleepingThrowsAtOnce() async {
    let clock = VirtualScheduler()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await clock.outcome { try await sleeper.value } }
  }

  @Test func sleepersAndWorkWakeInDeadlineOrder() async throws {
    let clock = VirtualScheduler()
    let order = OrderLog()
    let late = Task {
      try await clock.sleep(until: SchedulerInstant(uptimeNanoseconds: 300))
      order.record("sleeper 300 at \(clock.now.uptimeNanoseconds)")
    }
    await clock.sleepers(atLeast: 1)
    let early = Task {
      try await clock.sleep(until: SchedulerInstant(uptimeNanoseconds: 100))
      order.record("sleeper 100")
    }
    await clock.sleepers(atLeast: 2)
    var instants: [Int64] = []
    clock.schedule(at: SchedulerInstant(uptimeNanoseconds: 200)) { instants.append(clock.now.uptimeNanoseconds) }
    clock.advance(to: SchedulerInstant(uptimeNanoseconds: 250))
    #expect(instants == [200])
    #expect(clock.sleeperCount == 1)
    try await clock.outcome { try await early.value }
    clock.advance(to: SchedulerInstant(uptimeNanoseconds: 300))
    try await clock.outcome { try await late.value }
    #expect(order.entries == ["sleeper 100", "sleeper 300 at 300"])
  }

  @Test func oneClockDrivesAThrottleAndASleepingRetry() async throws {
    let clock = VirtualScheduler()
    let button = ControlModel(scheduler: clock, registry: ThrottleRegistry(), setting: .interval(.seconds(1)))
    var payments = 0
    button.addTarget("pay") { _ in payments += 1 }
    let retry = Task {
      try await clock.sleep(for: .seconds(1))
      return button.tap()
    }
    await clock.sleepers(atLeast: 1)
    #expect(button.tap() == .accepted)
    clock.advance(by: .seconds(1))
    #expect(try await clock.outcome { try await retry.value } == .accepted)  // exactly at the window's end
    #expect(payments == 2)
  }

  @Test func runWakesEverySleeper() async throws {
    let clock = VirtualScheduler()
    let sleepers = (1...3).map { seconds in Task { try await clock.sleep(for: .seconds(seconds)) } }
    await clock.sleepers(atLeast: 3)
    clock.run()
    for sleeper in sleepers { try await clock.outcome { try await sleeper.value } }
    #expect(clock.now == SchedulerInstant(uptimeNanoseconds: 3_000_000_000))
  }
}

/// Entries recorded from any task, in order.
final class OrderLog: @unchecked Sendable {
  // Sendable: `values` is only touched under `lock`.
  private let lock = LockedBox<Void>()
  private var values: [String] = []
  func record(_ entry: String) { lock.withLock { values.append(entry) } }
  var entries: [String] { lock.withLock { values } }
}
