extension TransitionSerializer {
  /// Records the screen the running transition `ticket` brings up (``TransitionRequestOrigin``).
  package func setDestination(_ destination: AnyObject, of ticket: TransitionTicket) {
    guard state.running?.id == ticket.id else { return }
    runningDestination = destination
  }

  /// A transition the framework started by itself (a sheet pulled down) takes the host as a
  /// request would, with the serializer's timeout, if no other transition runs.
  ///
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

  /// The user took over the running transition `ticket`: the safety timeout waits until the
  /// interaction ends, bounded by ``maximumTimeout`` from the transition's start.
  ///
  /// - Returns: `false`, changing nothing, for a transition that is not running.
  @discardableResult
  package func interactionBegan(_ ticket: TransitionTicket) -> Bool {
    timeOutIfClockJumpedBack()
    guard state.running?.id == ticket.id, let runningStartedAt else { return false }
    guard !isInteracting else { return true }
    isInteracting = true
    armTimeout(for: ticket, at: runningStartedAt.advanced(by: Self.maximumTimeout))
    return true
  }

  /// The user let go of the running transition `ticket`: its safety timeout starts again from now.
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
