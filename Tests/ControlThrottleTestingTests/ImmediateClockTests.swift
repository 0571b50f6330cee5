import ControlThrottle
import ControlThrottleTesting
import Testing

/// `VirtualScheduler.immediate()`: sleeps return at once and move time, like swift-clocks'
/// `ImmediateClock`.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ImmediateClockTests {
  @Test func aSleepReturnsAtOnceAndMovesTime() async throws {
    let clock = VirtualScheduler.immediate()
    try await clock.sleep(for: .seconds(30))
    #expect(clock.now == ns(30_000_000_000))
    try await clock.sleep(until: ns(1))  // already passed: time does not go back
    #expect(clock.now == ns(30_000_000_000))
    #expect(clock.sleeperCount == 0)
  }

  @Test func workFallingDueDuringASleepRunsAtItsDeadline() async throws {
    let clock = VirtualScheduler.immediate()
    var seen: [SchedulerInstant] = []
    clock.schedule(at: ns(2_000_000_000)) { seen.append(clock.now) }
    clock.schedule(at: ns(9_000_000_000)) { seen.append(clock.now) }
    try await clock.sleep(for: .seconds(5))
    #expect(seen == [ns(2_000_000_000)])
    #expect(clock.now == ns(5_000_000_000))
  }

  @Test func aLoopOfSleepsEndsWhenCancelled() async throws {
    let clock = VirtualScheduler.immediate()
    let loop = Task {
      var count = 0
      while true {
        do { try await clock.sleep(for: .seconds(1)) } catch { return count }
        count += 1
      }
    }
    loop.cancel()  // the loop is on the main actor: it only runs once this test awaits
    #expect(try await clock.outcome { await loop.value } == 0)
  }

  @Test func aTimerTicksWithoutWaiting() async {
    let clock = VirtualScheduler.immediate()
    var ticks = 0
    for await _ in clock.timer(interval: .seconds(1)) {
      ticks += 1
      if ticks == 5 { break }
    }
    #expect(clock.now == ns(5_000_000_000))
  }
}
