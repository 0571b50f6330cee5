// The inputs that carry no event (action handlers, target-actions sent with a `nil` event and
// `sendActions(for:)` calls) and the phases of a touch the control tells with no send. See the
// type's summary for where they fit.

extension ThrottleStateMachine {
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
    // Tracking again after an end the control told: a new touch (its touch-down handler), not that one.
    if tracking, case .told = sequence { sequence = .none }
    if sequence.isOpen {
      if sequence.hasEndSeen { return continueSequence(at: nil, .continues, restore, c) }
      let isLive =
        switch sequence {
        case .pending, .live: true
        case .none, .told, .ended, .eventless: false
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
    case .none, .told, .ended, .eventless: return passUndecided(entersDelivery: true, .idle)
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
    case (.begins, .told):
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
    case (.continues, _), (_, .none), (_, .told), (_, .ended), (_, .eventless):
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
    case .pending, .live, .told, .eventless:
      sequence = .none
    case .none:
      preconditionFailure("No sequence has seen its end.")
    }
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
