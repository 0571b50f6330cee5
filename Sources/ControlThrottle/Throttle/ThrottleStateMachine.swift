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
  /// One send to decide.
  @usableFromInline
  package enum Send: Sendable {
    /// One target's send, stamped with its input event's timestamp.
    case event(at: Int64)
    /// One target's send without an event: a programmatic send.
    case programmatic
    /// A whole delivery, stamped with its event's timestamp, or `nil` for a programmatic one.
    case delivery(at: Int64?)
    /// One send of an input sequence (a touch); `isCurrent` when its object is the current
    /// sequence's, `ends` when it belongs to the sequence's last phase.
    case sequence(at: Int64, isCurrent: Bool, ends: Bool)
    /// One action handler's send, which carries no event; `hasCurrentSequence` when the current
    /// sequence's object is still alive, `currentHasEnded` when that object reports its last phase.
    case handler(hasCurrentSequence: Bool, currentHasEnded: Bool)
  }

  /// Which object identifies the input a send began.
  @usableFromInline
  package enum SequenceStart: Sendable {
    /// The send began no sequence.
    case none
    /// The object the caller passed with the send.
    case given
    /// A fresh identity, for an input that reached the control only through action handlers.
    case handlerInput
  }

  /// What the throttle must do for one decided send.
  @usableFromInline
  package struct Action: Sendable {
    /// The decision.
    @usableFromInline package var decision: ThrottleDecision
    /// The send state to restore once an accepted send returns (``endSend(restoring:)``).
    @usableFromInline package var restore: UInt8
    /// Whether the observer is told; a member of an accepted delivery is not reported apart.
    @usableFromInline package var isReported = true
    /// The instant the decision was made on; `nil` for a send decided without reading the clock.
    @usableFromInline package var instant: Int64?
    /// Which object the throttle must now hold as the current sequence.
    @usableFromInline package var sequenceStart = SequenceStart.none
    /// Whether a new window was armed, to announce to a window callback.
    @usableFromInline package var armedWindow = false
    /// Whether the current sequence must close for handler sends on the next main-actor turn
    /// (``closeSequence()``).
    @usableFromInline package var closesSequenceNextTurn = false

    @inlinable
    init(_ decision: ThrottleDecision, restore: UInt8, instant: Int64?) {
      self.decision = decision
      self.restore = restore
      self.instant = instant
    }
  }

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

  /// Decides one send.
  ///
  /// - Parameters:
  ///   - send: The send.
  ///   - throttlesProgrammaticSends: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: Reads the clock; called only for sends that carry no instant.
  /// - Returns: What the throttle must do: the decision and its side effects.
  @inlinable
  package mutating func decide(
    _ send: Send,
    throttlesProgrammaticSends: Bool,
    now: () -> Int64
  ) -> Action {
    let restore = flags & Self.sendBits
    let isInsideAction = restore & Self.inActionBit != 0
    let isInsideDelivery = !isInsideAction && restore & Self.inDeliveryBit != 0
    switch send {
    case .event(let instant):
      if isInsideDelivery { return memberOfDelivery(restore) }
      if isInsideAction && instant == window.lastAccepted { return Action(.dropped(.reentrant), restore, instant) }
      return decideInput(at: instant, sameEventPasses: !isInsideAction, entersDelivery: false, restore)
    case .programmatic:
      if isInsideDelivery { return memberOfDelivery(restore) }
      return decideProgrammatic(entersDelivery: false, throttlesProgrammaticSends, now, restore)
    case .delivery(let instant):
      if isInsideDelivery { return Action(.dropped(.reentrant), restore: restore, instant: instant) }
      guard let instant else {
        return decideProgrammatic(entersDelivery: true, throttlesProgrammaticSends, now, restore)
      }
      if isInsideAction && instant == window.lastAccepted { return Action(.dropped(.reentrant), restore, instant) }
      return decideInput(at: instant, sameEventPasses: false, entersDelivery: true, restore)
    case .sequence(let instant, let isCurrent, let ends):
      if isInsideDelivery { return memberOfDelivery(restore) }
      if isCurrent { return continueSequence(at: instant, ends: ends, isInsideAction, restore) }
      return beginSequence(at: instant, .given, ends: ends, sameInstantPasses: false, isInsideAction, restore)
    case .handler(let hasCurrentSequence, let currentHasEnded):
      // From now on sequences close for handler sends on the turn after their end.
      flags |= Self.tracksHandlerSendsBit
      // Inside one of the control's actions, a handler send is programmatic: UIKit never nests an
      // input's dispatch in an action.
      if isInsideAction { return decideProgrammatic(entersDelivery: false, throttlesProgrammaticSends, now, restore) }
      if isInsideDelivery { return memberOfDelivery(restore) }
      let instant = now()
      if hasCurrentSequence && sequenceFlags & Self.closedBit == 0 {
        let endedUnseen = currentHasEnded && sequenceFlags & Self.endSeenBit == 0
        if !endedUnseen || window.isIgnoring(at: instant) {
          return continueSequence(at: nil, ends: currentHasEnded, false, restore)
        }
      }
      // No input in progress: an input of its own, current for this turn only; stamped exactly at
      // the last accepted input's instant, it is that input.
      return beginSequence(at: instant, .handlerInput, ends: true, sameInstantPasses: true, false, restore)
    }
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
  @inlinable
  mutating func memberOfDelivery(_ restore: UInt8) -> Action {
    flags |= Self.inActionBit
    var action = Action(.accepted, restore: restore, instant: nil)
    action.isReported = false
    return action
  }

  /// A send without an event: passed untouched, or decided as a new input at `now`.
  @inlinable
  mutating func decideProgrammatic(
    entersDelivery: Bool,
    _ throttles: Bool,
    _ now: () -> Int64,
    _ restore: UInt8
  ) -> Action {
    guard throttles else {
      markAccepted(entersDelivery: entersDelivery)
      return Action(.unthrottled(.programmaticSend), restore: restore, instant: nil)
    }
    return decideInput(at: now(), sameEventPasses: false, entersDelivery: entersDelivery, restore)
  }

  /// A new input at `instant`, decided by the window.
  @inlinable
  mutating func decideInput(at instant: Int64, sameEventPasses: Bool, entersDelivery: Bool, _ restore: UInt8)
    -> Action
  {
    let previous = window
    if let remaining = window.decide(at: instant, interval: interval, sameEventPasses: sameEventPasses) {
      return Action(ThrottleDecision(remainingNanoseconds: remaining), restore: restore, instant: instant)
    }
    markAccepted(entersDelivery: entersDelivery)
    return accepted(at: instant, previous: previous, restore)
  }

  /// A later send of the current sequence: its first send's decision.
  @inlinable
  mutating func continueSequence(at instant: Int64?, ends: Bool, _ isInsideAction: Bool, _ restore: UInt8) -> Action {
    if isInsideAction { return Action(.dropped(.reentrant), restore: restore, instant: instant) }
    let closes = noteEnd(if: ends)
    var action: Action
    if sequenceFlags & Self.acceptedBit == 0 {
      action = Action(.dropped(.partOfDroppedInput), restore: restore, instant: instant)
    } else {
      flags |= Self.inActionBit
      action = Action(interval == 0 ? .unthrottled(unthrottledReason) : .accepted, restore: restore, instant: instant)
    }
    action.closesSequenceNextTurn = closes
    return action
  }

  /// The first send of a new sequence, which decides for all of its sends.
  @inlinable
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
      action = Action(ThrottleDecision(remainingNanoseconds: remaining), restore: restore, instant: instant)
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
  @inlinable
  mutating func accepted(at instant: Int64, previous: ThrottleWindow, _ restore: UInt8) -> Action {
    guard interval != 0 else {
      // Remembered only so that the same input sent again from inside its action is recognised.
      window.lastAccepted = instant
      return Action(.unthrottled(unthrottledReason), restore: restore, instant: instant)
    }
    var action = Action(.accepted, restore: restore, instant: instant)
    action.armedWindow = window != previous
    return action
  }

  /// Marks an accepted send or delivery as running.
  ///
  /// A delivery started from inside an action is
  /// its own scope: its member sends are not "inside an action" until their own actions run.
  @inlinable
  mutating func markAccepted(entersDelivery: Bool) {
    flags = entersDelivery ? (flags & ~Self.sendBits) | Self.inDeliveryBit : flags | Self.inActionBit
  }

  /// Records that the current sequence is ending; returns whether it must close for handler sends
  /// on the next turn (only once the control has handlers, and once per sequence).
  @inlinable
  mutating func noteEnd(if ends: Bool) -> Bool {
    guard ends, flags & Self.tracksHandlerSendsBit != 0, sequenceFlags & Self.endSeenBit == 0 else { return false }
    sequenceFlags |= Self.endSeenBit
    return true
  }
}

extension ThrottleStateMachine.Action {
  @inlinable
  init(_ decision: ThrottleDecision, _ restore: UInt8, _ instant: Int64) {
    self.init(decision, restore: restore, instant: instant)
  }
}
