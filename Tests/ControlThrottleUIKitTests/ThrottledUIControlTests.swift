import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// Real taps through the double into `ThrottledUIControl`: one touch sequence is one input.
///
/// The double's environment is global, so each test sets it up in its body (never in `init`, which
/// may run interleaved with other tests).
@Suite @MainActor struct ThrottledUIControlTests {
  /// A window with one `PayButton`, on a virtual clock.
  @MainActor
  struct Fixture {
    let scheduler = VirtualScheduler()
    let window: UIWindow
    let button: PayButton
    let recorder = ActionRecorder()
    let inside = CGPoint(x: 10, y: 10)

    init() {
      window = makeWindow(clock: bridgedClock(to: scheduler))
      button = PayButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
      window.addSubview(button)
    }

    /// Runs the work still pending, such as the double's unhighlighting: it holds the control,
    /// whose throttle holds the scheduler, so left pending it would keep them all alive.
    func finish() {
      scheduler.run()
    }

    func advance(to seconds: Double) {
      scheduler.advance(to: SchedulerInstant(secondsSinceBoot: seconds))
    }
  }

  @Test func aTouchDownTargetDoesNotSwallowTheSameTapsTouchUpInside() {
    let f = Fixture()
    defer { f.finish() }
    f.button.addTarget(f.recorder, action: "feedback", for: .touchDown)
    f.button.addTarget(f.recorder, action: "pay", for: .touchUpInside)
    f.window.simulateTap(at: f.inside)
    #expect(f.recorder.actions == ["feedback", "pay"])
  }

  @Test func aSecondTapInsideTheWindowIsDroppedWhole() {
    let f = Fixture()
    defer { f.finish() }
    f.button.addTarget(f.recorder, action: "feedback", for: .touchDown)
    f.button.addTarget(f.recorder, action: "pay", for: .touchUpInside)
    f.window.simulateTap(at: f.inside)
    f.advance(to: 0.3)
    f.window.simulateTap(at: f.inside)
    #expect(f.recorder.actions == ["feedback", "pay"])
    f.advance(to: 0.6)
    f.window.simulateTap(at: f.inside)
    #expect(f.recorder.actions == ["feedback", "pay", "feedback", "pay"])
  }

  @Test func aTouchThatBeganInsideTheWindowStaysDroppedWhenItEndsAfterIt() {
    let f = Fixture()
    defer { f.finish() }
    f.button.addTarget(f.recorder, action: "pay", for: .touchUpInside)
    f.button.addTarget(f.recorder, action: "feedback", for: .touchDown)
    f.window.simulateTap(at: f.inside)  // accepted at 0, window until 0.5
    f.advance(to: 0.4)
    let finger = f.window.touchDown(at: f.inside)
    finger.lift(after: 0.3)  // ends at 0.7, after the window
    #expect(f.recorder.actions == ["feedback", "pay"])
  }

  @Test func dragsOfOneTouchShareItsDecision() {
    let f = Fixture()
    defer { f.finish() }
    for (name, event) in [
      ("down", UIControl.Event.touchDown), ("dragInside", .touchDragInside), ("dragExit", .touchDragExit),
      ("dragEnter", .touchDragEnter), ("up", .touchUpInside),
    ] {
      f.button.addTarget(f.recorder, action: Selector(name), for: event)
    }
    f.window.simulateTouch(
      at: f.inside,
      movingThrough: [CGPoint(x: 20, y: 10), CGPoint(x: 300, y: 400), CGPoint(x: 20, y: 10)]
    )
    #expect(f.recorder.actions.first == "down")
    #expect(f.recorder.actions.last == "up")
    #expect(f.recorder.actions.contains("dragExit") && f.recorder.actions.contains("dragEnter"))
  }

  @Test func aCancelledTouchDeliversItsCancelWithItsDecision() {
    let f = Fixture()
    defer { f.finish() }
    f.button.addTarget(f.recorder, action: "down", for: .touchDown)
    f.button.addTarget(f.recorder, action: "cancel", for: .touchCancel)
    f.window.simulateTouch(at: f.inside, movingThrough: [], cancelling: true)
    #expect(f.recorder.actions == ["down", "cancel"])
  }

  @Test func targetsAndActionHandlersRunOncePerTap() {
    let f = Fixture()
    defer { f.finish() }
    var payments = 0
    var haptics = 0
    f.button.addTarget(f.recorder, action: "feedback", for: .touchDown)
    f.button.addAction(UIAction { _ in payments += 1 }, for: .touchUpInside)
    f.button.addTarget(f.recorder, action: "analytics", for: .touchUpInside)
    f.button.addAction(UIAction { _ in haptics += 1 }, for: .primaryActionTriggered)
    f.window.simulateTap(at: f.inside)
    f.window.simulateTap(at: f.inside)  // 50 ms later: dropped whole
    #expect(payments == 1)
    #expect(haptics == 1)
    #expect(f.recorder.actions == ["feedback", "analytics"])
    f.advance(to: 0.6)
    f.window.simulateTap(at: f.inside)
    #expect(payments == 2)
    #expect(haptics == 2)
  }

  @Test func aControlWithOnlyActionHandlersIsThrottledPerTap() {
    let f = Fixture()
    defer { f.finish() }
    var payments = 0
    var receipts = 0
    f.button.addAction(UIAction { _ in payments += 1 }, for: .touchUpInside)
    f.button.addAction(UIAction { _ in receipts += 1 }, for: .touchUpInside)
    f.window.simulateTap(at: f.inside)
    #expect(payments == 1 && receipts == 1)  // both handlers of one tap
    f.window.simulateTap(at: f.inside)
    #expect(payments == 1 && receipts == 1)  // a second tap inside the window
    f.advance(to: 1)
    f.window.simulateTap(at: f.inside)
    #expect(payments == 2 && receipts == 2)
  }

  @Test func aValueChangedSentFromATouchUpHandlerIsDelivered() {
    let f = Fixture()
    defer { f.finish() }
    // The classic custom-control pattern: the touch-up handler sends the control's value change.
    var values = 0
    f.button.addAction(UIAction { _ in values += 1 }, for: .valueChanged)
    f.button.addAction(
      UIAction { [unowned button = f.button] _ in button.sendActions(for: .valueChanged) }, for: .touchUpInside)
    f.window.simulateTap(at: f.inside)
    #expect(values == 1)
  }

  @Test func programmaticSendsFollowTheEventlessPolicy() {
    let f = Fixture()
    defer { f.finish() }
    var payments = 0
    f.button.addAction(UIAction { _ in payments += 1 }, for: .touchUpInside)
    f.button.sendActions(for: .touchUpInside)
    f.button.sendActions(for: .touchUpInside)
    #expect(payments == 1)  // .throttle, the default: one activation per call
    f.advance(to: 1)
    f.button.throttle.registry.programmaticSendPolicy = .deliver
    f.button.sendActions(for: .touchUpInside)
    f.button.sendActions(for: .touchUpInside)
    #expect(payments == 3)
  }
}
