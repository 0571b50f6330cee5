import ControlThrottle
import ControlThrottleTesting
import Testing

/// `ClockScheduler` maps any `Duration` clock onto the scheduler time line.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ClockSchedulerTests {
  @Test func nowFollowsTheClockFromTheGivenStart() {
    let clock = VirtualScheduler()
    let scheduler = ClockScheduler(clock: clock, start: SchedulerInstant(uptimeNanoseconds: 1_000))
    #expect(scheduler.now == SchedulerInstant(uptimeNanoseconds: 1_000))
    clock.advance(by: .microseconds(2))
    #expect(scheduler.now == SchedulerInstant(uptimeNanoseconds: 3_000))
  }

  @Test func scheduledWorkRunsWhenTheClockReachesItsDeadline() async {
    let clock = VirtualScheduler()
    let scheduler = ClockScheduler(clock: clock, start: SchedulerInstant(uptimeNanoseconds: 0))
    await withCheckedContinuation { (ran: CheckedContinuation<Void, Never>) in
      scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: 500)) {
        #expect(clock.now == SchedulerInstant(uptimeNanoseconds: 500))
        ran.resume()
      }
      Task {
        await clock.sleepers(atLeast: 1)
        clock.advance(to: SchedulerInstant(uptimeNanoseconds: 500))
      }
    }
  }

  @Test func cancelledWorkNeverRuns() async {
    let clock = VirtualScheduler()
    let scheduler = ClockScheduler(clock: clock, start: SchedulerInstant(uptimeNanoseconds: 0))
    var ran = false
    let work = scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: 500)) { ran = true }
    await clock.sleepers(atLeast: 1)
    work.cancel()
    // The cancelled sleeper leaves; a second one shows when the clock has moved past the first.
    let marker = Task { try await clock.sleep(until: SchedulerInstant(uptimeNanoseconds: 1_000)) }
    await clock.sleepers(atLeast: 1)
    clock.advance(to: SchedulerInstant(uptimeNanoseconds: 1_000))
    _ = try? await clock.outcome { try await marker.value }
    #expect(!ran)
  }

  @Test func aThrottledActionDecidesOnTheClock() {
    let clock = VirtualScheduler()
    let scheduler = ClockScheduler(clock: clock)
    let action = ThrottledAction(interval: .seconds(1), scheduler: scheduler) {}
    #expect(action() == .accepted)
    clock.advance(by: .milliseconds(999))
    #expect(action() == .dropped(.insideInterval(remaining: .milliseconds(1))))
    clock.advance(by: .milliseconds(1))
    #expect(action() == .accepted)
  }
}
