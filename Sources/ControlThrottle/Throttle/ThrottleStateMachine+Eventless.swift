// The inputs that carry no event — action handlers, target-actions sent with a `nil` event and
// `sendActions(for:)` calls — and their rules. See the type's summary for where they fit.

extension ThrottleStateMachine {
  /// One send without an event: an action handler, or a target-action sent with a `nil` event.
  ///
  /// - Parameters:
  ///   - tracking: Whether the control is tracking a sequence (a touch) as the send is made.
  ///   - inside: For a send that ends a sequence, whether it activates (lifted inside).
  ///   - isHandler: Whether it is an action handler's send; a target-action's follows the policy.
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: The clock's instant.
  /// - Returns: What the throttle must do.
  package mutating func eventlessSend(
    tracking: Bool,
    inside: Bool,
    isHandler: Bool,
    throttles: Bool,
    now: Int64
  ) -> Action {
    // From now on sequences close for eventless sends on the turn after their end.
    flags |= Self.tracksHandlerSendsBit
    switch scope {
    case .idle: break
    case .delivery: return memberOfDelivery()
    case .action: return joinRunningInput(entersDelivery: false, .action)
    }
    let restore = SendScope.idle
    // Tracking again after an end the control told: a new touch (its touch-down handler), not that one.
    if tracking && sequenceFlags & Self.toldEndBit != 0 && isKnownByAddress { forgetSequence() }
    if sequenceFlags & Self.closedBit == 0 {
      if sequenceFlags & Self.endSeenBit != 0 { return continueSequence(at: nil, .continues, restore) }
      let isLive = hasLiveSequence
      if tracking && isLive { return continueSequence(at: nil, .continues, restore) }
      // A sequence whose end no send delivered yet: this send is its end's, while its window is open.
      // So is a handler after an end an event delivered (a primary action's), not a target-action:
      // one of that end's own would carry its event.
      if !tracking && (isLive || isHandler) && window.isIgnoring(at: now) {
        let phase: SequencePhase = isLive && !inside ? .endsUnactivated : .activates
        return continueSequence(at: nil, phase, restore)
      }
    }
    if tracking { return passUndecided(entersDelivery: false, restore) }
    guard throttles || isHandler else { return passProgrammaticActivation(at: now, restore) }
    // One activation of its own, current for this turn only; stamped exactly at the last accepted
    // input's instant, it is that input.
    return beginEventlessInput(at: now, restore)
  }

  /// A whole delivery without an event: one `sendActions(for:)` call.
  ///
  /// - Parameters:
  ///   - tracking: Whether the control is tracking a sequence (a touch) as the call is made.
  ///   - throttles: Whether the programmatic policy is ``ProgrammaticSendPolicy/throttle``.
  ///   - now: The clock's instant when the call is decided as an activation; otherwise unused.
  /// - Returns: What the throttle must do.
  @inlinable
  package mutating func eventlessDelivery(tracking: Bool, throttles: Bool, now: () -> Int64) -> Action {
    switch scope {
    case .idle: break
    case .delivery: return Action(.reentrant, restore: .delivery)
    case .action: return joinRunningInput(entersDelivery: true, .action)
    }
    let restore = SendScope.idle
    if tracking {
      // The touch the control tracks decides it, when the throttle saw that touch; one it has
      // not seen lets it run.
      if hasLiveSequence {
        guard sequenceFlags & Self.acceptedBit != 0 else { return Action(.partOfDroppedInput, restore: restore) }
        return joinRunningInput(entersDelivery: true, restore)
      }
      return passUndecided(entersDelivery: true, restore)
    }
    return decideProgrammatic(entersDelivery: true, throttles, now, restore)
  }

