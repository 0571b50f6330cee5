import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A handler send long after a dropped touch whose end the control never saw belongs to that touch
/// only while the window its first send met is still open: later, it is an activation of its own.
///
/// The touch is kept alive, as UIKit keeps a `UITouch` while it reports `.ended`, so that no later
/// touch can take its address.
@Suite @MainActor struct UnendedTouchHandlerTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  let frame = CGRect(x: 0, y: 0, width: 100, height: 44)
  let inside = CGPoint(x: 10, y: 10)

  @Test func aPrimaryActionLongAfterADroppedTouchDraggedOffRuns() {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let button = PayButton(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    var paid = 0
    button.addTarget(recorder, action: "press", for: .touchDown)
    button.addAction(UIAction { _ in paid += 1 }, for: .primaryActionTriggered)
    window.simulateTap(at: inside)
    #expect(paid == 1)
    // Inside the window: its touch-down drops; dragged off and lifted, it sends nothing at its end.
    let dropped = window.touchDown(at: inside)
    dropped.move(to: CGPoint(x: 300, y: 400))
    dropped.lift()
    #expect(dropped.touch.phase == .ended)
    #expect(recorder.actions == ["press"])
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 10))
    button.performPrimaryAction()  // long after, with the dropped touch still alive
    #expect(paid == 2)
    withExtendedLifetime(dropped) {}
    scheduler.run()
  }

  @Test func aPrimaryActionWhileThatTouchsWindowIsOpenSharesItsDrop() {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let button = PayButton(frame: frame, scheduler: scheduler)
    window.addSubview(button)
    var paid = 0
    button.addTarget(recorder, action: "press", for: .touchDown)
    button.addAction(UIAction { _ in paid += 1 }, for: .primaryActionTriggered)
    window.simulateTap(at: inside)
    let dropped = window.touchDown(at: inside)
    dropped.move(to: CGPoint(x: 300, y: 400))
    dropped.lift()
    button.performPrimaryAction()  // still inside the window the first tap armed
    #expect(paid == 1)
    withExtendedLifetime(dropped) {}
    scheduler.run()
  }
}
