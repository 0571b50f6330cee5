import ControlThrottle
import ControlThrottleTesting
import Testing

/// An input without a touch (a key or remote press) that a control sends to both its targets and
/// its action handlers runs each of them once.
@MainActor
@Suite struct PressTargetsAndHandlersTests {
  let scheduler = VirtualScheduler()

  @Test func aPressRunsBothTheTargetAndTheHandlerOfAMixedControl() {
    let control = SequenceControl(scheduler: scheduler)
    scheduler.advance(to: at(5))
    // One press event: the target send carries the event's timestamp, the handler send none.
    let target = control.throttleSendAction(at: at(5)) {}
    let handler = control.sendHandler("handler")
    #expect(target == .accepted)
    #expect(handler.isAccepted)
    #expect(control.delivered == ["handler"])
  }
}
