import ControlThrottle
import ControlThrottleTesting
import Testing

/// Work on a `ClockScheduler` never runs after it was cancelled, even when its deadline has passed
/// and it is about to run.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ClockSchedulerLateCancelTests {
  @Test func workCancelledAfterItsDeadlineButBeforeItRanNeverRuns() async {
    let clock = VirtualScheduler()
    let scheduler = ClockScheduler(clock: clock, start: SchedulerInstant(uptimeNanoseconds: 0))
    var ran = false
    let work = scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: 500)) { ran = true }
    await withCheckedContinuation { (fence: CheckedContinuation<Void, Never>) in
      // Due after `work`, so it runs after it: when it runs, `work` has had its chance.
      scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: 600)) { fence.resume() }
      Task {
        await clock.sleepers(atLeast: 2)
        clock.advance(to: SchedulerInstant(uptimeNanoseconds: 600))
        work.cancel()  // in the same main-actor turn: `work` has not run yet
      }
    }
    #expect(!ran)
  }
}