  /// A phase of the touch the control tracks, told by the control's own registration for it.
  ///
  /// The app has no registration for that phase, so no send of its tells it. Nothing is decided or
  /// reported.
  ///
  /// - ``SequencePhase/begins``: a new touch began, so whatever sequence is under way has ended,
  ///   unseen (with `besideOtherTouches`, on a control that takes several fingers, only one whose
  ///   end was told: another may still be down). As a send at a first phase would, this reopens a window that sequence armed and did
  ///   not activate, and forgets its object's address: the new touch's sends begin a sequence of
  ///   their own even when the new touch has the old one's address (UIKit gives freed addresses to
  ///   new touches), whether or not the old one's end was sent.
  /// - ``SequencePhase/activates``: the touch was lifted inside; the window it armed stays.
  /// - ``SequencePhase/endsUnactivated``: the touch was lifted outside or cancelled; the window it
  ///   armed reopens now rather than when the next touch begins, so that another control of its
  ///   group, a window callback or an eventless activation sees it open, and eventless sends of this
  ///   turn belong to the touch, which closes on the next turn.
  ///
  /// An ended sequence is no longer live, so a later send without an event is not its end, but it
  /// stays known by its object's address, so that the app's own registrations for that end,
  /// dispatched after the throttle's, are its sends; the next touch's begin, told or sent, or a
  /// send without an event while the control tracks again, forgets it.
  ///
  /// A phase told while `tracking` does not match it (a touch down while not tracking, an end while
  /// tracking) is a program's send of the registration, and tells nothing.
  ///
  /// - Returns: What the throttle must do: end a reopened window's announcement, and close the
  ///   sequence on the next turn.
  package mutating func trackedSequence(
    _ phase: SequencePhase,
    tracking: Bool,
    besideOtherTouches: Bool = false
  ) -> Action {
    var action = Action(.accepted, restore: scope)
    action.isReported = false
    // UIKit dispatches a touch's begin while the control tracks it and its ends once tracking
    // stopped; otherwise the registration was sent by a program's `sendActions(for:)`.
    guard tracking == (phase == .begins) else { return action }
    let pending = sequenceFlags & Self.pendingBit != 0
    if phase == .begins {
      guard isKnownByAddress, !besideOtherTouches || sequenceFlags & Self.toldEndBit != 0 else { return action }
      if pending { window = ThrottleWindow() }
      action.reopensWindow = pending
      forgetSequence()
      return action
    }
    guard hasLiveSequence, phase.ends else { return action }
    let reopens = phase == .endsUnactivated && pending
    sequenceFlags = (sequenceFlags & ~Self.pendingBit) | Self.toldEndBit
    if reopens {
      window = ThrottleWindow()
      action.reopensWindow = true
    }
    // As after an end a send delivered, eventless sends of this turn belong to the touch, which
    // closes on the next turn, once the control has had eventless sends; after a reopened window,
    // which no longer ties them to it, always.
    if flags & Self.tracksHandlerSendsBit != 0 || reopens, sequenceFlags & Self.endSeenBit == 0 {
      sequenceFlags |= Self.endSeenBit
      action.closesSequenceNextTurn = true
    }
    return action
  }

  /// Ends the current sequence and forgets its object's address.
  mutating func forgetSequence() {
    sequenceFlags = Self.closedBit | (sequenceFlags & Self.activatesOnFirstSendBit)
    sequence = 0
  }

  /// Closes the current sequence for eventless sends, on the turn after its end was seen.
  ///
  /// A sequence still known by its object's address is forgotten: its object can send no more.
  package mutating func closeSequence() {
    guard sequenceFlags & Self.endSeenBit != 0 else { return }
    if isKnownByAddress { sequence = 0 }
    sequenceFlags |= Self.closedBit
  }

  /// An eventless activation: an input of its own at `now`, current for this turn.
  mutating func beginEventlessInput(at now: Int64, _ restore: SendScope) -> Action {
    sequenceFlags = (sequenceFlags & Self.activatesOnFirstSendBit) | Self.eventlessInputBit
    sequence = now
    var action = decideFirstSend(at: now, previous: window, sameInstantPasses: true, restore)
    action.closesSequenceNextTurn = noteEnd(.activates, at: nil, reopeningTo: window)
    // It activates at once: nothing to reopen.
    action.pendsOnGroupClaim = false
    return action
  }

  /// An eventless target-action that the programmatic policy lets through: an activation of its
  /// own, current for this turn, that arms nothing, so that the handlers of the same activation
  /// (a `performPrimaryAction()`'s) pass with it instead of deciding a new input.
  mutating func passProgrammaticActivation(at now: Int64, _ restore: SendScope) -> Action {
    sequenceFlags = (sequenceFlags & Self.activatesOnFirstSendBit) | Self.eventlessInputBit | Self.acceptedBit
    sequence = now
    markAccepted(entersDelivery: false)
    var action = Action(.programmaticSend, restore: restore)
    action.closesSequenceNextTurn = noteEnd(.activates, at: nil, reopeningTo: window)
    return action
  }

  /// An eventless send or delivery from inside one of the control's actions: it belongs to the
  /// input being handled and passes with it.
  @inlinable
  mutating func joinRunningInput(entersDelivery: Bool, _ restore: SendScope) -> Action {
    markAccepted(entersDelivery: entersDelivery)
    guard interval != 0 else { return Action(unthrottled: unthrottledReason, restore: restore) }
    return Action(.accepted, restore: restore)
  }

  /// An eventless send that no input decides: it runs and arms nothing.
  @inlinable
  mutating func passUndecided(entersDelivery: Bool, _ restore: SendScope) -> Action {
    markAccepted(entersDelivery: entersDelivery)
    return Action(.programmaticSend, restore: restore)
  }
}
