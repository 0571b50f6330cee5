/// A control whose actions pass through a per-instance ``Throttle``.
///
/// Adopt it on a UIKit control (see `ThrottledUIControl` in ControlThrottleUIKit) or on a headless
/// control model such as `ControlModel` in ControlThrottleTesting: hold a ``Throttle`` and route
/// each action send through ``throttleSendAction(at:_:)``. Nothing is swizzled and nothing is scheduled per tap.
///
/// Whether an instance is throttled, and for how long, is resolved from its own
/// ``Throttle/setting`` and then its exact type's registration (see ``ThrottleRegistry``).
///
/// ```swift
/// final class PayButtonModel: ThrottledControl {
///   let throttle = Throttle(.interval(.milliseconds(500)))
///   func tap(at instant: SchedulerInstant) {
///     throttleSendAction(at: instant) { pay() }
///   }
/// }
/// ```
@MainActor
public protocol ThrottledControl: AnyObject {
  /// The throttle, held by the control for its whole life.
  var throttle: Throttle { get }
}

extension ThrottledControl {
  /// Decides one action send and runs `send` if it passes.
  ///
  /// Call it from the control's `sendAction(_:to:for:)`. Targets of one input event are decided
  /// separately but agree, because they carry the same timestamp.
  ///
  /// - Parameters:
  ///   - eventInstant: The input event's timestamp, or `nil` for a programmatic send, which follows
  ///     ``ThrottleRegistry/programmaticSendPolicy``.
  ///   - send: Delivers the action. Not called when the send is dropped.
  /// - Returns: The decision, also reported to the registry's observer.
  @inlinable
  @discardableResult
  public func throttleSendAction(at eventInstant: SchedulerInstant?, _ send: () throws -> Void) rethrows
    -> ThrottleDecision
  {
    guard let eventInstant else { return try throttle.perform(.programmatic, for: self, send) }
    return try throttle.perform(.event(at: eventInstant.uptimeNanoseconds), for: self, send)
  }

  /// Decides one send of an input sequence — a touch, from touch down to touch up or cancel — and
  /// runs `send` if it passes.
  ///
  /// The sequence's first send decides for all of its sends, whatever their timestamps and targets:
  /// a touch-down target does not arm the window against the same tap's touch-up targets, and a
  /// new touch that begins inside the window is dropped whole
  /// (``ThrottleDecision/DropReason/partOfDroppedInput`` for its later sends).
  ///
  /// - Parameters:
  ///   - eventInstant: The input event's timestamp.
  ///   - sequence: The object that identifies the sequence, such as the `UITouch`. The throttle
  ///     keeps only its identity, never a reference, so a later object at the same address is told
  ///     apart only by `sequenceBegins` or by a send of the earlier one's last phase, so send the
  ///     last phase of every sequence, also of one that ends without activating.
  ///   - sequenceBegins: Whether the sequence's first phase is being delivered (a touch's began):
  ///     such a send always begins a new sequence.
  ///   - sequenceEnds: Whether the sequence's last phase is being delivered, activating the control;
  ///     ignored with `sequenceBegins`.
  ///   - send: Delivers the action. Not called when the send is dropped.
  /// - Returns: The decision, also reported to the registry's observer.
  @inlinable
  @discardableResult
  public func throttleSendAction(
    at eventInstant: SchedulerInstant,
    sequence: AnyObject,
    sequenceBegins: Bool = false,
    sequenceEnds: Bool = false,
    _ send: () throws -> Void
  ) rethrows -> ThrottleDecision {
    let phase: ThrottleStateMachine.SequencePhase = sequenceBegins ? .begins : sequenceEnds ? .activates : .continues
    return try throttleSendAction(
      at: eventInstant, sequence: ThrottleStateMachine.sequenceID(of: sequence), phase: phase, send)
  }

