/// One throttle decision as reported to the registry's observers.
public struct ThrottleRecord: Sendable {
  /// The throttle's ``Throttle/name``, or its control's type name when it has none: the name an
  /// analyst reads, and the one a ``ThrottleConfiguration`` sets the interval by when given.
  public var name: String
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
    decision: ThrottleDecision,
    name: String? = nil
  ) {
    self.name = name ?? String(describing: controlType)
    self.controlType = controlType
    self.control = control
    self.instant = instant
    self.decision = decision
  }
}
