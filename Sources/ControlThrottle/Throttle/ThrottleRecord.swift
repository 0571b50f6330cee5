/// One throttle decision as reported to ``ThrottleRegistry/observer``.
public struct ThrottleRecord: Sendable {
  /// The dynamic type of the control that decided.
  public var controlType: any AnyObject.Type
  /// The identity of the control instance.
  public var control: ObjectIdentifier
  /// The instant the decision was made at: the event's timestamp, or the scheduler's `now` for
  /// sends without an event.
  public var instant: SchedulerInstant
  /// The decision.
  public var decision: ThrottleDecision

  /// Creates a record.
  package init(
    controlType: any AnyObject.Type,
    control: ObjectIdentifier,
    instant: SchedulerInstant,
    decision: ThrottleDecision
  ) {
    self.controlType = controlType
    self.control = control
    self.instant = instant
    self.decision = decision
  }
}
