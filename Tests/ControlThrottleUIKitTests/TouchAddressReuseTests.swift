import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A later `UITouch` can be given a freed one's address.
///
/// The throttle keeps no reference to a touch, so it tells a later touch at the same address from an earlier one by the later one's
/// first phase, or by the send of the earlier one's end: through real input in the double, with a
/// finger given an ended finger's touch object.
@Suite @MainActor struct TouchAddressReuseTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  let inside = CGPoint(x: 10, y: 10)
  let farOutside = CGPoint(x: 10, y: 400)

  /// A control that acts on drags and on touch up inside, and has no touch-down target.
  ///
  /// A touch's first send is a drag. With `seesEnds`, it also has touch-up-outside and touch-cancel targets.
  func dragControl(seesEnds: Bool) -> UIWindow {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let control = TwoOverrideControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    window.addSubview(control)
    control.addTarget(recorder, action: "drag", for: .touchDragInside)
    control.addTarget(recorder, action: "pay", for: .touchUpInside)
    if seesEnds { control.addTarget(recorder, action: "end", for: [.touchUpOutside, .touchCancel]) }
    return window
  }

  /// A tap that pays; a second finger inside the window that drags (dropped) and lifts far outside;
  /// and, after the window, a finger with the second one's touch object that drags and lifts inside.
  func tapDroppedDragThenReusedTouch(in window: UIWindow) {
    window.simulateTap(at: inside)
    let dropped = window.touchDown(at: inside)
    dropped.move(to: CGPoint(x: 20, y: 10))
    dropped.move(to: farOutside)
    dropped.lift()
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 2))
    let later = window.touchDown(at: inside, reusingTouchOf: dropped)
    #expect(later.touch === dropped.touch)
    later.move(to: CGPoint(x: 20, y: 10))
    later.lift()
  }

  @Test func aTouchWhoseEndIsSentIsNeverTakenForALaterTouchAtItsAddress() {
    let window = dragControl(seesEnds: true)
    tapDroppedDragThenReusedTouch(in: window)
    #expect(recorder.actions == ["pay", "drag", "pay"])
    scheduler.run()
  }

  @Test func withoutAnEndTargetALaterTouchAtADroppedTouchsAddressIsTakenForIt() {
    let window = dragControl(seesEnds: false)
    tapDroppedDragThenReusedTouch(in: window)
    withKnownIssue("a touch is known by its address until a send of its end is seen") {
      #expect(recorder.actions == ["pay", "drag", "pay"])
    }
    #expect(recorder.actions.first == "pay")
    scheduler.run()
  }
}
