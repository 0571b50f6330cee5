/// The decision rules of a control's ``Throttle``, as a pure value: every decision is a function
/// of (state, send, now) that returns what the throttle must do.
///
/// The rules, in the order a send meets them:
/// - **Deliveries.** A send made by an accepted delivery (every target of one event, or one
///   `sendActions(for:)` call), outside its actions, is decided already: it passes unreported. A
///   second delivery started by the first is the same input twice and drops as reentrant.
/// - **Re-entrancy.** The input whose action is running, sent again from inside that action (the
///   same event timestamp, or the same sequence), drops as reentrant. A programmatic send from
///   inside an action is a new send and follows the programmatic policy.
/// - **Sequences.** A sequence's first send decides for all of its sends; a later send of a dropped
///   sequence drops as ``ThrottleDecision/DropReason/partOfDroppedInput``. An action handler's
///   send, which carries no event, belongs to the current sequence until the main-actor turn after
///   its end was seen; a sequence whose end no send delivered belongs to it only while the window
///   its first send met is open. Otherwise a handler send is an input of its own, stamped `now`.
/// - **Windows.** A new input is decided by ``ThrottleWindow`` (leading edge, the backwards rule).
///   Separate target sends stamped with one event's timestamp are that event's targets and pass
///   together.
/// - **Unthrottled.** A zero interval passes everything and says why; a programmatic send under
///   ``ProgrammaticSendPolicy/deliver`` passes as ``ThrottleDecision/UnthrottledReason/programmaticSend``.
///
/// The state is 32 bytes, packed into flag bytes so that a throttle stays one 64-byte allocation;
/// the named accessors below are the only code that reads the bits.
@usableFromInline
package struct ThrottleStateMachine: Sendable {
  /// How the interval is found.
  @usableFromInline
  package enum Mode: UInt8, Sendable {
    /// From the control's type registration.
    case inherited
    /// The registry's default interval.
    case defaultInterval
    /// Fixed by the control's own setting.
    case fixed
  }

  // Flag bits. The send bits are saved and restored around each send.
  @usableFromInline static let inActionBit: UInt8 = 1
  @usableFromInline static let inDeliveryBit: UInt8 = 2
  @usableFromInline static let sendBits: UInt8 = inActionBit | inDeliveryBit
  @usableFromInline static let tracksHandlerSendsBit: UInt8 = 4
  @usableFromInline static let hasWindowObserverBit: UInt8 = 8
  // Sequence bits.
  @usableFromInline static let acceptedBit: UInt8 = 1
  @usableFromInline static let endSeenBit: UInt8 = 2
  @usableFromInline static let closedBit: UInt8 = 4

  /// The leading-edge window.
  @usableFromInline package var window = ThrottleWindow()
  /// The effective interval in nanoseconds: fixed by the setting, or resolved and cached.
  @usableFromInline package var interval: Int64 = 0
  /// The low 32 bits of the registry word `interval` was resolved under; 0 when unresolved.
  @usableFromInline package var resolvedWord: UInt32 = 0
  /// How `interval` is found.
  @usableFromInline package var mode = Mode.inherited
  /// In-action, in-delivery, tracks-handler-sends and has-window-observer bits.
  @usableFromInline var flags: UInt8 = 0
  /// Accepted, end-seen and closed bits of the current sequence.
  @usableFromInline var sequenceFlags: UInt8 = 0
  /// Why `interval` is zero.
  @usableFromInline package var unthrottledReason = ThrottleDecision.UnthrottledReason.unregisteredType

  @inlinable package init() {}

  /// Whether nothing is in flight and nothing is watched: no send running, no handler sends, no
  /// window callback.
  @inlinable package var isIdle: Bool { flags == 0 }

  /// Whether one of the control's actions is running.
  @inlinable var isInsideAction: Bool { flags & Self.inActionBit != 0 }
  /// Whether an accepted delivery is running, outside its actions: its member sends follow.
  @inlinable var isInsideDelivery: Bool { flags & Self.sendBits == Self.inDeliveryBit }

  /// Whether a window callback is installed, so that armed windows are announced.
  package var hasWindowObserver: Bool {
    get { flags & Self.hasWindowObserverBit != 0 }
    set { flags = newValue ? flags | Self.hasWindowObserverBit : flags & ~Self.hasWindowObserverBit }
  }

  /// Whether `interval` must be resolved again under the registry's configuration `word`.
  @inlinable
  package func needsResolution(under word: Int64) -> Bool {
    mode != .fixed && resolvedWord != UInt32(truncatingIfNeeded: word)
  }

  // MARK: - Inputs
  //
  // One method per kind of send, each returning what to do. A programmatic or handler send takes
  // the clock's instant from its caller, read only when it is throttled (`throttles`), so that a
  // send stamped with its event never reads the clock.

  /// One target's send, stamped with its input event's timestamp.
  @inlinable @inline(__always)
  package mutating func eventSend(at instant: Int64) -> Action {
    let restore = flags & Self.sendBits
    if isInsideDelivery { return memberOfDelivery(restore) }
    if isInsideAction && instant == window.lastAccepted { return Action(.reentrant, restore: restore) }
    return decideInput(at: instant, sameEventPasses: !isInsideAction, entersDelivery: false, restore)
  }

  /// One target's send without an event: a programmatic send.
  ///
  /// - Parameters:
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: The clock's instant when `throttles`; otherwise unused.
  /// - Returns: What the throttle must do.
  @inlinable @inline(__always)
  package mutating func programmaticSend(throttles: Bool, now: @autoclosure () -> Int64) -> Action {
    let restore = flags & Self.sendBits
    if isInsideDelivery { return memberOfDelivery(restore) }
    return decideProgrammatic(entersDelivery: false, throttles, now, restore)
  }

  /// A whole delivery (every target of one event, or one `sendActions(for:)` call), stamped with
  /// its event's timestamp, or `nil` for a programmatic one.
  @inlinable @inline(__always)
  package mutating func delivery(at instant: Int64?, throttles: Bool, now: @autoclosure () -> Int64) -> Action {
    let restore = flags & Self.sendBits
    if isInsideDelivery { return Action(.reentrant, restore: restore) }
    guard let instant else { return decideProgrammatic(entersDelivery: true, throttles, now, restore) }
    if isInsideAction && instant == window.lastAccepted { return Action(.reentrant, restore: restore) }
    return decideInput(at: instant, sameEventPasses: false, entersDelivery: true, restore)
  }

  /// One send of an input sequence (a touch).
  ///
  /// - Parameters:
  ///   - instant: The input event's timestamp.
  ///   - isCurrent: Whether its object is the current sequence's.
  ///   - ends: Whether it belongs to the sequence's last phase.
  /// - Returns: What the throttle must do.
  @inlinable @inline(__always)
  package mutating func sequenceSend(at instant: Int64, isCurrent: Bool, ends: Bool) -> Action {
    let restore = flags & Self.sendBits
    if isInsideDelivery { return memberOfDelivery(restore) }
    if isCurrent { return continueSequence(at: instant, ends: ends, isInsideAction, restore) }
    return beginSequence(at: instant, .given, ends: ends, sameInstantPasses: false, isInsideAction, restore)
  }

  /// One action handler's send, which carries no event.
  ///
  /// - Parameters:
  ///   - hasCurrentSequence: Whether the current sequence's object is still alive.
  ///   - currentHasEnded: Whether that object reports its last phase.
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: The clock's instant.
  /// - Returns: What the throttle must do.
  package mutating func handlerSend(
    hasCurrentSequence: Bool,
    currentHasEnded: Bool,
    throttles: Bool,
    now: Int64
  ) -> Action {
    let restore = flags & Self.sendBits
    // From now on sequences close for handler sends on the turn after their end.
    flags |= Self.tracksHandlerSendsBit
    // Inside one of the control's actions, a handler send is programmatic: UIKit never nests an
    // input's dispatch in an action.
    if isInsideAction { return decideProgrammatic(entersDelivery: false, throttles, { now }, restore) }
    if isInsideDelivery { return memberOfDelivery(restore) }
    if hasCurrentSequence && sequenceFlags & Self.closedBit == 0 {
      let endedUnseen = currentHasEnded && sequenceFlags & Self.endSeenBit == 0
      if !endedUnseen || window.isIgnoring(at: now) {
        return continueSequence(at: nil, ends: currentHasEnded, false, restore)
      }
    }
    // No input in progress: an input of its own, current for this turn only; stamped exactly at
    // the last accepted input's instant, it is that input.
    return beginSequence(at: now, .handlerInput, ends: true, sameInstantPasses: true, false, restore)
  }

  /// Ends an accepted send, restoring the send state saved when it was decided.
  @inlinable
  package mutating func endSend(restoring saved: UInt8) {
    flags = (flags & ~Self.sendBits) | saved
  }

  /// Closes the current sequence for handler sends: its end was seen on an earlier turn.
  package mutating func closeSequence() {
    sequenceFlags |= Self.closedBit
  }

  /// Opens the window and ends the current sequence.
  package mutating func reset() {
    window.reset()
    sequenceFlags = Self.closedBit
  }

  // MARK: - Rules

  /// A member send of an accepted delivery: decided by the delivery.
  @inlinable @inline(__always)
  mutating func memberOfDelivery(_ restore: UInt8) -> Action {
    flags |= Self.inActionBit
    var action = Action(.accepted, restore: restore)
    action.isReported = false
    return action
  }

  /// A send without an event: passed untouched, or decided as a new input at `now`.
  @inlinable @inline(__always)
  mutating func decideProgrammatic(
    entersDelivery: Bool,
    _ throttles: Bool,
    _ now: () -> Int64,
    _ restore: UInt8
  ) -> Action {
    guard throttles else {
      markAccepted(entersDelivery: entersDelivery)
      return Action(.programmaticSend, restore: restore)
    }
    return decideInput(at: now(), sameEventPasses: false, entersDelivery: entersDelivery, restore)
  }

  /// A new input at `instant`, decided by the window.
  @inlinable @inline(__always)
  mutating func decideInput(at instant: Int64, sameEventPasses: Bool, entersDelivery: Bool, _ restore: UInt8)
    -> Action
  {
    let previous = window
    if let remaining = window.decide(at: instant, interval: interval, sameEventPasses: sameEventPasses) {
      return Action(droppedWithRemaining: remaining, restore: restore)
    }
    markAccepted(entersDelivery: entersDelivery)
    return accepted(at: instant, previous: previous, restore)
  }

  /// A later send of the current sequence: its first send's decision.
  @inlinable @inline(__always)
  mutating func continueSequence(at instant: Int64?, ends: Bool, _ isInsideAction: Bool, _ restore: UInt8) -> Action {
    if isInsideAction { return Action(.reentrant, restore: restore) }
    let closes = noteEnd(if: ends)
    var action: Action
    if sequenceFlags & Self.acceptedBit == 0 {
      action = Action(.partOfDroppedInput, restore: restore)
    } else {
      flags |= Self.inActionBit
      action =
        interval == 0 ? Action(unthrottled: unthrottledReason, restore: restore) : Action(.accepted, restore: restore)
    }
    action.closesSequenceNextTurn = closes
    return action
  }

  /// The first send of a new sequence, which decides for all of its sends.
  @inlinable @inline(__always)
  mutating func beginSequence(
    at instant: Int64,
    _ start: SequenceStart,
    ends: Bool,
    sameInstantPasses: Bool,
    _ isInsideAction: Bool,
    _ restore: UInt8
  ) -> Action {
    let previous = window
    sequenceFlags = 0
    let closes = noteEnd(if: ends)
    var action: Action
    if let remaining = window.decide(
      at: instant, interval: interval, sameEventPasses: sameInstantPasses && !isInsideAction)
    {
      action = Action(droppedWithRemaining: remaining, restore: restore)
    } else {
      sequenceFlags |= Self.acceptedBit
      flags |= Self.inActionBit
      action = accepted(at: instant, previous: previous, restore)
    }
    action.sequenceStart = start
    action.closesSequenceNextTurn = closes
    return action
  }

  /// An accepted new input: unthrottled at a zero interval, otherwise accepted, arming a window
  /// unless it was another target of the input that armed `previous`.
  @inlinable @inline(__always)
  mutating func accepted(at instant: Int64, previous: ThrottleWindow, _ restore: UInt8) -> Action {
    guard interval != 0 else {
      // Remembered only so that the same input sent again from inside its action is recognised.
      window.lastAccepted = instant
      return Action(unthrottled: unthrottledReason, restore: restore)
    }
    var action = Action(.accepted, restore: restore)
    action.announcesWindow = flags & Self.hasWindowObserverBit != 0 && window != previous
    return action
  }

  /// Marks an accepted send or delivery as running.
  ///
  /// A delivery started from inside an action is
  /// its own scope: its member sends are not "inside an action" until their own actions run.
  @inlinable @inline(__always)
  mutating func markAccepted(entersDelivery: Bool) {
    flags = entersDelivery ? (flags & ~Self.sendBits) | Self.inDeliveryBit : flags | Self.inActionBit
  }

  /// Records that the current sequence is ending; returns whether it must close for handler sends
  /// on the next turn (only once the control has handlers, and once per sequence).
  @inlinable @inline(__always)
  mutating func noteEnd(if ends: Bool) -> Bool {
    guard ends, flags & Self.tracksHandlerSendsBit != 0, sequenceFlags & Self.endSeenBit == 0 else { return false }
    sequenceFlags |= Self.endSeenBit
    return true
  }
}
