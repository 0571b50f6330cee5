import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct VirtualSchedulerTests {
  private func instant(_ seconds: Double) -> SchedulerInstant {
    SchedulerInstant(secondsSinceBoot: seconds)
  }

  @Test func startsAtZeroAndMovesOnlyWhenAdvanced() {
    let scheduler = VirtualScheduler()
    #expect(scheduler.now == instant(0))
    scheduler.advance(by: .milliseconds(1500))
    #expect(scheduler.now == instant(1.5))
    scheduler.advance(to: instant(2))
    #expect(scheduler.now == instant(2))
  }

  @Test func runsWorkDueAtOrBeforeTheNewInstantOnly() {
    let scheduler = VirtualScheduler()
    var ran: [String] = []
    scheduler.schedule(at: instant(1)) { ran.append("at 1") }
    scheduler.schedule(at: instant(2)) { ran.append("at 2") }
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 999_999_999))
    #expect(ran.isEmpty)
    scheduler.advance(by: .nanoseconds(1))
    #expect(ran == ["at 1"])
    scheduler.advance(to: instant(5))
    #expect(ran == ["at 1", "at 2"])
  }

  @Test func runsInDeadlineOrderWithTiesInSchedulingOrder() {
    let scheduler = VirtualScheduler()
    var ran: [String] = []
    scheduler.schedule(at: instant(2)) { ran.append("b") }
    scheduler.schedule(at: instant(1)) { ran.append("a") }
    scheduler.schedule(at: instant(2)) { ran.append("c") }
    scheduler.schedule(at: instant(2)) { ran.append("d") }
    scheduler.advance(by: .seconds(3))
    #expect(ran == ["a", "b", "c", "d"])
  }

  @Test func setsNowToEachDeadlineBeforeRunningIt() {
    let scheduler = VirtualScheduler()
    var seen: [SchedulerInstant] = []
    scheduler.schedule(at: instant(1)) { seen.append(scheduler.now) }
    scheduler.schedule(at: instant(2.5)) { seen.append(scheduler.now) }
    scheduler.advance(by: .seconds(10))
    #expect(seen == [instant(1), instant(2.5)])
    #expect(scheduler.now == instant(10))
  }

  @Test func workScheduledWhileAdvancingRunsIfItFallsDue() {
    let scheduler = VirtualScheduler()
    var ran: [SchedulerInstant] = []
    // `unowned`: the work at 9 s is still pending when the test ends, and a strong capture would
    // keep the scheduler and its pending work alive forever.
    scheduler.schedule(at: instant(1)) { [unowned scheduler] in
      ran.append(scheduler.now)
      scheduler.schedule(at: instant(1.5)) { [unowned scheduler] in ran.append(scheduler.now) }
      scheduler.schedule(at: instant(9)) { [unowned scheduler] in ran.append(scheduler.now) }
    }
    scheduler.advance(by: .seconds(2))
    #expect(ran == [instant(1), instant(1.5)])
    #expect(scheduler.pendingWorkCount == 1)
  }

  @Test func workScheduledInThePastRunsOnTheNextAdvanceWithoutMovingTimeBack() {
    let scheduler = VirtualScheduler()
    scheduler.advance(by: .seconds(5))
    var seen: SchedulerInstant?
    scheduler.schedule(at: instant(1)) { seen = scheduler.now }
    scheduler.advance(by: .zero)
    #expect(seen == instant(5))
  }

  @Test func cancelledWorkNeverRuns() {
    let scheduler = VirtualScheduler()
    var ran = false
    let work = scheduler.schedule(at: instant(1)) { ran = true }
    work.cancel()
    work.cancel()
    scheduler.advance(by: .seconds(2))
    #expect(!ran)
    #expect(scheduler.pendingWorkCount == 0)
  }

  @Test func runDrainsEverythingAdvancingToEachDeadline() {
    let scheduler = VirtualScheduler()
    var ran: [SchedulerInstant] = []
    scheduler.schedule(at: instant(3)) { ran.append(scheduler.now) }
    scheduler.schedule(at: instant(1)) {
      ran.append(scheduler.now)
      scheduler.schedule(at: instant(7)) { ran.append(scheduler.now) }
    }
    scheduler.run()
    #expect(ran == [instant(1), instant(3), instant(7)])
    #expect(scheduler.now == instant(7))
    #expect(scheduler.nextDeadline == nil)
  }

  @Test func nowIsReadableFromOtherThreads() async {
    let scheduler = VirtualScheduler(now: instant(4))
    let seen = await Task.detached { scheduler.now }.value
    #expect(seen == instant(4))
  }

  @Test func movingBackwardsIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let scheduler = VirtualScheduler(now: SchedulerInstant(uptimeNanoseconds: 10))
        scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 5))
      }
    }
    #expect(standardError(of: result).contains("cannot move backwards"))
  }

  @Test func advancingByANegativeAmountIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        VirtualScheduler().advance(by: .seconds(-1))
      }
    }
    #expect(standardError(of: result).contains("time only moves forward"))
  }

  @Test func advancingFromInsideScheduledWorkIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let scheduler = VirtualScheduler()
        scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: 1)) { scheduler.advance(by: .seconds(1)) }
        scheduler.advance(by: .seconds(1))
      }
    }
    #expect(standardError(of: result).contains("called from inside scheduled work"))
  }
}
