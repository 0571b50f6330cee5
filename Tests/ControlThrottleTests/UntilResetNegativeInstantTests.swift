import ControlThrottle
import ControlThrottleTesting
import Testing

/// A window that lasts until reset says so whatever the instant that armed it, a negative one
/// (a scheduler created before its zero) included.
@MainActor
@Suite struct UntilResetNegativeInstantTests {
  final class Model: ThrottledControl {
    let throttle: Throttle
    init(scheduler: VirtualScheduler) {
      throttle = Throttle(.untilReset, scheduler: scheduler, registry: ThrottleRegistry())
    }
  }

  @Test func anUntilResetWindowArmedAtANegativeInstantLastsUntilReset() {
    let scheduler = VirtualScheduler(now: SchedulerInstant(uptimeNanoseconds: -1_000))
    let model = Model(scheduler: scheduler)
    var changes: [Throttle.WindowChange] = []
    model.throttle.onWindowChange = { changes.append($0) }
    #expect(model.throttleSendAction(at: scheduler.now) {} == .accepted)
    #expect(model.throttle.ignoreUntil == .distantFuture)
    scheduler.run()
    #expect(changes == [.began(until: .distantFuture)])
  }
}
