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
    let restore = flags & Self.sendBits
    // From now on sequences close for eventless sends on the turn after their end.
    flags |= Self.tracksHandlerSendsBit
    if isInsideDelivery { return memberOfDelivery(restore) }
    if isInsideAction { return joinRunningInput(entersDelivery: false, restore) }
    if sequenceFlags & Self.closedBit == 0 {
      if sequenceFlags & Self.endSeenBit != 0 { return continueSequence(at: nil, .continues, false, restore) }
      let isLive = hasLiveSequence
      if tracking && isLive { return continueSequence(at: nil, .continues, false, restore) }
      // A sequence whose end no send delivered yet: this send is its end's, while its window is open.
      // So is a handler after an end an event delivered (a primary action's), not a target-action:
      // one of that end's own would carry its event.
      if !tracking && (isLive || isHandler) && window.isIgnoring(at: now) {
        let phase: SequencePhase = isLive && !inside ? .endsUnactivated : .activates
        return continueSequence(at: nil, phase, false, restore)
      }
    }
    if tracking { return passUndecided(entersDelivery: false, restore) }
    guard throttles || isHandler else { return passUndecided(entersDelivery: false, restore) }
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
    let restore = flags & Self.sendBits
    if isInsideDelivery { return Action(.reentrant, restore: restore) }
    if isInsideAction { return joinRunningInput(entersDelivery: true, restore) }
    if tracking {
      if hasLiveSequence && sequenceFlags & Self.acceptedBit == 0 {
        return Action(.partOfDroppedInput, restore: restore)
      }
      return passUndecided(entersDelivery: true, restore)
    }
    return decideProgrammatic(entersDelivery: true, throttles, now, restore)
  }

  /// The end of the touch the control tracked, told by the control's own end registration rather
  /// than by a send of the app's.
  ///
  /// The sequence ends, activating or not: a window it armed and did not activate is reopened. For
  /// the rest of this main-actor turn it is still known by its object's address, but only for sends
  /// of its end (the app's own registrations for that end, dispatched after the throttle's) and for
  /// eventless sends; on the next turn it closes and its address is forgotten, so a later object at
  /// that address begins a new sequence. Nothing is decided or reported.
  ///
  /// - Parameter activated: Whether the touch activated the control (lifted inside).
  /// - Returns: What the throttle must do: reopen the window, and close the sequence on the next
  ///   turn.
  package mutating func trackedSequenceEnded(activated: Bool) -> Action {
    var action = Action(.accepted, restore: flags & Self.sendBits)
    action.isReported = false
    guard hasLiveSequence else { return action }
    let armed = window
    action.closesSequenceNextTurn = sequenceFlags & Self.endSeenBit == 0
    _ = noteEnd(activated ? .activates : .endsUnactivated, at: nil, reopeningTo: ThrottleWindow())
    action.reopensWindow = window != armed
    sequenceFlags |= Self.endSeenBit | Self.toldEndBit
    return action
  }

  /// An eventless activation: an input of its own at `now`, current for this turn.
  mutating func beginEventlessInput(at now: Int64, _ restore: UInt8) -> Action {
    sequenceFlags = (sequenceFlags & Self.activatesOnFirstSendBit) | Self.eventlessInputBit
    sequence = now
    var action = decideFirstSend(at: now, previous: window, sameInstantPasses: true, restore)
    action.closesSequenceNextTurn = noteEnd(.activates, at: nil, reopeningTo: window)
    return action
  }

  /// An eventless send or delivery from inside one of the control's actions: it belongs to the
  /// input being handled and passes with it.
  @inlinable
  mutating func joinRunningInput(entersDelivery: Bool, _ restore: UInt8) -> Action {
    markAccepted(entersDelivery: entersDelivery)
    guard interval != 0 else { return Action(unthrottled: unthrottledReason, restore: restore) }
    return Action(.accepted, restore: restore)
  }

  /// An eventless send that no input decides: it runs and arms nothing.
  @inlinable
  mutating func passUndecided(entersDelivery: Bool, _ restore: UInt8) -> Action {
    markAccepted(entersDelivery: entersDelivery)
    return Action(.programmaticSend, restore: restore)
  }
}
