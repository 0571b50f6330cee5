import ControlThrottle
import ControlThrottleTesting
import Testing

/// `isIgnoring(at:)` and the decision follow the same rule, also after the interval changed.
@MainActor
@Suite struct IsIgnoringAfterIntervalChangeTests {
  final class Model: ThrottledControl {
    let actionThrottle: ActionThrottle
    init(scheduler: VirtualScheduler) {
      actionThrottle = ActionThrottle(interval: .seconds(10), scheduler: scheduler, registry: ThrottleRegistry())
    }
  }

  @Test func isIgnoringAgreesWithTheDecisionForAJumpBackAfterTheIntervalShrank() {
    let model = Model(scheduler: VirtualScheduler())
    #expect(model.throttleSendAction(at: at(100)) {} == .accepted)
    model.actionThrottle.setting = .interval(.seconds(1))  // applies from the next accepted action
    let predicted = model.actionThrottle.isIgnoring(at: at(98))
    let decision = model.throttleSendAction(at: at(98)) {}
    #expect(predicted == !decision.isAccepted)
  }

  @Test func isIgnoringAgreesWithTheDecisionForAJumpBackAfterTheIntervalGrew() {
    let model = Model(scheduler: VirtualScheduler())
    model.actionThrottle.setting = .interval(.seconds(1))
    #expect(model.throttleSendAction(at: at(100)) {} == .accepted)
    model.actionThrottle.setting = .interval(.seconds(10))
    let predicted = model.actionThrottle.isIgnoring(at: at(98))
    let decision = model.throttleSendAction(at: at(98)) {}
    #expect(predicted == !decision.isAccepted)
  }
}
