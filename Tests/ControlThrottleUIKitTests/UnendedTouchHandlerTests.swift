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
  /// When the handler send comes after the dropped touch, and what it must do then.
  enum HandlerSend: CaseIterable, Sendable {
    /// Ten seconds later, long after the window the touch's first send met: it runs.
    case longAfterTheTouchsWindow
    /// At once, still inside the window the first tap armed: it shares the touch's drop.
    case whileTheTouchsWindowIsOpen

    /// The instant the handler is sent at, if the clock moves first.
    var instant: SchedulerInstant? {
      self == .longAfterTheTouchsWindow ? SchedulerInstant(secondsSinceBoot: 10) : nil
    }

    /// How many payments there are once the handler was sent: the first tap's, and its own if it ran.
    var paymentsAfterwards: Int { self == .longAfterTheTouchsWindow ? 2 : 1 }
  }

  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  let frame = CGRect(x: 0, y: 0, width: 100, height: 44)
  let inside = CGPoint(x: 10, y: 10)

  @Test(arguments: HandlerSend.allCases)
  func aPrimaryActionAfterADroppedTouchDraggedOffRunsOnlyOnceThatTouchsWindowHasPassed(_ send: HandlerSend) {
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
    if let instant = send.instant { scheduler.advance(to: instant) }
    button.performPrimaryAction()  // with the dropped touch still alive
    #expect(paid == send.paymentsAfterwards)
    withExtendedLifetime(dropped) {}
    scheduler.run()
  }
}
