import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// The gated application and window block whole touch and press sequences, driven through the
/// double like a user would.
@Suite @MainActor struct GatedSequenceTests {
  /// Where the gate sits.
  enum Placement: CaseIterable {
    case application
    case window
  }

  /// A key window 320 × 480 with the gate at `placement`, on `scheduler`'s clock.
  private func gatedWindow(_ placement: Placement, scheduler: VirtualScheduler) -> (UIWindow, InteractionGate) {
    let gate = InteractionGate(scheduler: scheduler)
    switch placement {
    case .application:
      let application = GatedTestApplication()
      application.gate = gate
      return (makeWindow(clock: bridgedClock(to: scheduler), application: application), gate)
    case .window:
      let window = GatedTestWindow(frame: .zero)
      window.gate = gate
      return (makeWindow(clock: bridgedClock(to: scheduler), window: window), gate)
    }
  }

  private func control(in window: UIWindow, x: CGFloat = 0, recorder: ActionRecorder, name: String) -> UIControl {
    let control = UIControl(frame: CGRect(x: x, y: 0, width: 100, height: 44))
    window.addSubview(control)
    control.addTarget(recorder, action: Selector("\(name) down"), for: .touchDown)
    control.addTarget(recorder, action: Selector("\(name) up"), for: .touchUpInside)
    control.addTarget(recorder, action: Selector("\(name) cancel"), for: .touchCancel)
    return control
  }

  @Test(arguments: Placement.allCases)
  func aTouchThatBeginsDuringABlockIsWithheldToItsEndEvenAfterTheBlockEnds(_ placement: Placement) {
    let scheduler = VirtualScheduler()
    let (window, gate) = gatedWindow(placement, scheduler: scheduler)
    let recorder = ActionRecorder()
    let button = control(in: window, recorder: recorder, name: "button")

    _ = gate.block(.touches, for: gateDuration(1))
    let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
    finger.move(to: CGPoint(x: 20, y: 10), after: 0.5)
    finger.move(to: CGPoint(x: 30, y: 10), after: 1)  // the block ended half a second ago
    #expect(!gate.isBlocked(.touches))
    finger.lift()

    #expect(recorder.actions.isEmpty)
    #expect(!button.isTracking && !button.isHighlighted)
    #expect(gate.droppedEventCount(for: .touches) == 4)  // began, moved, moved, ended

    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions == ["button down", "button up"])
  }

  @Test(arguments: Placement.allCases)
  func aTouchThatBeganBeforeABlockIsDeliveredToItsEnd(_ placement: Placement) {
    let scheduler = VirtualScheduler()
    let (window, gate) = gatedWindow(placement, scheduler: scheduler)
    let recorder = ActionRecorder()
    let button = control(in: window, recorder: recorder, name: "button")

    let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
    _ = gate.block(.touches, for: gateDuration(1))
    finger.move(to: CGPoint(x: 20, y: 10))
    finger.lift()
    scheduler.advance(by: .milliseconds(120))  // past the minimum highlight

    #expect(recorder.actions == ["button down", "button up"])
    #expect(!button.isTracking && !button.isHighlighted)
    #expect(gate.droppedEventCount(for: .touches) == 0)
  }

  @Test func aSecondFingerDuringABlockIsWithheldWhileTheFirstIsDeliveredToItsEnd() {
    let scheduler = VirtualScheduler()
    let (window, gate) = gatedWindow(.window, scheduler: scheduler)
    let recorder = ActionRecorder()
    let left = control(in: window, recorder: recorder, name: "left")
    let right = control(in: window, x: 200, recorder: recorder, name: "right")

    let first = window.touchDown(at: CGPoint(x: 10, y: 10))
    _ = gate.block(.touches, for: gateDuration(1))
    let second = window.touchDown(at: CGPoint(x: 210, y: 10))
    #expect(first.touch.phase == .stationary)
    first.lift()
    scheduler.advance(by: .seconds(2))
    second.lift()

    #expect(recorder.actions == ["left down", "left up"])
    #expect(!left.isTracking && !right.isTracking && !right.isHighlighted)
    #expect(gate.droppedEventCount(for: .touches) == 2)  // the second finger's began and ended
  }

  @Test(arguments: Placement.allCases)
  func pressesAreBlockedBySequenceToo(_ placement: Placement) {
    final class Responder: UIView {
      var received: [String] = []
      override var canBecomeFirstResponder: Bool { true }
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        received.append("began \(presses.first?.type == .select ? "select" : "menu")")
      }
      override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        received.append("ended \(presses.first?.type == .select ? "select" : "menu")")
      }
    }
    let scheduler = VirtualScheduler()
    let (window, gate) = gatedWindow(placement, scheduler: scheduler)
    let responder = Responder(frame: .zero)
    window.addSubview(responder)
    #expect(responder.becomeFirstResponder())

    let held = window.pressDown(.select)
    _ = gate.block(.presses, for: gateDuration(1))
    let blocked = window.pressDown(.menu)
    held.release()
    scheduler.advance(by: .seconds(2))
    blocked.release()

    #expect(responder.received == ["began select", "ended select"])
    #expect(gate.droppedEventCount(for: .presses) == 2)
  }

  @Test(arguments: Placement.allCases)
  func theGateForgetsEveryFinishedSequence(_ placement: Placement) {
    let scheduler = VirtualScheduler()
    let (window, gate) = gatedWindow(placement, scheduler: scheduler)
    _ = control(in: window, recorder: ActionRecorder(), name: "button")

    window.simulateTap(at: CGPoint(x: 10, y: 10))
    _ = gate.block(.touches, for: gateDuration(1))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    window.simulatePress(.select)
    window.simulateTouch(at: CGPoint(x: 10, y: 10), movingThrough: [CGPoint(x: 12, y: 10)], cancelling: true)

    #expect(gate.trackedSequenceCount == 0)
  }
}
