import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// `reset()` from a control's touch-down action, through real taps: the same touch's touch-up is
/// part of the input being handled and arms nothing, so a real tap 50 ms later runs.
@Suite @MainActor struct ResetInsideActionTapTests {
  /// A target that resets the control that sends it its action.
  final class Resetter: UIKitTestActionTarget {
    func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
      (sender as? PayButton)?.throttle.reset()
    }
  }

  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  let resetter = Resetter()
  let inside = CGPoint(x: 10, y: 10)

  @Test func aTapRightAfterATapWhoseTouchDownResetRuns() {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let button = PayButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    window.addSubview(button)
    button.addTarget(resetter, action: "reset", for: .touchDown)
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    window.simulateTap(at: inside)
    #expect(button.throttle.ignoreUntil == nil)
    scheduler.advance(by: .milliseconds(50))
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["pay", "pay"])
    scheduler.run()
  }
}
