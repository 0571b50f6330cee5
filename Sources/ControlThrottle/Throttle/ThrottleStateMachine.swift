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
///   sequence drops as ``ThrottleDecision/DropReason/partOfDroppedInput``. A send at a sequence's
///   first phase always begins a new one, as does a touch's begin the control tells with no send. A
///   sequence is identified by its object's address until an end-phase send is seen, then by that
///   send's instant, so a later object at the same address is never taken for it.
/// - **Activation.** An accepted sequence arms the window at its first send; if it ends without
///   activating (cancelled, lifted outside, or followed by a new sequence's first phase before any
///   end was seen), the window it armed is reopened, unless the throttle activates on the first
///   send (``activatesOnFirstSend``).
/// - **Eventless sends.** A send without an event (an action handler, or a target-action with a
///   `nil` event) made from inside an action belongs to the running input and passes. Made while
///   the control tracks a sequence, it shares that sequence's decision, or passes when the throttle
///   has not seen the sequence. Otherwise it belongs to the current sequence until the main-actor
///   turn after its end was seen (while the window its first send met is open: any send for a
///   sequence whose end no send delivered, a handler for one whose end an event delivered); else
///   the eventless sends of one turn are one activation, stamped `now`, throttled unless the
///   policy is ``ProgrammaticSendPolicy/deliver``.
/// - **Windows.** A new input is decided by ``ThrottleWindow`` (leading edge, the backwards rule).
///   Separate target sends stamped with one event's timestamp are that event's targets and pass
///   together.
/// - **Unthrottled.** A zero interval passes everything and says why; a programmatic send under
///   ``ProgrammaticSendPolicy/deliver`` passes as ``ThrottleDecision/UnthrottledReason/programmaticSend``.
///
/// The state is 40 bytes, packed into flag bytes and one identity word so that a throttle stays one
/// 64-byte allocation; the named accessors below are the only code that reads the bits.
@usableFromInline
package struct ThrottleStateMachine: Sendable {
  // Flag bits. The low two hold the send under way (``SendScope``), saved and restored around
  // each send; the others, what watches the throttle's sends.
  @usableFromInline static let scopeBits: UInt8 = 3
  @usableFromInline static let tracksHandlerSendsBit: UInt8 = 4
  @usableFromInline static let hasWindowObserverBit: UInt8 = 8
  // 16, 32 and 64 are a group's: see ThrottleStateMachine+Group.swift.
  // Sequence bits.
  @usableFromInline static let acceptedBit: UInt8 = 1
  /// The end was seen, by any send: eventless sends close on the next turn.
  @usableFromInline static let endSeenBit: UInt8 = 2
  @usableFromInline static let closedBit: UInt8 = 4
  /// The sequence armed the window and has not activated: ending unactivated reopens it.
  @usableFromInline static let pendingBit: UInt8 = 8
  /// `sequence` holds the instant of the sequence's end-phase event, not its object's address.
  @usableFromInline static let identifiedByEndBit: UInt8 = 16
  /// The sequence is an eventless activation: no object's send continues it.
  @usableFromInline static let eventlessInputBit: UInt8 = 32
  /// The throttle's option, kept across sequences: the first send activates (``activatesOnFirstSend``).
  @usableFromInline static let activatesOnFirstSendBit: UInt8 = 64
  /// The control told the sequence's end with no send: still known by its address, no longer live.
  @usableFromInline static let toldEndBit: UInt8 = 128

  /// The leading-edge window.
  @usableFromInline package var window = ThrottleWindow()
  /// The current sequence's identity: its object's address, or its end-phase event's instant.
  ///
  /// The address (``sequenceID(of:)``) is compared only, never turned back into a reference, so the
  /// throttle holds nothing alive and allocates nothing per sequence; once an end-phase event send
  /// was seen, the sequence is known by that event's instant, which a later object at the same
  /// address cannot share.
  @usableFromInline var sequence: Int64 = 0
  /// The effective interval in nanoseconds: fixed by the setting, or resolved and cached.
  @usableFromInline package var interval: Int64 = 0
  /// The low 32 bits of the registry word `interval` was resolved under; 0 when unresolved.
  @usableFromInline package var resolvedWord: UInt32 = 0
  /// How `interval` is found.
  @usableFromInline package var mode = Mode.inherited
  /// The send under way (``scope``), and the tracks-handler-sends, has-window-observer and group
  /// bits.
  @usableFromInline var flags: UInt8 = 0
  /// The current sequence's bits (accepted, end seen, closed, pending, how it is identified), and
  /// the activates-on-first-send option.
  @usableFromInline var sequenceFlags: UInt8 = closedBit
  /// Why `interval` is zero.
  @usableFromInline package var unthrottledReason = ThrottleDecision.UnthrottledReason.unregisteredType

  @inlinable package init() {}

  /// Whether no send is under way and nothing watches the throttle's sends: no handler sends to
  /// close, no window callback to tell and no group to ask.
  ///
  /// Every flag is clear, so that the rules decided in line under this test fold down to the
  /// window, and the scope they store before the action is a constant.
  @inlinable package var isIdleAndUnwatched: Bool { flags == 0 }

  /// Whether one of the control's actions is running.
  @inlinable var isInsideAction: Bool { scope == .action }

  /// Whether a sequence's first send activates the control, so that the window it arms stays even
  /// when the sequence ends without activating (controls that act on touch down).
  package var activatesOnFirstSend: Bool {
    get { sequenceFlags & Self.activatesOnFirstSendBit != 0 }
    set {
      sequenceFlags =
        newValue ? sequenceFlags | Self.activatesOnFirstSendBit : sequenceFlags & ~Self.activatesOnFirstSendBit
    }
  }

  /// Whether the current sequence's object may still send: identified by its address, not closed,
  /// its end not told.
  @inlinable var hasLiveSequence: Bool {
    sequenceFlags & (Self.closedBit | Self.identifiedByEndBit | Self.eventlessInputBit | Self.toldEndBit) == 0
  }

  /// Whether the current sequence is known by its object's address, not closed.
  @inlinable var isKnownByAddress: Bool {
    sequenceFlags & (Self.closedBit | Self.identifiedByEndBit | Self.eventlessInputBit) == 0
  }

  /// Whether a window callback is installed, so that armed windows are announced.
  package var hasWindowObserver: Bool {
    get { flags & Self.hasWindowObserverBit != 0 }
    set { flags = newValue ? flags | Self.hasWindowObserverBit : flags & ~Self.hasWindowObserverBit }
  }

  // MARK: - Inputs
  //
  // One method per kind of send, each returning what to do. A programmatic or handler send takes
  // the clock's instant from its caller, read only when it is throttled (`throttles`), so that a
  // send stamped with its event never reads the clock.

  /// One target's send, stamped with its input event's timestamp.
  @inlinable @inline(__always)
  package mutating func eventSend(at instant: Int64) -> Action {
    switch scope {
    case .idle: return decideInput(at: instant, sameEventPasses: true, entersDelivery: false, .idle)
    case .delivery: return memberOfDelivery()
    case .action:
      if instant == window.lastAccepted { return Action(.reentrant, restore: .action) }
      return decideInput(at: instant, sameEventPasses: false, entersDelivery: false, .action)
    }
  }

  /// One target's send without an event: a programmatic send.
  ///
  /// - Parameters:
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: The clock's instant when `throttles`; otherwise unused.
  /// - Returns: What the throttle must do.
  @inlinable @inline(__always)
  package mutating func programmaticSend(throttles: Bool, now: @autoclosure () -> Int64) -> Action {
    switch scope {
    case .idle: return decideProgrammatic(entersDelivery: false, throttles, now, .idle)
    case .delivery: return memberOfDelivery()
    case .action: return joinRunningInput(entersDelivery: false, .action)
    }
  }

  /// A whole delivery (every target of one event, or one `sendActions(for:)` call), stamped with
  /// its event's timestamp, or `nil` for a programmatic one.
  @inlinable @inline(__always)
  package mutating func delivery(at instant: Int64?, throttles: Bool, now: @autoclosure () -> Int64) -> Action {
    guard let instant else { return eventlessDelivery(tracking: false, throttles: throttles, now: now) }
    switch scope {
    case .idle: return decideInput(at: instant, sameEventPasses: false, entersDelivery: true, .idle)
    case .delivery: return Action(.reentrant, restore: .delivery)
    case .action:
      if instant == window.lastAccepted { return Action(.reentrant, restore: .action) }
      return decideInput(at: instant, sameEventPasses: false, entersDelivery: true, .action)
    }
  }

  /// One send of an input sequence (a touch or a press).
  ///
  /// - Parameters:
  ///   - instant: The input event's timestamp.
  ///   - id: The sequence's object, as ``sequenceID(of:)``.
  ///   - phase: Where the send falls in its sequence.
  /// - Returns: What the throttle must do.
  @inlinable @inline(__always)
  package mutating func sequenceSend(at instant: Int64, id: Int64, phase: SequencePhase) -> Action {
    let restore = scope
    if restore == .delivery { return memberOfDelivery() }
    if isCurrent(id, at: instant, phase) { return continueSequence(at: instant, phase, restore) }
    return beginSequence(at: instant, id: id, phase, restore)
  }

  /// Ends an accepted send, restoring the send under way when it was decided.
  @inlinable
  package mutating func endSend(restoring saved: SendScope) {
    scope = saved
  }

  /// Opens the window and ends the current sequence.
  ///
  /// From inside one of the control's actions, the running input stays current instead: its later
  /// sends (the touch-up of the touch whose touch-down action resets) pass as part of it and arm
  /// nothing, so that the next input passes whatever the time.
  package mutating func reset() {
    window.reset()
    guard !isInsideAction else {
      sequenceFlags &= ~Self.pendingBit
      return
    }
    sequenceFlags = Self.closedBit | (sequenceFlags & Self.activatesOnFirstSendBit)
    sequence = 0
  }

  /// The identity of a sequence's object: its address, compared only.
  @inlinable @inline(__always)
  package static func sequenceID(of object: AnyObject) -> Int64 {
    Int64(Int(bitPattern: ObjectIdentifier(object)))
  }

  // MARK: - Rules

  /// A member send of an accepted delivery: decided by the delivery.
  @inlinable @inline(__always)
  mutating func memberOfDelivery() -> Action {
    scope = .action
    var action = Action(.accepted, restore: .delivery)
    action.isReported = false
    return action
  }

  /// A send without an event: passed untouched, or decided as a new input at `now`.
  @inlinable @inline(__always)
  mutating func decideProgrammatic(
    entersDelivery: Bool,
    _ throttles: Bool,
    _ now: () -> Int64,
    _ restore: SendScope
  ) -> Action {
    guard throttles else {
      markAccepted(entersDelivery: entersDelivery)
      return Action(.programmaticSend, restore: restore)
    }
    return decideInput(at: now(), sameEventPasses: false, entersDelivery: entersDelivery, restore)
  }

  /// A new input at `instant`, decided by the window.
  @inlinable @inline(__always)
  mutating func decideInput(at instant: Int64, sameEventPasses: Bool, entersDelivery: Bool, _ restore: SendScope)
    -> Action
  {
    let previous = window
    if isHeldByGroup(at: instant, sameEventPasses: sameEventPasses) {
      return Action(.insideGroupWindow, restore: restore)
    }
    if let remaining = window.decide(at: instant, interval: interval, sameEventPasses: sameEventPasses) {
      return Action(droppedWithRemaining: remaining, restore: restore)
    }
    markAccepted(entersDelivery: entersDelivery)
    return accepted(at: instant, previous: previous, restore)
  }

  /// Whether a send of sequence `id` at `instant` continues the current sequence.
  @inlinable @inline(__always)
  func isCurrent(_ id: Int64, at instant: Int64, _ phase: SequencePhase) -> Bool {
    if phase == .begins { return false }
    let identity = sequenceFlags & (Self.identifiedByEndBit | Self.eventlessInputBit)
    if identity == 0 { return sequence == id }
    // An eventless activation of this turn: a handler that a tap's dispatch sent before its first
    // target, such as a primary-action handler registered first. Its event's sends join it.
    if identity & Self.eventlessInputBit != 0 { return sequenceFlags & Self.closedBit == 0 }
    // Known by its end: only the other sends of that end-phase event. A later object at the same
    // address ends later.
    return identity == Self.identifiedByEndBit && phase.ends && sequence == instant
  }

  /// A later send of the current sequence: its first send's decision.
  @inlinable @inline(__always)
  mutating func continueSequence(at instant: Int64?, _ phase: SequencePhase, _ restore: SendScope) -> Action {
    // The scope the send met: from inside the sequence's own action, the same input again.
    if restore == .action { return Action(.reentrant, restore: restore) }
    let reopened = window
    let closes = noteEnd(phase, at: instant, reopeningTo: ThrottleWindow())
    var action: Action
    if sequenceFlags & Self.acceptedBit == 0 {
      action = Action(.partOfDroppedInput, restore: restore)
    } else {
      scope = .action
      action =
        interval == 0 ? Action(unthrottled: unthrottledReason, restore: restore) : Action(.accepted, restore: restore)
    }
    action.closesSequenceNextTurn = closes
    action.reopensWindow = window != reopened
    return action
  }

  /// The first send of a new sequence, which decides for all of its sends.
  @inlinable @inline(__always)
  mutating func beginSequence(
    at instant: Int64,
    id: Int64,
    _ phase: SequencePhase,
    _ restore: SendScope
  ) -> Action {
    // A new first phase: the previous sequence ended unseen, without activating.
    let reopens = phase == .begins && sequenceFlags & Self.pendingBit != 0
    if reopens { window = ThrottleWindow() }
    // An accepted sequence whose object may still send: another finger on a control that takes
    // several. Should the new sequence drop, the accepted one stays current, so that a dropped
    // touch never changes another touch's decision.
    let accepted = hasLiveSequence && sequenceFlags & Self.acceptedBit != 0 ? (sequence, sequenceFlags) : nil
    sequenceFlags &= Self.activatesOnFirstSendBit
    sequence = id
    let previous = window
    var action = decideFirstSend(at: instant, previous: previous, sameInstantPasses: false, restore)
    if let accepted, !reopens, !action.isAccepted {
      (sequence, sequenceFlags) = accepted
      return action
    }
    let armed = window
    action.closesSequenceNextTurn = noteEnd(phase, at: instant, reopeningTo: previous)
    if action.pendsOnGroupClaim && phase.ends {
      // Ended at its first send: nothing left to reopen, and one that ends without activating
      // leaves every window as it was, its group's too.
      action.pendsOnGroupClaim = false
      if phase == .endsUnactivated {
        window = previous
        action.armsZeroWindow = false
      }
    }
    // A first send that ends unactivated armed nothing to announce.
    if armed != window { action.announcesWindow = false }
    action.reopensWindow = reopens
    return action
  }

  /// A sequence's first send, decided by the window; an accepted one that armed the window is
  /// pending until the sequence activates.
  @inlinable @inline(__always)
  mutating func decideFirstSend(
    at instant: Int64,
    previous: ThrottleWindow,
    sameInstantPasses: Bool,
    _ restore: SendScope
  ) -> Action {
    var action: Action
    if isHeldByGroup(at: instant, sameEventPasses: sameInstantPasses) {
      action = Action(.insideGroupWindow, restore: restore)
    } else if let remaining = window.decide(at: instant, interval: interval, sameEventPasses: sameInstantPasses) {
      action = Action(droppedWithRemaining: remaining, restore: restore)
    } else {
      sequenceFlags |= Self.acceptedBit
      scope = .action
      action = accepted(at: instant, previous: previous, restore)
      if sequenceFlags & Self.activatesOnFirstSendBit == 0 {
        // At a zero interval the window it remembers is no window to reopen; its group's may be.
        if interval == 0 {
          action.pendsOnGroupClaim = true
        } else if window != previous {
          sequenceFlags |= Self.pendingBit
        }
      }
    }
    return action
  }

  /// Records a sequence's end phase; returns whether it must close for eventless sends next turn.
  ///
  /// From now on the sequence is known by its end instant, and its window is reopened to
  /// `reopened` if it ends without activating. It closes on the next turn only once the control
  /// has had eventless sends, and once per sequence.
  @inlinable @inline(__always)
  mutating func noteEnd(_ phase: SequencePhase, at instant: Int64?, reopeningTo reopened: ThrottleWindow) -> Bool {
    guard phase.ends else { return false }
    if let instant {
      sequence = instant
      sequenceFlags |= Self.identifiedByEndBit
    }
    if sequenceFlags & Self.pendingBit != 0 {
      sequenceFlags &= ~Self.pendingBit
      if phase == .endsUnactivated { window = reopened }
    }
    guard flags & Self.tracksHandlerSendsBit != 0, sequenceFlags & Self.endSeenBit == 0 else { return false }
    sequenceFlags |= Self.endSeenBit
    return true
  }

  /// An accepted new input: unthrottled at a zero interval, otherwise accepted, arming a window
  /// unless it was another target of the input that armed `previous`.
  @inlinable @inline(__always)
  mutating func accepted(at instant: Int64, previous: ThrottleWindow, _ restore: SendScope) -> Action {
    guard interval != 0 else {
      // Remembered only so that the same input sent again from inside its action is recognised.
      // As below, the current sequence's window is no longer the one to reopen.
      sequenceFlags &= ~Self.pendingBit
      window = ThrottleWindow(lastAccepted: instant, interval: 0)
      var action = Action(unthrottled: unthrottledReason, restore: restore)
      action.armsZeroWindow = true
      return action
    }
    // A new input's window: the current sequence's is no longer the one to reopen (a sequence's
    // own first send marks it pending again). Another target of the event that armed it, which
    // arms nothing, leaves it so.
    let armed = window != previous
    if armed { sequenceFlags &= ~Self.pendingBit }
    var action = Action(.accepted, restore: restore)
    action.announcesWindow = flags & Self.hasWindowObserverBit != 0 && armed
    return action
  }

  /// Marks the current sequence as having armed a window it reopens should it end without
  /// activating: its group's, claimed after a first send that asked (``Action/pendsOnGroupClaim``).
  package mutating func markPending() {
    sequenceFlags |= Self.pendingBit
  }

  /// Marks an accepted send or delivery as running.
  ///
  /// A delivery started from inside an action is its own scope: its member sends are not "inside
  /// an action" until their own actions run. An action inside a delivery's member send is an
  /// action like any other: the member's saved scope brings the delivery back when it returns.
  @inlinable @inline(__always)
  mutating func markAccepted(entersDelivery: Bool) {
    scope = entersDelivery ? .delivery : .action
  }
}
