package import ControlThrottle

/// What every stage of the ``EventPipeline`` decided about one event.
package struct PipelineReport: Hashable, Sendable {
  /// Where the event's journey ended.
  package enum Outcome: Hashable, Sendable {
    /// The interaction gate blocks this kind of event.
    case blockedByGate
    /// The event has no location to hit-test (motion, remote control, presses) and was delivered
    /// to the responder chain.
    case deliveredWithoutHitTest
    /// No hittable view is under the touch.
    case missed
    /// The touch hit the named view, which is not a control.
    case hitNonControl(String)
    /// The touch hit the named control, whose throttle dropped it.
    case droppedByThrottle(String, ThrottleDecision.DropReason)
    /// The touch hit the named control and its actions ran.
    case delivered(String)
  }

  /// The event.
  package var event: InputEvent
  /// Whether the interaction gate let the event through.
  package var passedGate: Bool
  /// The view the hit test found, if the event got that far and hit one.
  package var hitView: String?
  /// The hit control's throttle decision, if a control was hit.
  package var throttleDecision: ThrottleDecision?
  /// Where the event's journey ended.
  package var outcome: Outcome
}
