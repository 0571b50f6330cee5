// The sends a throttle decides, as one value, so that every send takes one path through
// `Throttle.decide(_:for:)` and the rules run on the throttle's state in place.

extension ThrottleStateMachine {
  /// One send to decide: what the adapter saw of it.
  @usableFromInline
  package enum Input: Sendable {
    /// One target's send, stamped with its input event's timestamp.
    case event(at: Int64)
    /// One send of an input sequence (a touch or a press), stamped with its event's timestamp.
    case sequence(at: Int64, id: Int64, phase: SequencePhase)
    /// A whole delivery (every target of one event), stamped with its event's timestamp.
    case delivery(at: Int64)
    /// One target's send without an event, made by a program.
    case programmatic
    /// A whole delivery without an event: one `sendActions(for:)` call, made while the control
    /// tracks a sequence or not.
    case eventlessDelivery(tracking: Bool)
    /// An action handler's send, or a target-action's sent with a `nil` event.
    case eventless(tracking: Bool, inside: Bool, isHandler: Bool)

    /// The input event's timestamp, or `nil` for a send without an event, which is decided at the
    /// clock's instant.
    @inlinable package var eventInstant: Int64? {
      switch self {
      case .event(let instant), .sequence(let instant, _, _), .delivery(let instant): instant
      case .programmatic, .eventlessDelivery, .eventless: nil
      }
    }
  }

  /// Decides one send.
  ///
  /// - Parameters:
  ///   - input: The send.
  ///   - now: The instant it is decided at: its event's timestamp, or the clock's for a send
  ///     without an event, read before the rules run so that they call nothing.
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  /// - Returns: What the throttle must do.
  @inline(__always)
  package mutating func decide(_ input: Input, at now: Int64, throttles: Bool) -> Action {
    switch input {
    case .event(let instant):
      eventSend(at: instant)
    case .sequence(let instant, let id, let phase):
      sequenceSend(at: instant, id: id, phase: phase)
    case .delivery(let instant):
      delivery(at: instant, throttles: throttles, now: now)
    case .programmatic:
      programmaticSend(throttles: throttles, now: now)
    case .eventlessDelivery(let tracking):
      eventlessDelivery(tracking: tracking, throttles: throttles, now: now)
    case .eventless(let tracking, let inside, let isHandler):
      eventlessSend(tracking: tracking, inside: inside, isHandler: isHandler, throttles: throttles, now: now)
    }
  }
}
