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
///   send (``Conditions/activatesOnFirstSend``).
/// - **Eventless sends.** A send without an event (an action handler, or a target-action with a
///   `nil` event) made from inside an action belongs to the running input and passes. Made while
///   the control tracks a sequence, it shares that sequence's decision, or passes when the throttle
///   has not seen the sequence. Otherwise it belongs to the current sequence until the main-actor
///   turn after its end was seen (while the window its first send met is open: any send for a
///   sequence whose end no send delivered, a handler for one whose end an event delivered); else
///   the eventless sends of one turn are one activation, stamped `now`, throttled unless the
///   policy is ``ProgrammaticSendPolicy/deliver``.
/// - **Early activations.** A send without an event that can only be the tracked touch's
///   activation, made by the control itself while it still tracks the touch inside it
///   (``Input/trackedActivation(wholeDelivery:)``), is that touch's activation: decided by the
///   touch when the throttle saw it begin, otherwise as a new input `now`. UIKit's own sends of the
///   same end, and its eventless sends once tracking stopped, are that activation again and drop as
///   reentrant (part of a dropped input when it was dropped), so that one touch is one input.
/// - **Windows.** A new input is decided by ``ThrottleWindow`` (leading edge, the backwards rule).
///   Separate target sends stamped with one event's timestamp are that event's targets and pass
///   together.
/// - **Groups.** A new input that the throttle's own window lets through is held while its
///   ``ThrottleGroup``'s window is open (``Conditions/groupHold``, read by the throttle for the
///   decision).
/// - **Unthrottled.** A zero interval passes everything and says why; a programmatic send under
///   ``ProgrammaticSendPolicy/deliver`` passes as ``ThrottleDecision/UnthrottledReason/programmaticSend``.
///
/// Each input is one mutating method below, whose body switches over the state it meets and
/// returns an ``Action``: what the throttle must do, not doing it. The machine stores state only:
/// the throttle's settings (the interval and why it is zero, whether the first send activates,
/// whether windows are announced) and the group's hold come with each input as ``Conditions``.
@usableFromInline
package struct ThrottleStateMachine: Sendable, Equatable {
  /// The input the throttle decided last, and what it knows of it.
  ///
  /// An input is known by its sequence object's address while that object may still send, by its
  /// end-phase event's instant once an end was sent (a later object at the same address ends
  /// later), or as this turn's eventless activation. Addresses are compared only, never turned
  /// back into references, so the throttle holds nothing alive.
  enum Sequence: Sendable, Equatable {
    /// No input is current: none since the last reset, or the last one was forgotten, or closed for
    /// sends without an event.
    case none
    /// An accepted sequence whose object may still send, known by its object's address, that armed
    /// the window and has not activated: ending without activating reopens the window.
    case pending(id: Int64, closing: Closing)
    /// A sequence whose object may still send, known by its object's address, with nothing to
    /// reopen.
    case live(id: Int64, outcome: Outcome, closing: Closing)
    /// A sequence whose end the control told with no send: still known by its object's address, so
    /// that the app's own registrations for that end, dispatched after the throttle's, are its
    /// sends, but no longer live.
    case told(id: Int64, outcome: Outcome, closing: Closing)
    /// A sequence whose end-phase event was sent, known by that event's instant.
    case ended(at: Int64, outcome: Outcome, closing: Closing)
    /// An eventless activation of this turn: the eventless sends of the turn, and the event sends
    /// of any phase but a first, join it. Its end is seen when it begins.
    case eventless(outcome: Outcome)
    /// The tracked touch's activation, sent by the control itself without an event before UIKit
    /// sends it with the touch (a superclass's `sendActions(for: .touchUpInside)` from
    /// `touchesEnded`): the rest of that send, made while the control still tracks, shares its
    /// decision; UIKit's own sends of the touch's end, and the eventless sends it makes once
    /// tracking stopped, are the same activation again. Its end is seen when it begins.
    case activatedEarly(outcome: Outcome)

    /// How a sequence's first send was decided; a sequence whose first send is being decided is
    /// `dropped` until it passes.
    enum Outcome: Sendable, Equatable {
      case accepted
      case dropped
    }

    /// Whether sends without an event still belong to a sequence.
    enum Closing: Sendable, Equatable {
      /// No eventless send took its end: its eventless sends are its own until its end is seen.
      case awaitingEnd
      /// An eventless send took its end (lifted inside or outside): it closes for eventless sends
      /// on the next turn.
      case endSeen
      /// The turn after its end has come: eventless sends no longer belong to it. Only a sequence
      /// known by its end's instant is kept once closed.
      case closed

      /// The closing after an end that `closes` the sequence on the next turn.
      func ending(closes: Bool) -> Closing { closes ? .endSeen : self }
    }

    /// Whether the sequence's first send passed.
    var isAccepted: Bool {
      switch self {
      case .none: false
      case .pending: true
      case .live(_, let outcome, _), .told(_, let outcome, _), .ended(_, let outcome, _), .eventless(let outcome),
        .activatedEarly(let outcome):
        outcome == .accepted
      }
    }

    /// Whether the sequence armed the window and has not activated.
    var isPending: Bool {
      if case .pending = self { return true }
      return false
    }

    /// The object's address of a sequence still known by it.
    var address: Int64? {
      switch self {
      case .pending(let id, _), .live(let id, _, _), .told(let id, _, _): id
      case .none, .ended, .eventless, .activatedEarly: nil
      }
    }

    /// Whether eventless sends still belong to the sequence.
    var isOpen: Bool {
      switch self {
      case .none: false
      case .ended(_, _, let closing): closing != .closed
      case .pending, .live, .told, .eventless, .activatedEarly: true
      }
    }

    /// Whether an eventless send took the sequence's end, so that eventless sends of this turn
    /// belong to it.
    var hasEndSeen: Bool {
      switch self {
      case .none: false
      case .pending(_, let closing), .live(_, _, let closing), .told(_, _, let closing), .ended(_, _, let closing):
        closing != .awaitingEnd
      case .eventless, .activatedEarly: true
      }
    }
  }

  /// Where a send falls in its input sequence.
  @usableFromInline
  package enum SequencePhase: Sendable {
    /// The sequence's first phase (a touch's or press's began): always a new sequence.
    case begins
    /// A later phase that does not end it (moved, stationary, changed).
    case continues
    /// The last phase, activating the control (lifted inside, a press released).
    case activates
    /// The last phase without activating (cancelled, lifted outside).
    case endsUnactivated

    /// Whether this is a last phase.
    package var ends: Bool { self == .activates || self == .endsUnactivated }
  }

  /// The send of the control under way: what a new send meets, saved when it is decided and
  /// restored when it returns (``endSend(restoring:)``).
  @usableFromInline
  package enum SendScope: Sendable {
    /// No send of the control is under way.
    case idle
    /// One of the control's actions is running, also one of a delivery's member sends: its saved
    /// scope brings the delivery back when it returns.
    case action
    /// An accepted delivery (every target of one event, or one `sendActions(for:)` call) is
    /// running, outside its actions: its member sends follow it.
    case delivery
  }

  /// One send to decide, as the adapter saw it; each case is decided by the method of the same
  /// name under "Inputs".
  @usableFromInline
  package enum Input: Sendable {
    /// One target's send, stamped with its input event's timestamp.
    case event(at: Int64)
    /// One send of a touch or a press, stamped with its event's timestamp.
    case sequence(at: Int64, id: Int64, phase: SequencePhase)
    /// A whole delivery (every target of one event), stamped with its event's timestamp.
    case delivery(at: Int64)
    /// One target's send without an event, made by a program.
    case programmatic
    /// One `sendActions(for:)` call without an event, made while the control tracks a sequence or not.
    case eventlessDelivery(tracking: Bool)
    /// An action handler's send, or a target-action's sent with a `nil` event.
    case eventless(tracking: Bool, inside: Bool, isHandler: Bool)
    /// A send without an event that can only be the tracked touch's activation, made by the control
    /// itself while it still tracks the touch inside it: one target's or handler's send, or a whole
    /// `sendActions(for:)` call.
    case trackedActivation(wholeDelivery: Bool)

    /// Whether the input is a whole delivery (every target of one event, or one `sendActions(for:)`
    /// call) rather than one send.
    var isWholeDelivery: Bool {
      switch self {
      case .delivery, .eventlessDelivery: true
      case .trackedActivation(let wholeDelivery): wholeDelivery
      case .event, .sequence, .programmatic, .eventless: false
      }
    }

    /// The input event's timestamp; `nil` for a send without one, decided at the clock's instant.
    var eventInstant: Int64? {
      switch self {
      case .event(let instant), .sequence(let instant, _, _), .delivery(let instant): instant
      case .programmatic, .eventlessDelivery, .eventless, .trackedActivation: nil
      }
    }
  }

  /// The leading-edge window.
  package private(set) var window = ThrottleWindow()
  /// The instant of the last input accepted, throttled or not, since the window last reopened.
  ///
  /// The same input sent again from inside its action is reentrant. An input at a zero interval
  /// arms nothing, so a window armed before stays, for when the interval is set back.
  package private(set) var lastAcceptedInstant: Int64 = .min
  /// The input decided last.
  private(set) var sequence = Sequence.none
  /// The send under way.
  package private(set) var scope = SendScope.idle
  /// Whether the control has had an eventless send: from then on, sequences close for eventless
  /// sends on the turn after their end.
  private(set) var tracksEventlessSends = false

  package init() {}

  /// The address of the current sequence's object, while it is known by it; 0 otherwise.
  package var currentSequenceID: Int64 { sequence.address ?? 0 }

  /// The identity of a sequence's object: its address, compared only.
  @inlinable
  package static func sequenceID(of object: AnyObject) -> Int64 {
    Int64(Int(bitPattern: ObjectIdentifier(object)))
  }

  // MARK: - Inputs

  /// Decides one send: the one entry of every send.
  ///
  /// - Parameters:
  ///   - input: The send.
  ///   - now: Its event's timestamp, or for a send without an event the clock's instant, read
  ///     before the rules run so that they call nothing.
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - c: The throttle's conditions for this decision.
  /// - Returns: What the throttle must do.
  mutating func decide(_ input: Input, at now: Int64, throttles: Bool, under c: Conditions) -> Action {
    switch input {
    case .event(let instant): eventSend(at: instant, c)
    case .sequence(let instant, let id, let phase): sequenceSend(at: instant, id: id, phase: phase, c)
    case .delivery(let instant): delivery(at: instant, c)
    case .programmatic: programmaticSend(throttles: throttles, now: now, c)
    case .eventlessDelivery(let tracking): eventlessDelivery(tracking: tracking, throttles: throttles, now: now, c)
    case .eventless(let tracking, let inside, let isHandler):
      eventlessSend(tracking: tracking, inside: inside, isHandler: isHandler, throttles: throttles, now: now, c)
    case .trackedActivation(let wholeDelivery): trackedActivation(entersDelivery: wholeDelivery, now: now, c)
    }
  }

  /// One target's send, stamped with its input event's timestamp.
  mutating func eventSend(at instant: Int64, _ c: Conditions) -> Action {
    switch scope {
    case .idle: return decideInput(at: instant, sameEventPasses: true, entersDelivery: false, .idle, c)
    case .delivery: return memberOfDelivery()
    case .action:
      if instant == lastAcceptedInstant { return Action(.reentrant, restore: .action) }
      return decideInput(at: instant, sameEventPasses: false, entersDelivery: false, .action, c)
    }
  }

  /// A whole delivery (every target of one event), stamped with its event's timestamp; a
  /// `sendActions(for:)` call without an event is ``eventlessDelivery(tracking:throttles:now:)``.
  mutating func delivery(at instant: Int64, _ c: Conditions) -> Action {
    switch scope {
    case .idle: return decideInput(at: instant, sameEventPasses: false, entersDelivery: true, .idle, c)
    case .delivery: return Action(.reentrant, restore: .delivery)
    case .action:
      if instant == lastAcceptedInstant { return Action(.reentrant, restore: .action) }
      return decideInput(at: instant, sameEventPasses: false, entersDelivery: true, .action, c)
    }
  }

  /// One send of an input sequence (a touch or a press).
  ///
  /// - Parameters:
  ///   - instant: The input event's timestamp.
  ///   - id: The sequence's object, as ``sequenceID(of:)``.
  ///   - phase: Where the send falls in its sequence.
  ///   - c: The throttle's conditions for this decision.
  /// - Returns: What the throttle must do.
  mutating func sequenceSend(at instant: Int64, id: Int64, phase: SequencePhase, _ c: Conditions) -> Action {
    switch scope {
    case .delivery: return memberOfDelivery()
    case .idle, .action:
      if isCurrent(id, at: instant, phase) { return continueSequence(at: instant, phase, scope, c) }
      return beginSequence(at: instant, id: id, phase, scope, c)
    }
  }

  /// One target's send without an event: a programmatic send.
  ///
  /// - Parameters:
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: The clock's instant, used only when `throttles`.
  ///   - c: The throttle's conditions for this decision.
  /// - Returns: What the throttle must do.
  mutating func programmaticSend(throttles: Bool, now: Int64, _ c: Conditions) -> Action {
    switch scope {
    case .idle: return decideProgrammatic(entersDelivery: false, throttles, now, .idle, c)
    case .delivery: return memberOfDelivery()
    case .action: return joinRunningInput(entersDelivery: false, .action, c)
    }
  }

  /// Ends an accepted send, restoring the send under way when it was decided.
  mutating func endSend(restoring saved: SendScope) {
    scope = saved
  }

  /// Opens the window and ends the current sequence.
  ///
  /// From inside one of the control's actions, the running input stays current instead: its later
  /// sends (the touch-up of the touch whose touch-down action resets) pass as part of it and arm
  /// nothing, so that the next input passes whatever the time.
  mutating func reset() {
    window.reset()
    lastAcceptedInstant = .min
    if scope == .action {
      clearPending()
    } else {
      sequence = .none
    }
  }

  // MARK: - Groups

  /// How the group's window `shared` holds a send of this throttle, the group's `member`, at
  /// `instant`, for the conditions of one decision (``Conditions/groupHold``).
  ///
  /// While the throttle's own window is open on the input that armed the group's, that window
  /// decides, so that a touch that ends unseen reopens both; a send the rules call the input that
  /// armed the group's window passes with it.
  ///
  /// - Parameters:
  ///   - shared: The group's window.
  ///   - interval: The group's interval in nanoseconds.
  ///   - member: This throttle's member identity in the group.
  ///   - instant: The send's instant.
  ///   - c: The throttle's conditions for the decision, its own interval among them.
  /// - Returns: The nanoseconds left in the group's window when it holds a new input at `instant`,
  ///   otherwise `nil`, and the hold to decide under.
  func groupHold(
    in shared: ThrottleWindow,
    interval: Int64,
    member: ObjectIdentifier,
    at instant: Int64,
    under c: Conditions
  ) -> (remaining: Int64?, hold: GroupHold) {
    let held = shared.hold(at: instant, interval: interval, from: member)
    let ownArming =
      c.interval != 0 && shared.holder == member && shared.armedAt == window.armedAt
      && window.isIgnoring(at: instant)
    let hold: GroupHold =
      held != nil && !ownArming ? .holds(armedHereAtInstant: shared.isArmed(at: instant, by: member)) : .open
    return (held, hold)
  }

  /// Whether `input` ends the current sequence unseen before it is decided, reopening the window
  /// that sequence armed and did not activate: a new first phase while that sequence is pending
  /// (``beginSequence(at:id:_:_:_:)``).
  func reopensBeforeDeciding(_ input: Input) -> Bool {
    guard scope != .delivery, case .sequence(_, _, .begins) = input else { return false }
    return sequence.isPending
  }

  /// Whether a new input at `instant`, which the throttle's own window lets through, is held by
  /// the group; a drop by the own window keeps its own reason, and a send the rules call the input
  /// that armed the group's window (`sameEventPasses`) passes with it.
  func isHeldByGroup(at instant: Int64, sameEventPasses: Bool, _ c: Conditions) -> Bool {
    switch c.groupHold {
    case .open: false
    case .holds(let armedHere):
      !(sameEventPasses && armedHere) && !(c.interval != 0 && window.isIgnoring(at: instant))
    }
  }

  /// Marks the current sequence as having armed a window it reopens should it end without
  /// activating: its group's, claimed after a first send that asked (``Action/pendsOnGroupClaim``).
  mutating func markPending() {
    switch sequence {
    case .live(let id, _, let closing), .pending(let id, let closing):
      sequence = .pending(id: id, closing: closing)
    case .eventless, .activatedEarly:
      // It activates at once: nothing to reopen.
      break
    case .none, .told, .ended:
      preconditionFailure("Only a sequence's first send, before its end, arms a window it may reopen.")
    }
  }

  // MARK: - Rules

  /// A member send of an accepted delivery: decided by the delivery.
  mutating func memberOfDelivery() -> Action {
    scope = .action
    var action = Action(.accepted, restore: .delivery)
    action.isReported = false
    return action
  }

  /// A send without an event: passed untouched, or decided as a new input at `now`.
  mutating func decideProgrammatic(
    entersDelivery: Bool,
    _ throttles: Bool,
    _ now: Int64,
    _ restore: SendScope,
    _ c: Conditions
  ) -> Action {
    guard throttles else {
      markAccepted(entersDelivery: entersDelivery)
      return Action(.programmaticSend, restore: restore)
    }
    return decideInput(at: now, sameEventPasses: false, entersDelivery: entersDelivery, restore, c)
  }

  /// A new input at `instant`, decided by the window.
  mutating func decideInput(
    at instant: Int64, sameEventPasses: Bool, entersDelivery: Bool, _ restore: SendScope, _ c: Conditions
  )
    -> Action
  {
    let previous = window
    if isHeldByGroup(at: instant, sameEventPasses: sameEventPasses, c) {
      return Action(.insideGroupWindow, restore: restore)
    }
    if let remaining = window.input(at: instant, interval: c.interval, sameInputPasses: sameEventPasses).remaining {
      return Action(droppedWithRemaining: remaining, restore: restore)
    }
    markAccepted(entersDelivery: entersDelivery)
    return accepted(at: instant, previous: previous, restore, c)
  }

  /// Whether a send of sequence `id` at `instant` continues the current sequence.
  func isCurrent(_ id: Int64, at instant: Int64, _ phase: SequencePhase) -> Bool {
    if phase == .begins { return false }
    switch sequence {
    case .none: return false
    case .pending(let current, _), .live(let current, _, _), .told(let current, _, _): return current == id
    // Known by its end: only the other sends of that end-phase event. A later object at the same
    // address ends later.
    case .ended(let end, _, _): return phase.ends && end == instant
    // An eventless activation of this turn: a handler that a tap's dispatch sent before its first
    // target, such as a primary-action handler registered first. Its event's sends join it.
    case .eventless: return true
    // The tracked touch's activation, sent early: UIKit's sends of that touch's end.
    case .activatedEarly: return phase.ends
    }
  }

  /// A later send of the current sequence: its first send's decision.
  mutating func continueSequence(at instant: Int64?, _ phase: SequencePhase, _ restore: SendScope, _ c: Conditions)
    -> Action
  {
    // The scope the send met: from inside the sequence's own action, the same input again.
    if restore == .action { return Action(.reentrant, restore: restore) }
    if case .activatedEarly = sequence { return sentAgain() }
    let before = (window, lastAcceptedInstant)
    let closes = noteEnd(phase, at: instant, restoring: nil)
    var action: Action
    if !sequence.isAccepted {
      action = Action(.partOfDroppedInput, restore: restore)
    } else {
      scope = .action
      action =
        c.interval == 0
        ? Action(unthrottled: c.unthrottledReason, restore: restore) : Action(.accepted, restore: restore)
    }
    action.closesSequenceNextTurn = closes
    action.reopensWindow = before != (window, lastAcceptedInstant)
    return action
  }

  /// The first send of a new sequence, which decides for all of its sends.
  mutating func beginSequence(
    at instant: Int64, id: Int64, _ phase: SequencePhase, _ restore: SendScope, _ c: Conditions
  ) -> Action {
    // A new first phase: the previous sequence ended unseen, without activating.
    let reopens = phase == .begins && sequence.isPending
    if reopens { reopenWindow() }
    // An accepted sequence whose object may still send: another finger on a control that takes
    // several. Should the new sequence drop, the accepted one stays current, so that a dropped
    // touch never changes another touch's decision.
    let stays: Sequence? =
      switch sequence {
      case .pending, .live(_, .accepted, _): sequence
      case .none, .live, .told, .ended, .eventless, .activatedEarly: nil
      }
    sequence = .live(id: id, outcome: .dropped, closing: .awaitingEnd)
    let previous = window
    let previousInstant = lastAcceptedInstant
    var action = decideFirstSend(at: instant, previous: previous, sameInstantPasses: false, restore, c)
    if let stays, !reopens, !action.isAccepted {
      sequence = stays
      return action
    }
    let armed = window
    action.closesSequenceNextTurn = noteEnd(phase, at: instant, restoring: (previous, previousInstant))
    if action.pendsOnGroupClaim && phase.ends {
      // Ended at its first send: nothing left to reopen, and one that ends without activating
      // leaves every window as it was, its group's too.
      action.pendsOnGroupClaim = false
      if phase == .endsUnactivated {
        lastAcceptedInstant = previousInstant
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
  mutating func decideFirstSend(
    at instant: Int64,
    previous: ThrottleWindow,
    sameInstantPasses: Bool,
    _ restore: SendScope,
    _ c: Conditions
  ) -> Action {
    if isHeldByGroup(at: instant, sameEventPasses: sameInstantPasses, c) {
      return Action(.insideGroupWindow, restore: restore)
    }
    if let remaining = window.input(at: instant, interval: c.interval, sameInputPasses: sameInstantPasses).remaining {
      return Action(droppedWithRemaining: remaining, restore: restore)
    }
    markSequenceAccepted()
    scope = .action
    var action = accepted(at: instant, previous: previous, restore, c)
    if !c.activatesOnFirstSend {
      // At a zero interval the window it remembers is no window to reopen; its group's may be.
      if c.interval == 0 {
        action.pendsOnGroupClaim = true
      } else if window != previous {
        markPending()
      }
    }
    return action
  }

  /// Records a sequence's end phase; returns whether it must close for eventless sends next turn.
  ///
  /// From now on a sequence whose end an event delivered is known by that event's instant. If it
  /// ends without activating, the window it armed reopens, or goes back to `restoring` when the
  /// end is its first send. It closes on the next turn only once the control has had eventless
  /// sends, and once per sequence.
  mutating func noteEnd(
    _ phase: SequencePhase,
    at instant: Int64?,
    restoring saved: (window: ThrottleWindow, lastAcceptedInstant: Int64)?
  ) -> Bool {
    guard phase.ends else { return false }
    let closes = tracksEventlessSends && !sequence.hasEndSeen
    switch sequence {
    case .pending(let id, let closing):
      if phase == .endsUnactivated {
        if let saved {
          (window, lastAcceptedInstant) = saved
        } else {
          reopenWindow()
        }
      }
      let closing = closing.ending(closes: closes)
      sequence =
        if let instant { .ended(at: instant, outcome: .accepted, closing: closing) } else {
          .live(id: id, outcome: .accepted, closing: closing)
        }
    case .live(let id, let outcome, let closing):
      let closing = closing.ending(closes: closes)
      sequence =
        if let instant { .ended(at: instant, outcome: outcome, closing: closing) } else {
          .live(id: id, outcome: outcome, closing: closing)
        }
    case .told(let id, let outcome, let closing):
      let closing = closing.ending(closes: closes)
      sequence =
        if let instant { .ended(at: instant, outcome: outcome, closing: closing) } else {
          .told(id: id, outcome: outcome, closing: closing)
        }
    case .ended(let end, let outcome, let closing):
      sequence = .ended(at: instant ?? end, outcome: outcome, closing: closing.ending(closes: closes))
    case .eventless, .activatedEarly:
      // Its end was seen when it began.
      break
    case .none:
      preconditionFailure("Only a current sequence ends.")
    }
    return closes
  }

  /// An accepted new input: unthrottled at a zero interval, otherwise accepted, arming a window
  /// unless it was another target of the input that armed `previous`.
  mutating func accepted(at instant: Int64, previous: ThrottleWindow, _ restore: SendScope, _ c: Conditions) -> Action {
    guard c.interval != 0 else {
      // As below, the current sequence's window is no longer the one to reopen.
      clearPending()
      lastAcceptedInstant = instant
      var action = Action(unthrottled: c.unthrottledReason, restore: restore)
      action.armsZeroWindow = true
      return action
    }
    // A new input's window: the current sequence's is no longer the one to reopen (a sequence's
    // own first send marks it pending again). Another target of the event that armed it, which
    // arms nothing, leaves it so.
    lastAcceptedInstant = instant
    let armed = window != previous
    if armed { clearPending() }
    var action = Action(.accepted, restore: restore)
    action.announcesWindow = c.announcesWindows && armed
    return action
  }

  /// Reopens the window the current input armed, if no input armed it since, and forgets the last
  /// accepted input.
  mutating func reopenWindow() {
    window.release(armedAt: lastAcceptedInstant)
    lastAcceptedInstant = .min
  }

  /// The current sequence's window is no longer one it reopens.
  mutating func clearPending() {
    if case .pending(let id, let closing) = sequence {
      sequence = .live(id: id, outcome: .accepted, closing: closing)
    }
  }

  /// Marks the current sequence's first send as accepted.
  mutating func markSequenceAccepted() {
    switch sequence {
    case .live(let id, _, let closing): sequence = .live(id: id, outcome: .accepted, closing: closing)
    case .eventless: sequence = .eventless(outcome: .accepted)
    case .activatedEarly: sequence = .activatedEarly(outcome: .accepted)
    case .pending: break
    case .none, .told, .ended: preconditionFailure("Only a sequence's first send decides it.")
    }
  }

  /// Marks an accepted send or delivery as running.
  ///
  /// A delivery started from inside an action is its own scope: its member sends are not "inside
  /// an action" until their own actions run. An action inside a delivery's member send is an
  /// action like any other: the member's saved scope brings the delivery back when it returns.
  mutating func markAccepted(entersDelivery: Bool) {
    scope = entersDelivery ? .delivery : .action
  }

  /// An eventless send or delivery from inside one of the control's actions: it belongs to the
  /// input being handled and passes with it.
  mutating func joinRunningInput(entersDelivery: Bool, _ restore: SendScope, _ c: Conditions) -> Action {
    markAccepted(entersDelivery: entersDelivery)
    guard c.interval != 0 else { return Action(unthrottled: c.unthrottledReason, restore: restore) }
    return Action(.accepted, restore: restore)
  }

  // MARK: - Inputs without an event

  // The inputs that carry no event (action handlers, target-actions sent with a `nil` event and
  // `sendActions(for:)` calls) and the phases of a touch the control tells with no send. See the
  // type's summary for where they fit.

  /// One send without an event: an action handler, or a target-action sent with a `nil` event.
  ///
  /// - Parameters:
  ///   - tracking: Whether the control is tracking a sequence (a touch) as the send is made.
  ///   - inside: For a send that ends a sequence, whether it activates (lifted inside).
  ///   - isHandler: Whether it is an action handler's send; a target-action's follows the policy.
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: The clock's instant.
  ///   - c: The throttle's conditions for this decision.
  /// - Returns: What the throttle must do.
  mutating func eventlessSend(
    tracking: Bool,
    inside: Bool,
    isHandler: Bool,
    throttles: Bool,
    now: Int64,
    _ c: Conditions
  ) -> Action {
    tracksEventlessSends = true
    switch scope {
    case .idle: break
    case .delivery: return memberOfDelivery()
    case .action: return joinRunningInput(entersDelivery: false, .action, c)
    }
    let restore = SendScope.idle
    if case .activatedEarly = sequence {
      // The rest of the control's own early send while it tracks; once tracking stopped, UIKit's.
      return tracking ? continueEarlyActivation(c) : sentAgain()
    }
    // Tracking again after an end the control told: a new touch (its touch-down handler), not that one.
    if tracking, case .told = sequence { sequence = .none }
    if sequence.isOpen {
      if sequence.hasEndSeen { return continueSequence(at: nil, .continues, restore, c) }
      let isLive =
        switch sequence {
        case .pending, .live: true
        case .none, .told, .ended, .eventless, .activatedEarly: false
        }
      if tracking && isLive { return continueSequence(at: nil, .continues, restore, c) }
      // A sequence whose end no send delivered yet: this send is its end's, while its window is open.
      // So is a handler after an end an event delivered (a primary action's), not a target-action:
      // one of that end's own would carry its event.
      if !tracking && (isLive || isHandler) && window.isIgnoring(at: now) {
        let phase: SequencePhase = isLive && !inside ? .endsUnactivated : .activates
        return continueSequence(at: nil, phase, restore, c)
      }
    }
    if tracking { return passUndecided(entersDelivery: false, restore) }
    guard throttles || isHandler else { return passProgrammaticActivation(at: now, restore) }
    return beginEventlessInput(at: now, restore, c)
  }

  /// A whole delivery without an event: one `sendActions(for:)` call.
  ///
  /// - Parameters:
  ///   - tracking: Whether the control is tracking a sequence (a touch) as the call is made.
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: The clock's instant when the call is decided as an activation; otherwise unused.
  ///   - c: The throttle's conditions for this decision.
  /// - Returns: What the throttle must do.
  mutating func eventlessDelivery(tracking: Bool, throttles: Bool, now: Int64, _ c: Conditions) -> Action {
    switch scope {
    case .idle: break
    case .delivery: return Action(.reentrant, restore: .delivery)
    case .action: return joinRunningInput(entersDelivery: true, .action, c)
    }
    guard tracking else { return decideProgrammatic(entersDelivery: true, throttles, now, .idle, c) }
    // The touch the control tracks decides it, when the throttle saw that touch; one it has not
    // seen lets it run.
    switch sequence {
    case .pending, .live(_, .accepted, _): return joinRunningInput(entersDelivery: true, .idle, c)
    case .live(_, .dropped, _): return Action(.partOfDroppedInput, restore: .idle)
    case .none, .told, .ended, .eventless, .activatedEarly: return passUndecided(entersDelivery: true, .idle)
    }
  }

  /// A phase of the touch the control tracks, told by the control's own registration for it.
  ///
  /// The app has no registration for that phase, so no send of its tells it. Nothing is decided or
  /// reported.
  ///
  /// - ``SequencePhase/begins``: a new touch began, so whatever sequence is under way has ended,
  ///   unseen (with `besideOtherTouches`, on a control that takes several fingers, only one whose
  ///   end was told: another may still be down). As a send at a first phase would, this reopens a
  ///   window that sequence armed and did not activate, and forgets its object's address: the new
  ///   touch's sends begin a sequence of their own even when the new touch has the old one's
  ///   address (UIKit gives freed addresses to new touches), whether or not the old one's end was
  ///   sent.
  /// - ``SequencePhase/activates``: the touch was lifted inside; the window it armed stays.
  /// - ``SequencePhase/endsUnactivated``: the touch was lifted outside or cancelled; the window it
  ///   armed reopens now rather than when the next touch begins, so that another control of its
  ///   group, a window callback or an eventless activation sees it open, and eventless sends of this
  ///   turn belong to the touch, which closes on the next turn.
  ///
  /// A phase told while `tracking` does not match it (a touch down while not tracking, an end while
  /// tracking) is a program's send of the registration, and tells nothing.
  ///
  /// - Returns: What the throttle must do: end a reopened window's announcement, and close the
  ///   sequence on the next turn.
  mutating func trackedSequence(
    _ phase: SequencePhase,
    tracking: Bool,
    besideOtherTouches: Bool = false
  ) -> Action {
    var action = Action(.accepted, restore: scope)
    action.isReported = false
    // UIKit dispatches a touch's begin while the control tracks it and its ends once tracking
    // stopped; otherwise the registration was sent by a program's `sendActions(for:)`.
    guard tracking == (phase == .begins) else { return action }
    switch (phase, sequence) {
    case (.begins, .pending), (.begins, .live):
      guard !besideOtherTouches else { return action }
      let pending = sequence.isPending
      if pending { reopenWindow() }
      action.reopensWindow = pending
      sequence = .none
    case (.begins, .told), (.begins, .activatedEarly):
      sequence = .none
    case (.activates, .pending(let id, let closing)), (.endsUnactivated, .pending(let id, let closing)):
      let reopens = phase == .endsUnactivated
      if reopens {
        reopenWindow()
        action.reopensWindow = true
      }
      action.closesSequenceNextTurn = tellEnd(of: id, outcome: .accepted, closing, reopens: reopens)
    case (.activates, .live(let id, let outcome, let closing)),
      (.endsUnactivated, .live(let id, let outcome, let closing)):
      action.closesSequenceNextTurn = tellEnd(of: id, outcome: outcome, closing, reopens: false)
    case (.continues, _), (_, .none), (_, .told), (_, .ended), (_, .eventless), (_, .activatedEarly):
      break
    }
    return action
  }

  /// Makes the live sequence `id` one whose end the control told; returns whether it closes for
  /// eventless sends on the next turn.
  ///
  /// As after an end a send delivered, eventless sends of this turn belong to the touch, which
  /// closes on the next turn, once the control has had eventless sends; after a reopened window,
  /// which no longer ties them to it, always.
  private mutating func tellEnd(of id: Int64, outcome: Sequence.Outcome, _ closing: Sequence.Closing, reopens: Bool)
    -> Bool
  {
    let closes = (tracksEventlessSends || reopens) && closing == .awaitingEnd
    sequence = .told(id: id, outcome: outcome, closing: closing.ending(closes: closes))
    return closes
  }

  /// Closes the current sequence for eventless sends, on the turn after its end was seen.
  ///
  /// A sequence still known by its object's address, or an eventless activation, is forgotten:
  /// nothing can send as part of it any more.
  mutating func closeSequence() {
    guard sequence.hasEndSeen else { return }
    switch sequence {
    case .ended(let instant, let outcome, _):
      sequence = .ended(at: instant, outcome: outcome, closing: .closed)
    case .pending, .live, .told, .eventless, .activatedEarly:
      sequence = .none
    case .none:
      preconditionFailure("No sequence has seen its end.")
    }
  }

  /// The tracked touch's activation, sent by the control itself without an event while it still
  /// tracks the touch inside it, before UIKit sends the touch's end with its event.
  ///
  /// One touch is one input: a touch the throttle saw begin decides it, and one it has not seen is
  /// decided now, as an input of its own that activates at once. Either way the activation is
  /// current until the next turn, so that UIKit's sends of the same end drop as the same
  /// activation again (``sentAgain()``) instead of running its actions twice.
  ///
  /// - Parameters:
  ///   - entersDelivery: Whether it is a whole `sendActions(for:)` call, whose member sends follow it.
  ///   - now: The clock's instant.
  ///   - c: The throttle's conditions for this decision.
  /// - Returns: What the throttle must do.
  mutating func trackedActivation(entersDelivery: Bool, now: Int64, _ c: Conditions) -> Action {
    tracksEventlessSends = true
    switch scope {
    case .idle: break
    case .delivery: return entersDelivery ? Action(.reentrant, restore: .delivery) : memberOfDelivery()
    case .action: return joinRunningInput(entersDelivery: entersDelivery, .action, c)
    }
    switch sequence {
    case .activatedEarly:
      return continueEarlyActivation(entersDelivery: entersDelivery, c)
    case .pending(_, let closing):
      // It activated: the window it armed stays.
      sequence = .activatedEarly(outcome: .accepted)
      var action = continueEarlyActivation(entersDelivery: entersDelivery, c)
      action.closesSequenceNextTurn = closing == .awaitingEnd
      return action
    case .live(_, let outcome, let closing):
      sequence = .activatedEarly(outcome: outcome)
      var action = continueEarlyActivation(entersDelivery: entersDelivery, c)
      action.closesSequenceNextTurn = closing == .awaitingEnd
      return action
    case .none, .told, .ended, .eventless:
      sequence = .activatedEarly(outcome: .dropped)
      var action = decideFirstSend(at: now, previous: window, sameInstantPasses: true, .idle, c)
      if action.isAccepted { markAccepted(entersDelivery: entersDelivery) }
      action.closesSequenceNextTurn = true
      // It activates at once: nothing to reopen.
      action.pendsOnGroupClaim = false
      return action
    }
  }

  /// Another send of the control's own early activation of its tracked touch: its decision.
  mutating func continueEarlyActivation(entersDelivery: Bool = false, _ c: Conditions) -> Action {
    guard sequence.isAccepted else { return Action(.partOfDroppedInput, restore: .idle) }
    markAccepted(entersDelivery: entersDelivery)
    return c.interval == 0
      ? Action(unthrottled: c.unthrottledReason, restore: .idle) : Action(.accepted, restore: .idle)
  }

  /// A send of the tracked touch's activation by UIKit after the control sent that activation
  /// itself: the same activation again, dropped so that no action runs twice for one touch.
  func sentAgain() -> Action {
    Action(sequence.isAccepted ? .reentrant : .partOfDroppedInput, restore: .idle)
  }

  /// An eventless activation: an input of its own at `now`, current for this turn only; stamped
  /// exactly at the last accepted input's instant, it is that input.
  mutating func beginEventlessInput(at now: Int64, _ restore: SendScope, _ c: Conditions) -> Action {
    sequence = .eventless(outcome: .dropped)
    var action = decideFirstSend(at: now, previous: window, sameInstantPasses: true, restore, c)
    action.closesSequenceNextTurn = true
    // It activates at once: nothing to reopen.
    action.pendsOnGroupClaim = false
    return action
  }

  /// An eventless target-action that the programmatic policy lets through: an activation of its
  /// own, current for this turn, that arms nothing, so that the handlers of the same activation
  /// (a `performPrimaryAction()`'s) pass with it instead of deciding a new input.
  mutating func passProgrammaticActivation(at now: Int64, _ restore: SendScope) -> Action {
    sequence = .eventless(outcome: .accepted)
    markAccepted(entersDelivery: false)
    var action = Action(.programmaticSend, restore: restore)
    action.closesSequenceNextTurn = true
    return action
  }

  /// An eventless send that no input decides: it runs and arms nothing.
  mutating func passUndecided(entersDelivery: Bool, _ restore: SendScope) -> Action {
    markAccepted(entersDelivery: entersDelivery)
    return Action(.programmaticSend, restore: restore)
  }
}
