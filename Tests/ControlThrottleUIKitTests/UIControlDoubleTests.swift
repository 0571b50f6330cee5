import Foundation
import Testing
import UIKit

/// The double's control tracking and dispatch, against the behaviour notes §1–§2.
@Suite @MainActor struct UIControlDoubleTests {
  private func control(in window: UIWindow) -> UIControl {
    let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
    window.addSubview(control)
    return control
  }

  @Test func tapDeliversTouchDownThenTouchUpInsideWithDistinctTimestampsAndOneTouch() throws {
    let window = makeWindow(clock: UIKitTestClock(secondsSinceBoot: 1000))
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "down", for: .touchDown)
    control.addTarget(recorder, action: "up", for: .touchUpInside)

    let touch = window.simulateTap(at: CGPoint(x: 150, y: 120), holdingFor: 0.08)

    #expect(recorder.actions == ["down", "up"])
    let down = try #require(recorder.deliveries.first)
    let up = try #require(recorder.deliveries.last)
    #expect(down.timestamp == 1000)
    #expect(up.timestamp == 1000.08)
    #expect(down.touch === touch && up.touch === touch)
    #expect(down.event === up.event)
    #expect(touch.phase == .ended && touch.view === control)
  }

  @Test func theTouchesEventIsReusedAcrossSequences() throws {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "up", for: .touchUpInside)

    let first = window.simulateTap(at: CGPoint(x: 150, y: 120))
    UIKitTestEnvironment.clock.advance(by: 1)
    let second = window.simulateTap(at: CGPoint(x: 150, y: 120))

    #expect(recorder.deliveries.count == 2)
    #expect(recorder.deliveries[0].event === recorder.deliveries[1].event)
    #expect(first !== second)
  }

  @Test func dragOutsideEndsWithTouchUpOutside() {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "down", for: .touchDown)
    control.addTarget(recorder, action: "exit", for: .touchDragExit)
    control.addTarget(recorder, action: "dragOutside", for: .touchDragOutside)
    control.addTarget(recorder, action: "upInside", for: .touchUpInside)
    control.addTarget(recorder, action: "upOutside", for: .touchUpOutside)

    let finger = window.touchDown(at: CGPoint(x: 150, y: 120))
    finger.move(to: CGPoint(x: 150, y: 400))
    #expect(!control.isHighlighted && control.isTracking)
    finger.lift()

    #expect(recorder.actions == ["down", "exit", "dragOutside", "upOutside"])
    #expect(!control.isTracking)
  }

  @Test func draggingOutAndBackInSendsExitThenEnterAndEndsInside() {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "inside", for: .touchDragInside)
    control.addTarget(recorder, action: "outside", for: .touchDragOutside)
    control.addTarget(recorder, action: "enter", for: .touchDragEnter)
    control.addTarget(recorder, action: "exit", for: .touchDragExit)
    control.addTarget(recorder, action: "upInside", for: .touchUpInside)

    window.simulateTouch(
      at: CGPoint(x: 150, y: 120),
      movingThrough: [CGPoint(x: 150, y: 130), CGPoint(x: 150, y: 400), CGPoint(x: 150, y: 125)]
    )

    #expect(recorder.actions == ["inside", "exit", "outside", "enter", "inside", "upInside"])
  }

  @Test func pressesAndShakesGoToTheFirstResponder() {
    final class Responder: UIView {
      var received: [String] = []
      override var canBecomeFirstResponder: Bool { true }
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        received.append("began \(presses.first?.type == .select) \(event?.allPresses.count ?? 0)")
      }
      override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        received.append("ended \(event?.type == .presses)")
      }
      override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        received.append("motion began \(motion == .motionShake)")
      }
      override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        received.append("motion ended")
      }
    }
    let window = makeWindow()
    let responder = Responder(frame: .zero)
    window.addSubview(responder)
    #expect(responder.becomeFirstResponder() && responder.isFirstResponder)

    window.simulatePress(.select)
    window.simulateShake()

    #expect(responder.received == ["began true 1", "ended true", "motion began true", "motion ended"])
  }

  @Test func aDragWithinTheMarginStaysInside() {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "upInside", for: .touchUpInside)

    window.simulateTouch(at: CGPoint(x: 150, y: 120), movingThrough: [CGPoint(x: 150, y: 200)])

    #expect(recorder.actions == ["upInside"])
  }

  @Test func actionHandlersGoThroughTheUIActionOverloadWithoutAnEvent() {
    final class OverloadRecordingControl: UIControl {
      var calls: [String] = []
      override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        calls.append("selector \(action)")
        super.sendAction(action, to: target, for: event)
      }
      override func sendAction(_ action: UIAction) {
        calls.append("action \(action.title)")
        super.sendAction(action)
      }
    }
    let window = makeWindow()
    let control = OverloadRecordingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(control)
    var handled: [String] = []
    control.addAction(
      UIAction(title: "pay") { action in handled.append("pay from \(action.sender is UIControl)") }, for: .touchUpInside
    )
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "log", for: .touchUpInside)

    window.simulateTap(at: CGPoint(x: 10, y: 10))

    #expect(control.calls == ["action pay", "selector log"])
    #expect(handled == ["pay from true"])
  }

  @Test func aButtonTapAlsoTriggersItsPrimaryActionAfterTouchUpInside() {
    let window = makeWindow()
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(button)
    let recorder = ActionRecorder()
    button.addTarget(recorder, action: "primary", for: .primaryActionTriggered)
    button.addTarget(recorder, action: "up", for: .touchUpInside)

    window.simulateTap(at: CGPoint(x: 10, y: 10))

    #expect(recorder.actions == ["up", "primary"])
  }

  @Test func aPlainControlHasNoActionTriggeringEvents() {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "primary", for: .primaryActionTriggered)

    window.simulateTap(at: CGPoint(x: 150, y: 120))

    #expect(recorder.actions.isEmpty)
  }

  @Test func reAddingATargetActionMovesItToTheEndAndSendsItOnce() {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "a", for: .touchUpInside)
    control.addTarget(recorder, action: "b", for: .touchUpInside)
    control.addTarget(recorder, action: "a", for: [.touchUpInside, .touchUpOutside])

    window.simulateTap(at: CGPoint(x: 150, y: 120))

    #expect(recorder.actions == ["b", "a"])
  }

  @Test func programmaticSendsCarryNoEvent() {
    _ = makeWindow()
    let control = UIControl(frame: .zero)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "changed", for: .valueChanged)

    control.sendActions(for: .valueChanged)

    #expect(recorder.actions == ["changed"])
    #expect(recorder.deliveries.first?.event == nil)
  }

  @Test func aSecondQuickTapSendsTouchDownRepeat() {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "repeat", for: .touchDownRepeat)

    window.simulateTap(at: CGPoint(x: 150, y: 120))
    UIKitTestEnvironment.clock.advance(by: 0.1)
    let second = window.simulateTap(at: CGPoint(x: 152, y: 121))

    #expect(second.tapCount == 2)
    #expect(recorder.actions == ["repeat"])
  }

  @Test func disabledHiddenAndNonInteractiveViewsAreNotHit() {
    let window = makeWindow()
    let control = control(in: window)
    let point = CGPoint(x: 150, y: 120)
    #expect(window.hitTest(point, with: nil) === control)
    control.isEnabled = false
    #expect(window.hitTest(point, with: nil) === window)
    control.isEnabled = true
    control.alpha = 0.005
    #expect(window.hitTest(point, with: nil) === window)
    control.alpha = 1
    control.isUserInteractionEnabled = false
    #expect(window.hitTest(point, with: nil) === window)
  }

  @Test func theHighlightLastsAtLeastAFractionOfASecond() {
    let window = makeWindow()
    let control = control(in: window)

    window.simulateTap(at: CGPoint(x: 150, y: 120), holdingFor: 0.02)
    #expect(control.isHighlighted)
    UIKitTestEnvironment.clock.advance(by: 0.1)
    #expect(!control.isHighlighted)
  }

  @Test func removingATrackingControlFromItsWindowCancelsWithoutAnEvent() {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "cancel", for: .touchCancel)

    let finger = window.touchDown(at: CGPoint(x: 150, y: 120))
    control.removeFromSuperview()

    #expect(recorder.actions == ["cancel"])
    #expect(recorder.deliveries.first?.event == nil)
    #expect(!control.isTracking && !control.isHighlighted)
    finger.lift()
  }

  @Test func aSystemCancellationSendsTouchCancelWithTheEvent() {
    let window = makeWindow()
    let control = control(in: window)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "cancel", for: .touchCancel)
    control.addTarget(recorder, action: "up", for: [.touchUpInside, .touchUpOutside])

    window.touchDown(at: CGPoint(x: 150, y: 120)).cancel(after: 0.05)

    #expect(recorder.actions == ["cancel"])
    #expect(recorder.deliveries.first?.event != nil)
  }

  @Test(arguments: UIKitTestAssumptions.HitTestTiming.allCases)
  func hitTestingRunsBeforeOrInsideTheWindowsDelivery(_ timing: UIKitTestAssumptions.HitTestTiming) {
    final class DroppingApplication: UIApplication {
      var dropsEvents = true
      override func sendEvent(_ event: UIEvent) {
        if !dropsEvents { super.sendEvent(event) }
      }
    }
    var assumptions = UIKitTestAssumptions()
    assumptions.hitTestTiming = timing
    let application = DroppingApplication()
    let window = makeWindow(assumptions: assumptions, application: application)
    let control = control(in: window)

    let dropped = window.touchDown(at: CGPoint(x: 150, y: 120))
    dropped.lift()
    application.dropsEvents = false
    let delivered = window.touchDown(at: CGPoint(x: 150, y: 120))

    #expect((dropped.touch.view === control) == (timing == .beforeApplicationSendEvent))
    #expect(delivered.touch.view === control && control.isTracking)
    delivered.lift()
  }

  @Test func controlActionsPassThroughTheApplicationUnlessAssumedOtherwise() {
    final class CountingApplication: UIApplication {
      var sent = 0
      override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        sent += 1
        return super.sendAction(action, to: target, from: sender, for: event)
      }
    }
    for passesThrough in [true, false] {
      var assumptions = UIKitTestAssumptions()
      assumptions.controlActionsPassThroughApplicationSendAction = passesThrough
      let application = CountingApplication()
      let window = makeWindow(assumptions: assumptions, application: application)
      let control = control(in: window)
      let recorder = ActionRecorder()
      control.addTarget(recorder, action: "up", for: .touchUpInside)

      window.simulateTap(at: CGPoint(x: 150, y: 120))

      #expect(recorder.actions == ["up"])
      #expect(application.sent == (passesThrough ? 1 : 0))
    }
  }
}
