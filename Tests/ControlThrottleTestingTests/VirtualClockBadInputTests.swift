import ControlThrottle
import ControlThrottleTesting
import Testing

/// `run(timeout:)` and cancellation at the edges: zero and huge timeouts, sleepers cancelled while
/// time moves, and cancellation in bulk.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct VirtualClockBadInputTests {
  @Test func aZeroTimeoutDrivesOnlyWhatIsDueNow() async throws {
    let clock = VirtualScheduler()
    var ran = false
    clock.schedule(at: clock.now) { ran = true }
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.sleepers(atLeast: 1)
    let stall = await #expect(throws: VirtualSchedulerStall.self) { try await clock.run(timeout: .zero) }
    #expect(ran)
    #expect(clock.now == ns(0))
    #expect(stall?.sleeperDeadlines == [ns(1_000_000_000)])
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await clock.outcome { try await sleeper.value } }
  }

  @Test func aTimeoutPastTheClocksRangeIsClamped() async throws {
    let clock = VirtualScheduler(now: ns(Int64.max - 1_000))
    let sleeper = Task { try await clock.sleep(for: .nanoseconds(500)) }
    await clock.sleepers(atLeast: 1)
    try await clock.run(timeout: .seconds(Int64.max))
    #expect(clock.now == ns(Int64.max - 500))
    try await clock.outcome { try await sleeper.value }
  }

  /// A sleeper cancelled by a task the run woke throws `CancellationError` and is never reported as
  /// pending; the run ends without a stall.
  @Test func aSleeperCancelledWhileTheRunMovesTimeThrowsAndIsNotPending() async throws {
    let clock = VirtualScheduler()
    let late = Task { try await clock.sleep(for: .seconds(2)) }
    await clock.sleepers(atLeast: 1)
    let canceller = Task {
      try await clock.sleep(for: .seconds(1))
      late.cancel()
    }
    await clock.sleepers(atLeast: 2)
    try await clock.run(timeout: .seconds(10))
    #expect(clock.now == ns(1_000_000_000))
    #expect(clock.sleeperCount == 0)
    try await clock.outcome { try await canceller.value }
    await #expect(throws: CancellationError.self) { try await clock.outcome { try await late.value } }
  }

  /// Fails before the queue was a heap with lazy removal: each cancellation searched a sorted array,
  /// so 100,000 of them took minutes and ran into the time limit.
  @Test func a100000CancellationsLeaveTheRestInOrder() {
    let clock = VirtualScheduler()
    var ran: [Int64] = []
    var handles: [ScheduledWork] = []
    for index in 0..<Int64(100_000) {
      let deadline = (index * 7_919) % 100_000 + 1
      handles.append(clock.schedule(at: ns(deadline)) { ran.append(deadline) })
    }
    for (index, handle) in handles.enumerated() where index % 1_000 != 0 { handle.cancel() }
    #expect(clock.pendingWorkCount == 100)
    clock.run()
    let expected = stride(from: Int64(0), to: 100_000, by: 1_000).map { ($0 * 7_919) % 100_000 + 1 }.sorted()
    #expect(ran == expected)
  }
}
