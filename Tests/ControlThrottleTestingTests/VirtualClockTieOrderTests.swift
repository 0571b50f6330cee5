import ControlThrottle
import ControlThrottleTesting
import Testing

/// Sleepers and work due at the same instant are woken and run in the order they were scheduled.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct VirtualClockTieOrderTests {
  @Test func aSleeperScheduledBeforeWorkDueAtTheSameInstantIsWokenFirst() async {
    let clock = VirtualScheduler()
    let deadline = SchedulerInstant(uptimeNanoseconds: 100)
    let sleeper = Task { try await clock.sleep(until: deadline) }
    await clock.sleepers(atLeast: 1)
    var sleepersSeenByWork = -1
    clock.schedule(at: deadline) { sleepersSeenByWork = clock.sleeperCount }
    clock.advance(to: deadline)
    #expect(sleepersSeenByWork == 0)
    _ = try? await clock.outcome { try await sleeper.value }
  }
}
