import ControlThrottle
import ControlThrottleTesting
import Testing

/// `reset()` from inside one of the control's actions reopens the window and leaves the input
/// being handled current: the same touch's later sends pass as part of it and arm nothing, so the
/// next tap passes.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct ResetInsideActionTests {
  let scheduler = VirtualScheduler()

  @Test func aResetFromATouchDownActionKeepsThatTouchsTouchUpFromArmingTheWindow() {
    let control = SequenceControl(scheduler: scheduler)
    let touch = Touch()
    let down = control.throttleSendAction(at: at(0), sequence: touch, sequenceBegins: true) {
      control.throttle.reset()
    }
    #expect(down == .accepted)
    #expect(control.send("up", at: 0.05, touch: touch, ends: true) == .accepted)
    #expect(control.throttle.ignoreUntil == nil)
    // A real tap 50 ms later.
    let next = Touch()
    #expect(control.send("down", at: 0.1, touch: next, begins: true) == .accepted)
    #expect(control.send("up", at: 0.15, touch: next, ends: true) == .accepted)
    #expect(control.delivered == ["up", "down", "up"])
  }

  @Test func aResetOutsideAnyActionStillEndsTheTouchInProgress() {
    let control = SequenceControl(scheduler: scheduler)
    let touch = Touch()
    #expect(control.send("down", at: 0, touch: touch, begins: true) == .accepted)
    control.throttle.reset()
    // The touch's later send is a new input: the window was reopened for whatever comes next.
    #expect(control.send("up", at: 0.05, touch: touch, ends: true) == .accepted)
    #expect(control.throttle.ignoreUntil == at(0.55))
  }
}
