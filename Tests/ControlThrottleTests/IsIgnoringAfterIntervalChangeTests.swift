import ControlThrottle
import ControlThrottleTesting
import Testing

/// `isIgnoring(at:)` and the decision follow the same rule, also after the interval changed.
@MainActor
@Suite struct IsIgnoringAfterIntervalChangeTests {
  final class Model: ThrottledControl {
    let throttle: Throttle
    init(scheduler: VirtualScheduler) {
      throttle = Throttle(.interval(.seconds(10)), scheduler: scheduler, registry: ThrottleRegistry())
    }
  }

  @Test func isIgnoringAgreesWithTheDecisionForAJumpBackAfterTheIntervalShrank() {
    let model = Model(scheduler: VirtualScheduler())
    #expect(model.throttleSendAction(at: at(100)) {} == .accepted)
    model.throttle.setting = .interval(.seconds(1))  // applies from the next accepted action
    let predicted = model.throttle.isIgnoring(at: at(98))
    let decision = model.throttleSendAction(at: at(98)) {}
    #expect(predicted == !decision.isAccepted)
  }

  @Test func isIgnoringAgreesWithTheDecisionForAJumpBackAfterTheIntervalGrew() {
    let model = Model(scheduler: VirtualScheduler())
    model.throttle.setting = .interval(.seconds(1))
    #expect(model.throttleSendAction(at: at(100)) {} == .accepted)
    model.throttle.setting = .interval(.seconds(10))
    let predicted = model.throttle.isIgnoring(at: at(98))
    let decision = model.throttleSendAction(at: at(98)) {}
    #expect(predicted == !decision.isAccepted)
  }
}
