import ControlThrottle
import ControlThrottleTesting
import Testing

/// A touch whose end never reached the control (it was dragged off and lifted, so no action was
/// sent for its end) does not decide for handler sends that come long after it.
@MainActor
@Suite struct StaleSequenceHandlerTests {
  let scheduler = VirtualScheduler()

  @Test func twoHandlerSendsLongAfterAnUnendedTouchDoNotBothPassInOneWindow() {
    let control = SequenceControl(scheduler: scheduler)
    #expect(control.send("down", at: 0, touch: Touch()) == .accepted)  // dragged off, lifted: nothing sent
    scheduler.advance(to: at(10))
    #expect(control.sendHandler("activation 1") == .accepted)
    scheduler.advance(to: at(10.05))  // a later turn, 50 ms on
    #expect(control.sendHandler("activation 2") == .dropped(.insideInterval(remaining: .milliseconds(450))))
    #expect(control.delivered == ["down", "activation 1"])
  }

  @Test func aHandlerSendLongAfterAnUnendedDroppedTouchIsNotDropped() {
    let control = SequenceControl(scheduler: scheduler)
    #expect(control.send("tap", at: 0, touch: Touch(), ends: true) == .accepted)
    #expect(control.send("down", at: 0.1, touch: Touch()) == .dropped(.insideInterval(remaining: .milliseconds(400))))
    scheduler.advance(to: at(10))  // that touch was dragged off and lifted: nothing sent
    #expect(control.sendHandler("activation") == .accepted)
    #expect(control.delivered == ["tap", "activation"])
  }
}
