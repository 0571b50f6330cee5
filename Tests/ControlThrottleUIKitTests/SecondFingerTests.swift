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
}
