import ControlThrottle
import ControlThrottleTesting
import Testing

/// A window that lasts until reset is never reopened by a timestamp, however far back it jumps.
@MainActor
@Suite struct UntilResetJumpBackTests {
  final class Model: ThrottledControl {
    let throttle = Throttle(.untilReset, scheduler: VirtualScheduler(), registry: ThrottleRegistry())
  }

  @Test func anUntilResetWindowDropsAnInstantFarInThePast() {
    let model = Model()
    var runs = 0
    #expect(model.throttleSendAction(at: SchedulerInstant(uptimeNanoseconds: 0)) { runs += 1 } == .accepted)
    #expect(model.throttle.isIgnoring(at: SchedulerInstant(uptimeNanoseconds: .min)))
    let decision = model.throttleSendAction(at: SchedulerInstant(uptimeNanoseconds: .min)) { runs += 1 }
    #expect(decision == .dropped(.untilReset))
    #expect(runs == 1)
  }
}