  /// Decides one send of an input sequence, with where the send falls in it.
  ///
  /// - Parameters:
  ///   - eventInstant: The input event's timestamp.
  ///   - sequence: The sequence's object, as `ThrottleStateMachine.sequenceID(of:)`.
  ///   - phase: Where the send falls in its sequence.
  ///   - send: Delivers the action. Not called when the send is dropped.
  /// - Returns: The decision, also reported to the registry's observer.
  @inlinable
  @discardableResult
  package func throttleSendAction(
    at eventInstant: SchedulerInstant,
    sequence: Int64,
    phase: ThrottleStateMachine.SequencePhase,
    _ send: () throws -> Void
  ) rethrows -> ThrottleDecision {
    try throttle.perform(.sequence(at: eventInstant.uptimeNanoseconds, id: sequence, phase: phase), for: self, send)
  }

  /// Decides one send of an action handler — a `UIAction` — which carries no event, and runs `send`
  /// if it passes.
  ///
  /// It shares the decision of the input sequence being delivered, which stays current until the
  /// main-actor turn after its end; with no sequence current, the eventless sends of one
  /// main-actor turn are an activation of their own, stamped with the scheduler's `now`. So a
  /// control that mixes targets and action handlers runs each of them once per tap, and a control
  /// with only handlers is throttled per tap.
  ///
  /// - Parameters:
  ///   - currentSequenceHasEnded: Whether the sequence the throttle decided last has delivered its
  ///     last phase (`false` while its object, such as a `UITouch`, is still tracked).
  ///   - send: Delivers the action. Not called when the send is dropped.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  package func throttleSendAction(currentSequenceHasEnded: Bool, _ send: () throws -> Void) rethrows -> ThrottleDecision
  {
    try throttleEventlessSend(tracking: !currentSequenceHasEnded, inside: true, isHandler: true, send)
  }

  /// Decides one send without an event — an action handler's, or a target-action's sent with a
  /// `nil` event — and runs `send` if it passes.
  ///
  /// - Parameters:
  ///   - tracking: Whether the control tracks a sequence as the send is made.
  ///   - inside: For a send that ends a sequence, whether it activates (lifted inside).
  ///   - isHandler: Whether it is an action handler's send.
  ///   - send: Delivers the action. Not called when the send is dropped.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  package func throttleEventlessSend(tracking: Bool, inside: Bool, isHandler: Bool, _ send: () throws -> Void)
    rethrows -> ThrottleDecision
  {
    try throttle.perform(.eventless(tracking: tracking, inside: inside, isHandler: isHandler), for: self, send)
  }

  /// Decides a whole delivery without an event — one `sendActions(for:)` call — once, and runs
  /// `sendAll` if it passes.
  ///
  /// - Parameters:
  ///   - tracking: Whether the control tracks a sequence as the call is made.
  ///   - sendAll: Delivers the actions. Not called when the delivery is dropped.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  package func throttleEventlessDelivery(tracking: Bool, _ sendAll: () throws -> Void) rethrows -> ThrottleDecision {
    try throttle.perform(.eventlessDelivery(tracking: tracking), for: self, sendAll)
  }

  /// Decides a whole delivery once — every target of one input event, or one programmatic
  /// `sendActions(for:)` call — so that all of its targets pass or drop together, and runs
  /// `sendAll` if it passes.
  ///
  /// Sends made by `sendAll` pass through ``throttleSendAction(at:_:)`` as members of the
  /// delivery; a send of the same input from inside an action is dropped as reentrant.
  ///
  /// - Parameters:
  ///   - eventInstant: The input event's timestamp, decided as one distinct event; `nil` for a
  ///     programmatic call, which follows ``ThrottleRegistry/programmaticSendPolicy``.
  ///   - sendAll: Delivers the actions. Not called when the delivery is dropped.
  /// - Returns: The decision, also reported to the registry's observer.
  @inlinable
  @discardableResult
  public func throttleSendActions(at eventInstant: SchedulerInstant?, _ sendAll: () throws -> Void) rethrows
    -> ThrottleDecision
  {
    let throttle = self.throttle
    guard let instant = eventInstant?.uptimeNanoseconds else {
      return try throttle.complete(throttle.decideProgrammaticDelivery(for: self), running: sendAll)
    }
    return try throttle.perform(.delivery(at: instant), for: self, sendAll)
  }
}
