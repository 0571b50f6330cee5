import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A control that takes several fingers: a second finger that goes down inside the window is
/// dropped, and never changes the decision of the finger that was accepted.
@Suite @MainActor struct SecondFingerTests {
  @Test func theAcceptedFingersTouchUpRunsAfterADroppedSecondFinger() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    defer { scheduler.run() }
    let button = PayButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44), scheduler: scheduler)
    button.isMultipleTouchEnabled = true
    window.addSubview(button)
    let recorder = ActionRecorder()
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    let first = window.touchDown(at: CGPoint(x: 10, y: 10))
    scheduler.advance(by: .milliseconds(100))
    let second = window.touchDown(at: CGPoint(x: 150, y: 10))
    scheduler.advance(by: .milliseconds(100))
    first.lift(after: 0)
    scheduler.advance(by: .milliseconds(100))
    second.lift(after: 0)
    #expect(recorder.actions == ["pay"])
    // The first finger's lift, not the second's.
    #expect(recorder.deliveries.first?.timestamp.map { abs($0 - 0.2) < 1e-6 } == true)
  }

  /// Two fingers on the control lift in one event: the control's send belongs to its current touch.
  ///
  /// That is the accepted finger, not the dropped one that changed beside it. A set of touches has
  /// no order, so the tap is repeated with new fingers: a choice by order alone would pick the
  /// dropped finger in some of them.
  @Test func twoFingersLiftedInOneEventAreDecidedByTheControlsCurrentTouch() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    defer { scheduler.run() }
    let button = PayButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44), scheduler: scheduler)
    button.isMultipleTouchEnabled = true
    window.addSubview(button)
    let recorder = ActionRecorder()
    // A touch-down target, so that the throttle sees each finger begin, on a control that acts on
    // touch down: the first finger is accepted and current, the second dropped.
    button.throttle.activatesOnFirstSend = true
    button.addTarget(recorder, action: "feedback", for: .touchDown)
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    let rounds = 24
    // Kept alive, so that no round's touches take an earlier round's addresses: each pair then
    // lands in the event's set in an order of its own.
    var fingers: [UIKitTestFinger] = []
    for _ in 0..<rounds {
      let first = window.touchDown(at: CGPoint(x: 10, y: 10))
      scheduler.advance(by: .milliseconds(100))
      let second = window.touchDown(at: CGPoint(x: 150, y: 10))
      fingers += [first, second]
      window.deliverTouches(after: 0.1) { frame in
        frame.lift(second)
        frame.lift(first)
      }
      scheduler.advance(by: .seconds(1))
    }
    #expect(recorder.actions == Array(repeating: ["feedback", "pay"], count: rounds).flatMap { $0 })
  }
}
