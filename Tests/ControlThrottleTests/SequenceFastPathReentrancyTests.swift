import ControlThrottle
import ControlThrottleTesting
import Testing

/// The inline path for a touch decides exactly like the general path (taken when an observer is
/// installed), including what it remembers for re-entrancy.
@MainActor
@Suite struct SequenceFastPathReentrancyTests {
  final class Model: ThrottledControl {
    let throttle: Throttle
    init(registry: ThrottleRegistry) {
      throttle = Throttle(.interval(.zero), scheduler: VirtualScheduler(), registry: registry)
    }
  }

  /// Sends a touch's action that sends the same input again from inside it; returns the inner decision.
  func innerDecision(registry: ThrottleRegistry) -> ThrottleDecision? {
    let model = Model(registry: registry)
    var inner: ThrottleDecision?
    model.throttleSendAction(at: at(1), sequence: Touch(), sequenceEnds: true) {
      inner = model.throttleSendAction(at: at(1)) {}
    }
    return inner
  }

  @Test func aReentrantSendFromATouchActionIsDecidedAlikeWithAndWithoutAnObserver() {
    let plain = innerDecision(registry: ThrottleRegistry())
    let observed = ThrottleRegistry()
    let observation = observed.addObserver { _ in }
    defer { observation.cancel() }
    let general = innerDecision(registry: observed)
    #expect(plain == general)
  }
}
