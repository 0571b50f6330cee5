import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// Every path by which a control is activated, through real input in the double: each is one
/// decision, and only activations use up the window.
@Suite @MainActor struct ActivationPathTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  let frame = CGRect(x: 0, y: 0, width: 100, height: 44)
  let inside = CGPoint(x: 10, y: 10)
  let elsewhere = CGPoint(x: 200, y: 300)

  func window(_ assumptions: UIKitTestAssumptions = UIKitTestAssumptions()) -> UIWindow {
    makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions)
  }

  func advance(to seconds: Double) {
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: seconds))
  }

  // MARK: Several fingers

  @Test func aRestingSecondFingerNeverMakesTwoQuickTapsOneInput() {
    let window = window()
    let card = CardControl(frame: frame, scheduler: scheduler)
    window.addSubview(card)
    let other = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
    window.addSubview(other)
    card.addTarget(recorder, action: "pay", for: .touchUpInside)
    let resting = window.touchDown(at: elsewhere)
    window.simulateTap(at: inside)
    window.simulateTap(at: inside)  // 100 ms after the first: inside the window
    #expect(recorder.actions == ["pay"])
    advance(to: 1)
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["pay", "pay"])
    resting.lift()
    scheduler.run()
  }

  @Test func aCustomControlsTouchOnItsSubviewIsItsOwn() {
    let window = window()
    let card = CardControl(frame: frame, scheduler: scheduler)
    window.addSubview(card)
    card.addTarget(recorder, action: "feedback", for: .touchDown)
    card.addTarget(recorder, action: "pay", for: .touchUpInside)
    let touch = window.simulateTap(at: inside)
    #expect(touch.view === card.content)
    #expect(recorder.actions == ["feedback", "pay"])
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["feedback", "pay"])
    scheduler.run()
  }

  @Test func twoFingersLiftedTogetherOnAMultiTouchControlPayOnce() {
    let window = window()
    let card = CardControl(frame: frame, scheduler: scheduler)
    card.isMultipleTouchEnabled = true
    card.content.isMultipleTouchEnabled = true
    window.addSubview(card)
    card.addTarget(recorder, action: "pay", for: .touchUpInside)
    let first = window.touchDown(at: inside)
    let second = window.touchDown(at: CGPoint(x: 60, y: 10))
    first.lift()
    second.lift(after: 0)
    #expect(recorder.actions == ["pay"])
    scheduler.run()
  }

  // MARK: Touches that never activate

  @Test(arguments: [false, true])
  func aTouchThatEndsWithoutActivatingLeavesTheWindowOpen(cancelled: Bool) {
    let window = window()
    let button = PayButton(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    button.addTarget(recorder, action: "press", for: .touchDown)
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    // Dragged off and lifted outside, or cancelled by the system (an incoming call). A scroll view's
    // own cancellation is driven through a real drag in ScrollCancellationTests.
    window.simulateTouch(at: inside, movingThrough: [CGPoint(x: 300, y: 400)], cancelling: cancelled)
    window.simulateTap(at: inside)  // a deliberate tap right after
    #expect(recorder.actions == ["press", "press", "pay"])
    scheduler.run()
  }

  @Test func aControlThatActsOnTouchDownKeepsTheWindowOfATouchThatNeverActivated() {
    let window = window()
    let button = PayButton(frame: frame, scheduler: scheduler)
    button.throttle.activatesOnFirstSend = true
    window.addSubview(button)
    button.addTarget(recorder, action: "act", for: .touchDown)
    window.simulateTouch(at: inside, movingThrough: [CGPoint(x: 300, y: 400)])
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["act"])
    scheduler.run()
  }

  // MARK: Activations without an event

  @Test(arguments: [false, true])
  func returnPressedTwiceOnAFocusedButtonPaysOnce(pressCarriesEvent: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.pressActivationCarriesEvent = pressCarriesEvent
    let window = window(assumptions)
    let button = PayButton(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    var handled = 0
    button.addTarget(recorder, action: "pay", for: .primaryActionTriggered)
    button.addAction(UIAction { _ in handled += 1 }, for: .primaryActionTriggered)
    window.focus(button)
    window.simulatePress(.select)  // Return (or Space) with the keyboard's focus on the button
    window.simulatePress(.select)
    #expect(recorder.actions == ["pay"])
    #expect(handled == 1)
    advance(to: 1)
    window.simulatePress(.select)
    #expect(recorder.actions == ["pay", "pay"])
    #expect(handled == 2)
    scheduler.run()
  }

  @Test(arguments: [false, true])
  func aHeldRemoteSelectIsOneActivation(pressCarriesEvent: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.pressActivationCarriesEvent = pressCarriesEvent
    let window = window(assumptions)
    let button = TwoOverrideControl(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    button.addTarget(recorder, action: "play", for: .primaryActionTriggered)
    button.addTarget(recorder, action: "log", for: .primaryActionTriggered)
    window.focus(button)
    window.simulatePress(.select, holdingFor: 2)  // held past the window
    window.simulatePress(.select)
    #expect(recorder.actions == ["play", "log"])
    scheduler.run()
  }

  @Test func aLargeContentViewerLiftIsThrottled() {
    let window = window()
    let button = TwoOverrideControl(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    button.simulateLargeContentViewerLift()
    advance(to: 0.1)
    button.simulateLargeContentViewerLift()
    #expect(recorder.actions == ["pay"])
    scheduler.run()
  }

  @Test func performPrimaryActionIsOneDecisionForItsTargetsAndHandlers() {
    let window = window()
    let button = PayButton(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    var handled = 0
    button.addAction(UIAction { _ in handled += 1 }, for: .primaryActionTriggered)
    button.addTarget(recorder, action: "pay", for: .primaryActionTriggered)
    button.performPrimaryAction()
    #expect(recorder.actions == ["pay"] && handled == 1)
    advance(to: 0.2)
    button.performPrimaryAction()
    #expect(recorder.actions == ["pay"] && handled == 1)
    advance(to: 0.6)  // 500 ms after the first activation, not after its handler
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["pay", "pay"] && handled == 2)
    scheduler.run()
  }

  @Test(arguments: [ProgrammaticSendPolicy.deliver, .throttle])
  func sendActionsFromAppCodeFollowsThePolicy(policy: ProgrammaticSendPolicy) {
    let window = window()
    let button = TwoOverrideControl(frame: frame, scheduler: scheduler)
    button.throttle.registry.programmaticSendPolicy = policy
    window.addSubview(button)
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    advance(to: 0.1)
    button.sendActions(for: .touchUpInside)
    #expect(recorder.actions.count == (policy == .throttle ? 1 : 2))
    scheduler.run()
  }

  // MARK: Sends from inside the control's own input

  @Test func aTouchUpHandlersNestedValueChangedIsNeverDropped() {
    let window = window()
    let button = TwoOverrideControl(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    button.addTarget(recorder, action: "value", for: .valueChanged)
    button.addAction(
      UIAction { [unowned button] _ in button.sendActions(for: .valueChanged) }, for: .touchUpInside)
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["value"])
    scheduler.run()
  }

  @Test func aSwipeControlKeepsEveryValueChangeAndPays() {
    let window = window()
    let swipe = SwipeToPayControl(frame: CGRect(x: 0, y: 0, width: 300, height: 44), scheduler: scheduler)
    window.addSubview(swipe)
    var progress = 0
    swipe.addAction(UIAction { _ in progress += 1 }, for: .valueChanged)
    swipe.addTarget(recorder, action: "pay", for: .touchUpInside)
    let moves = (1...10).map { CGPoint(x: 10 + $0 * 25, y: 20) }
    window.simulateTouch(at: CGPoint(x: 10, y: 20), movingThrough: moves)
    #expect(progress == 10)
    #expect(recorder.actions == ["pay"])
    scheduler.run()
  }

  // MARK: Pointer and accessibility

  @Test func aPointerClickIsATouch() {
    let window = window()
    let button = PayButton(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    button.addTarget(recorder, action: "press", for: .touchDown)
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    let click = window.simulateTap(at: inside, type: .indirectPointer)
    #expect(click.type == .indirectPointer)
    window.simulateTap(at: inside, type: .indirectPointer)
    #expect(recorder.actions == ["press", "pay"])
    scheduler.run()
  }

  @Test(arguments: UIKitTestAssumptions.AccessibilityActivation.allCases)
  func aVoiceOverDoubleTapIsOneActivation(_ activation: UIKitTestAssumptions.AccessibilityActivation) {
    var assumptions = UIKitTestAssumptions()
    assumptions.accessibilityActivation = activation
    let window = window(assumptions)
    let button = PayButton(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    var paid = 0
    button.addAction(UIAction { _ in paid += 1 }, for: .primaryActionTriggered)
    button.addTarget(recorder, action: "log", for: .primaryActionTriggered)
    window.simulateAccessibilityActivation(of: button)
    advance(to: 0.3)
    window.simulateAccessibilityActivation(of: button)
    #expect(paid == 1 && recorder.actions == ["log"])
    scheduler.run()
  }
}
