// The phases of a control's touch that the control's own registrations tell, with no send of the
// app's: see `ThrottleStateMachine.trackedSequence(_:tracking:besideOtherTouches:)`.

extension Throttle {
  /// Tells the rules a phase of the tracked touch that the control's own registrations report.
  ///
  /// See ``ThrottleStateMachine/trackedSequence(_:tracking:besideOtherTouches:)``. A window the
  /// ended sequence armed without activating reopens, the group's too if this control holds it.
  package func noteTrackedSequence(
    _ phase: ThrottleStateMachine.SequencePhase,
    of control: AnyObject,
    tracking: Bool,
    besideOtherTouches: Bool
  ) {
    // On a copy that is stored back: changed in place here, the state's accesses are no longer all
    // proven exclusive at compile time, and every send pays the run-time checks.
    var state = machine
    let armedAt = state.lastAcceptedInstant
    let action = state.trackedSequence(phase, tracking: tracking, besideOtherTouches: besideOtherTouches)
    machine = state
    if action.reopensWindow { context.group?.release(armedAt: armedAt, by: ObjectIdentifier(control)) }
    if action.reopensWindow || action.closesSequenceNextTurn {
      performEffects(of: action, control: control, reportingAt: nil)
    }
  }
}
