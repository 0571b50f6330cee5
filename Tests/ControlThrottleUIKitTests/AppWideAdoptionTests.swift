import ControlThrottle
import ControlThrottleTesting
import Foundation
import Testing
import UIKit

@testable import ControlThrottleUIKitUnderTest

/// A `UIButton` subclass that no registration names.
final class UnregisteredButton: UIButton {}

/// Plain controls adopted app-wide by exact type, through real taps that reach the package's
/// application (`UIControl.sendAction` → `UIApplication.sendAction`, uikit-behaviour.md §2, §10).
@Suite(.serialized) @MainActor struct AppWideAdoptionTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()
  let recorder = ActionRecorder()
  let inside = CGPoint(x: 10, y: 10)

  /// A window under the package's application, whose adopted controls use this test's registry and
  /// clock; `body` runs with them and everything is put back after.
  private func withAdoption(
    _ assumptions: UIKitTestAssumptions = UIKitTestAssumptions(), _ body: (UIWindow) throws -> Void
  ) rethrows {
    let window = makeWindow(
      clock: bridgedClock(to: scheduler), assumptions: assumptions, application: GatedTestApplication())
    try withAdoptedControls(registry: registry, scheduler: scheduler) {
      defer { scheduler.run() }
      try body(window)
    }
  }

  private func advance(to seconds: Double) {
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: seconds))
  }

  private func button(at y: CGFloat = 0, in window: UIWindow) -> UIButton {
    let button = UIButton(frame: CGRect(x: 0, y: y, width: 100, height: 44))
    window.addSubview(button)
    return button
  }

  @Test func aPlainButtonDoubleTappedRunsOnceAndAgainAfterTheWindow() {
    withAdoption { window in
      registry.register(UIButton.self)
      let pay = button(in: window)
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      pay.addTarget(recorder, action: "log", for: .primaryActionTriggered)
      window.simulateTap(at: inside)
      advance(to: 0.2)
      window.simulateTap(at: inside)
      #expect(recorder.actions == ["pay", "log"])
      advance(to: 0.6)
      window.simulateTap(at: inside)
      #expect(recorder.actions == ["pay", "log", "pay", "log"])
    }
  }

  /// Traces show control target-actions passing the public `UIApplication.sendAction` (§10); were
  /// they to bypass it, adoption would see nothing: the double's switch shows that reading.
  @Test(arguments: [true, false])
  func adoptionDependsOnTargetActionsPassingTheApplication(passes: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.controlActionsPassThroughApplicationSendAction = passes
    withAdoption(assumptions) { window in
      registry.register(UIButton.self)
      let pay = button(in: window)
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      window.simulateTap(at: inside)
      advance(to: 0.2)
      window.simulateTap(at: inside)
      #expect(recorder.actions == (passes ? ["pay"] : ["pay", "pay"]))
    }
  }

  /// A library's button class that sends its touch's activation itself from `touchesEnded`,
  /// adopted app-wide: one tap is one input, each target and handler running once.
  @Test func aSelfSendingLibraryButtonAdoptedAppWidePaysOncePerTap() {
    withAdoption { window in
      registry.register(SelfSendingLibraryButton.self)
      let pay = SelfSendingLibraryButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(pay)
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      var handled = 0
      pay.addAction(UIAction { _ in handled += 1 }, for: .touchUpInside)
      window.simulateTap(at: inside)
      #expect(recorder.actions == ["pay"])
      #expect(handled == 1)
      advance(to: 0.2)
      window.simulateTap(at: inside)
      #expect(recorder.actions == ["pay"])
      #expect(handled == 1)
      advance(to: 1.5)
      window.simulateTap(at: inside)
      #expect(recorder.actions == ["pay", "pay"])
      #expect(handled == 2)
    }
  }

  @Test func aPlainButtonIsUntouchedWithoutARegistration() {
    withAdoption { window in
      let pay = button(in: window)
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      window.simulateTap(at: inside)
      advance(to: 0.2)
      window.simulateTap(at: inside)
      #expect(recorder.actions == ["pay", "pay"])
      #expect(AdoptedControls.shared.count == 0)
    }
  }

  @Test func anUnregisteredSubclassIsUntouched() {
    withAdoption { window in
      registry.register(UIButton.self)
      let custom = UnregisteredButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(custom)
      custom.addTarget(recorder, action: "custom", for: .touchUpInside)
      window.simulateTap(at: inside)
      advance(to: 0.2)
      window.simulateTap(at: inside)
      #expect(recorder.actions == ["custom", "custom"])
      #expect(AdoptedControls.shared.count == 0)
    }
  }

  @Test func aTouchThatEndsOutsideLeavesNoWindow() {
    withAdoption { window in
      registry.register(UIButton.self)
      let pay = button(in: window)
      pay.addTarget(recorder, action: "press", for: .touchDown)
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      window.simulateTap(at: inside)  // arms the window at its first send, the touch-down
      advance(to: 0.6)
      window.simulateTouch(at: inside, movingThrough: [CGPoint(x: 300, y: 400)])  // lifted outside
      advance(to: 0.7)
      window.simulateTap(at: inside)  // the touch outside reopened the window it armed
      #expect(recorder.actions == ["press", "pay", "press", "press", "pay"])
    }
  }

  @Test func aPlainButtonAndAThrottledUIControlSideBySideAreEachDecidedOncePerTap() {
    withAdoption { window in
      registry.register(UIButton.self)
      let plain = button(in: window)
      let own = PayButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44), scheduler: scheduler)
      window.addSubview(own)
      registry.register(PayButton.self)  // registered here too: still decided only by its own throttle
      plain.addTarget(recorder, action: "plain", for: .touchUpInside)
      own.addTarget(recorder, action: "own", for: .touchUpInside)
      var adoptedRecords: [String] = []
      var ownRecords = 0
      let observation = registry.addObserver { adoptedRecords.append($0.name) }
      defer { observation.cancel() }
      let secondObservation = own.throttle.registry.addObserver { _ in ownRecords += 1 }
      defer { secondObservation.cancel() }
      window.simulateTap(at: inside)
      window.simulateTap(at: CGPoint(x: 10, y: 110))
      advance(to: 0.2)
      window.simulateTap(at: inside)
      window.simulateTap(at: CGPoint(x: 10, y: 110))
      #expect(recorder.actions == ["plain", "own"])
      #expect(AdoptedControls.shared.existingThrottle(of: own) == nil)
      #expect(Set(adoptedRecords) == ["UIButton"])
      #expect(ownRecords > 0)
    }
  }

  @Test func aConfigurationAppliedMidSessionSetsTheNamedButtonsNextWindow() throws {
    try withAdoption { window in
      registry.register(UIButton.self)
      let pay = button(in: window)
      pay.accessibilityIdentifier = "pay"
      let other = button(at: 100, in: window)
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      other.addTarget(recorder, action: "other", for: .touchUpInside)
      let otherPoint = CGPoint(x: 10, y: 110)
      window.simulateTap(at: inside)  // 0: both windows open until 0.5
      window.simulateTap(at: otherPoint)
      registry.apply(try ThrottleConfiguration(["pay": 1.0, "default": 0.5]))
      #expect(throws: ThrottleConfigurationError.self) { try ThrottleConfiguration(["pay": -1]) }
      advance(to: 0.5)
      window.simulateTap(at: inside)  // 0.5: pay's next window lasts 1 s
      window.simulateTap(at: otherPoint)  // 0.5: the unnamed one's 0.5 s
      advance(to: 1.0)
      window.simulateTap(at: inside)  // dropped: until 1.5
      window.simulateTap(at: otherPoint)  // accepted
      advance(to: 1.5)
      window.simulateTap(at: inside)  // accepted
      #expect(recorder.actions == ["pay", "other", "pay", "other", "other", "pay"])
    }
  }

  @Test func twoObserversSeeEveryDecisionByNameAndRemovingOneLeavesTheOther() {
    withAdoption { window in
      registry.register(UIButton.self)
      let pay = button(in: window)
      pay.accessibilityIdentifier = "pay"
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      var analytics: [String] = []
      var debug: [String] = []
      let analyticsToken = registry.addObserver { analytics.append("\($0.name) \($0.decision)") }
      let observation = registry.addObserver { debug.append("\($0.name) \($0.decision)") }
      defer { observation.cancel() }
      window.simulateTap(at: inside)
      advance(to: 0.2)
      window.simulateTap(at: inside)
      #expect(analytics == debug)
      #expect(analytics.first == "pay accepted")
      #expect(analytics.contains { $0.hasPrefix("pay dropped (inside interval, 300 ms left)") })
      let seen = analytics.count
      analyticsToken.cancel()
      advance(to: 1)
      window.simulateTap(at: inside)
      #expect(analytics.count == seen)
      #expect(debug.count > seen)
    }
  }

  /// Activates `button` as a person would, at `seconds` on the clock.
  private func activate(_ button: UIButton, in window: UIWindow, via input: BoundButtonInput, at seconds: Double) {
    advance(to: seconds)
    input.activate(button, in: window)
  }

  @Test(arguments: BoundButtonInput.allCases)
  func aPlainButtonWithAUIActionHandlerPaysOnceOnADoubleTap(input: BoundButtonInput) {
    withAdoption { window in
      registry.register(UIButton.self)
      var paid = 0
      let pay = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), primaryAction: UIAction { _ in paid += 1 })
      window.addSubview(pay)
      activate(pay, in: window, via: input, at: 0)
      activate(pay, in: window, via: input, at: 0.2)
      #expect(paid == 1)
      activate(pay, in: window, via: input, at: 1)
      #expect(paid == 2)
    }
  }

  @Test(arguments: BoundButtonInput.allCases)
  func aPlainButtonWithAHandlerAndATargetActionPaysOnceForEachOnADoubleTap(input: BoundButtonInput) {
    withAdoption { window in
      registry.register(UIButton.self)
      var handled = 0
      let pay = button(in: window)
      pay.addAction(UIAction { _ in handled += 1 }, for: .primaryActionTriggered)
      pay.addTarget(recorder, action: "pay", for: .primaryActionTriggered)
      activate(pay, in: window, via: input, at: 0)
      activate(pay, in: window, via: input, at: 0.2)
      #expect(handled == 1)
      #expect(recorder.actions == ["pay"])
      activate(pay, in: window, via: input, at: 1)
      #expect(handled == 2)
      #expect(recorder.actions == ["pay", "pay"])
    }
  }

  /// Whether UIKit hit-tests a touch before the application sees it is not confirmed (§1): under
  /// either reading a handler and a target of one tap share one decision, from the first tap.
  @Test(arguments: UIKitTestAssumptions.HitTestTiming.allCases)
  func aHandlerAndATargetShareOneDecisionWheneverUIKitHitTests(timing: UIKitTestAssumptions.HitTestTiming) {
    var assumptions = UIKitTestAssumptions()
    assumptions.hitTestTiming = timing
    withAdoption(assumptions) { window in
      registry.register(UIButton.self)
      var handled = 0
      let pay = button(in: window)
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      pay.addAction(UIAction { _ in handled += 1 }, for: .touchUpInside)
      window.simulateTap(at: inside)
      advance(to: 0.2)
      window.simulateTap(at: inside)
      #expect(handled == 1)
      #expect(recorder.actions == ["pay"])
    }
  }

  /// VoiceOver may activate a control with no touch at all (§9, §10, UNCONFIRMED): the application
  /// then sees nothing before the handler runs, so a handler is covered only from the control's
  /// first touch or press, under either reading.
  @Test(arguments: UIKitTestAssumptions.AccessibilityActivation.allCases)
  func aHandlerIsCoveredFromTheControlsFirstTouchOrPress(activation: UIKitTestAssumptions.AccessibilityActivation) {
    var assumptions = UIKitTestAssumptions()
    assumptions.accessibilityActivation = activation
    withAdoption(assumptions) { window in
      registry.register(UIButton.self)
      var paid = 0
      let pay = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), primaryAction: UIAction { _ in paid += 1 })
      window.addSubview(pay)
      window.simulateAccessibilityActivation(of: pay)
      advance(to: 0.2)
      window.simulateAccessibilityActivation(of: pay)
      #expect(paid == (activation == .synthesizedTouch ? 1 : 2))  // no touch yet: not covered
      advance(to: 1)
      window.simulateTap(at: inside)  // the first touch covers it from now on
      advance(to: 2)
      window.simulateAccessibilityActivation(of: pay)
      advance(to: 2.2)
      window.simulateAccessibilityActivation(of: pay)
      #expect(paid == (activation == .synthesizedTouch ? 1 : 2) + 2)
    }
  }

  @Test func adoptedHandlersKeepTheirIdentifiersTitlesImagesAndPlaces() throws {
    try withAdoption { window in
      registry.register(UIButton.self)
      let pay = button(in: window)
      let image = try #require(UIImage(systemName: "creditcard"))
      let payAction = UIAction(
        title: "Pay", image: image, identifier: UIAction.Identifier("pay"), discoverabilityTitle: "Pay now",
        attributes: .destructive, state: .on
      ) { _ in }
      pay.addTarget(recorder, action: "press", for: .touchDown)
      pay.addAction(payAction, for: .primaryActionTriggered)
      pay.addTarget(recorder, action: "log", for: .primaryActionTriggered)
      let before = pay.registeredEventsForTesting
      window.simulateTap(at: inside)
      var handlers: [UIAction] = []
      var selectors: [String] = []
      pay.enumerateEventHandlers { action, targetAction, _, _ in
        if let action, action.identifier.rawValue == "pay" { handlers.append(action) }
        if let (_, selector) = targetAction { selectors.append(selector.description) }
      }
      let adopted = try #require(handlers.first)
      #expect(handlers.count == 1)
      #expect(adopted !== payAction)
      #expect(adopted.title == "Pay")
      #expect(adopted.image === image)
      #expect(adopted.discoverabilityTitle == "Pay now")
      #expect(adopted.attributes == .destructive)
      #expect(adopted.state == .on)
      #expect(selectors == ["press", "log"])
      #expect(Array(pay.registeredEventsForTesting.prefix(before.count)) == before)
      #expect(recorder.actions == ["press", "log"])
      pay.removeAction(identifiedBy: UIAction.Identifier("pay"), for: .primaryActionTriggered)
      var remaining = 0
      pay.enumerateEventHandlers { action, _, _, _ in if action?.identifier.rawValue == "pay" { remaining += 1 } }
      #expect(remaining == 0)  // the app's identifier still removes it
    }
  }

  /// A view that handles the actions the responder chain brings it, as a storyboard's nil-target
  /// connections reach a view controller.
  final class ChainReceiver: UIView, UIKitTestActionTarget {
    private(set) var actions: [String] = []

    func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
      actions.append(action.description)
    }
  }

  @Test func adoptionKeepsATargetAndAResponderChainConnectionOfOneSelectorInTheirOrder() {
    withAdoption { window in
      registry.register(UIButton.self)
      let screen = ChainReceiver(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      window.addSubview(screen)
      let pay = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      screen.addSubview(pay)
      var handled = 0
      pay.addTarget(recorder, action: "pay", for: [.touchUpInside, .touchCancel])
      pay.addAction(
        UIAction(identifier: UIAction.Identifier("log")) { _ in handled += 1 }, for: .primaryActionTriggered)
      pay.addTarget(nil, action: "pay", for: .touchUpInside)
      window.simulateTap(at: inside)
      #expect(handled == 1)
      #expect(recorder.actions == ["pay"])
      #expect(screen.actions == ["pay"])
      var order: [String] = []
      pay.enumerateEventHandlers { action, targetAction, _, _ in
        if let action { order.append(action.identifier.rawValue) }
        if let (target, selector) = targetAction { order.append("\(target == nil ? "chain" : "recorder").\(selector)") }
      }
      #expect(Array(order.prefix(3)) == ["recorder.pay", "log", "chain.pay"])  // the throttle's own come after
      #expect(
        Array(pay.registeredEventsForTesting.prefix(3)) == [
          [.touchUpInside, .touchCancel], .primaryActionTriggered, .touchUpInside,
        ])
      advance(to: 1)
      window.simulateTap(at: inside)
      #expect(handled == 2)
      #expect(recorder.actions == ["pay", "pay"])
      #expect(screen.actions == ["pay", "pay"])
    }
  }

  @Test func aHandlerAddedAfterTheFirstTouchIsCoveredFromTheNextTouch() {
    withAdoption { window in
      registry.register(UIButton.self)
      let pay = button(in: window)
      pay.addTarget(recorder, action: "pay", for: .touchUpInside)
      window.simulateTap(at: inside)
      var handled = 0
      pay.addAction(UIAction { _ in handled += 1 }, for: .primaryActionTriggered)  // a cell configured again
      advance(to: 1)
      window.simulateTap(at: inside)
      advance(to: 1.2)
      window.simulateTap(at: inside)
      #expect(handled == 1)
      #expect(recorder.actions == ["pay", "pay"])
    }
  }

  @Test func anUnregisteredButtonsHandlersAreUntouched() {
    withAdoption { window in
      registry.register(UIButton.self)
      var handled = 0
      let custom = UnregisteredButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(custom)
      let own = UIAction { _ in handled += 1 }
      custom.addAction(own, for: .primaryActionTriggered)
      window.simulateTap(at: inside)
      advance(to: 0.2)
      window.simulateTap(at: inside)
      #expect(handled == 2)
      var found: UIAction?
      custom.enumerateEventHandlers { action, _, _, _ in found = action }
      #expect(found === own)
    }
  }

  @Test func tenThousandPlainButtonsCreatedAndReleasedReleaseTheirState() {
    withAdoption { window in
      registry.register(UIButton.self)
      weak var firstThrottle: Throttle?
      var adoptedFirst = false
      for index in 0..<10_000 {
        do {
          let plain = button(in: window)
          plain.addTarget(recorder, action: "tap", for: .touchUpInside)
          window.simulateTap(at: inside)
          if index == 0 {
            firstThrottle = AdoptedControls.shared.existingThrottle(of: plain)
            adoptedFirst = firstThrottle != nil
          }
          plain.removeFromSuperview()
        }
        scheduler.advance(by: .seconds(1))
      }
      #expect(recorder.actions.count == 10_000)
      #expect(AdoptedControls.shared.count <= 64)
      #expect(adoptedFirst)
      #expect(firstThrottle == nil)
    }
  }
}
