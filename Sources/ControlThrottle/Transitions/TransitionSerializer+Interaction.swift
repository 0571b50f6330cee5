extension TransitionSerializer {
  /// Records the screen the running transition `ticket` brings up; requests it makes while the
  /// transition completes are follow-ups (``TransitionRequestOrigin``).
  package func setDestination(_ destination: AnyObject, of ticket: TransitionTicket) {
    guard state.running?.id == ticket.id else { return }
    runningDestination = destination
  }

  /// A transition the host's framework started by itself — a sheet pulled down, an alert dismissed
  /// by its action — takes the host as if it had been requested, if no other transition runs.
  ///
  /// Observers hear it start and end; requests made meanwhile wait or drop by their policy, and it
  /// holds the host until its handle is finished or its safety timeout (the serializer's).
  /// - Returns: The transition's handle, or `nil` when another transition runs or the host is gone.
  package func beginHostTransition(_ kind: TransitionKind) -> TransitionHandle? {
    guard !isGone else { return nil }
    let ticket = TransitionTicket(id: RequestIdentifiers.make(), kind: kind)
    guard state.beginHostTransition(ticket.id, kind) != nil else { return nil }
    work[ticket.id] = Work(validate: { nil }, start: { _ in }, completion: nil, timeout: nil)
    runningStartedAt = scheduler.now
    isInteracting = false
    runningDestination = nil
    armTimeout(for: ticket, at: scheduler.now.advanced(by: timeout))
    notify(.started(ticket))
    return TransitionHandle(ticket: ticket, serializer: self)
  }

  /// The user took over the running transition `ticket` (an interactive pop under a finger): the
  /// safety timeout waits until the interaction ends, bounded by 60 seconds from the
  /// transition's start however often the interaction begins again.
  ///
  /// - Returns: `false`, changing nothing, for a transition that is not running.
  @discardableResult
  package func interactionBegan(_ ticket: TransitionTicket) -> Bool {
    timeOutIfClockJumpedBack()
    guard state.running?.id == ticket.id, let runningStartedAt else { return false }
    guard !isInteracting else { return true }
    isInteracting = true
    // Bounded from the transition's start, however often the interaction begins again.
    armTimeout(for: ticket, at: runningStartedAt.advanced(by: Self.maximumTimeout))
    return true
  }

  /// The user let go of the running transition `ticket`: its safety timeout (the request's own,
  /// or `timeout`) starts again from now, for the animation that completes or cancels it.
  ///
  /// - Returns: `false`, changing nothing, for a transition that is not running or not interactive.
  @discardableResult
  package func interactionEnded(_ ticket: TransitionTicket) -> Bool {
    guard state.running?.id == ticket.id, isInteracting else { return false }
    isInteracting = false
    armTimeout(for: ticket, at: scheduler.now.advanced(by: timeout(of: ticket)))
    return true
  }
}
