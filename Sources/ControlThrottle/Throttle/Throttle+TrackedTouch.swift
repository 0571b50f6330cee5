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
    let armedAt = machine.lastAcceptedInstant
    let action = machine.trackedSequence(phase, tracking: tracking, besideOtherTouches: besideOtherTouches)
    if action.reopensWindow { context.group?.release(armedAt: armedAt, by: ObjectIdentifier(control)) }
    if action.reopensWindow || action.closesSequenceNextTurn {
      performEffects(of: action, control: control, reportingAt: nil)
    }
  }
}
