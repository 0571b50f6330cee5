// A transition serializer's safety timeouts: armed when a transition starts, re-armed when the clock
// moves back, and what ending a transition by its timeout does.
extension TransitionSerializer {
  /// The safety timeout of request `ticket`: its own, or the serializer's.
  func timeout(of ticket: TransitionTicket) -> Duration {
    work[ticket.id]?.timeout ?? timeout
  }

  /// Schedules the safety timeout of the running transition `ticket` at `deadline`, replacing any
  /// other.
  func armTimeout(for ticket: TransitionTicket, at deadline: SchedulerInstant) {
    pendingTimeout?.cancel()
    timeoutArmedAt = scheduler.now
    timeoutLength = timeoutArmedAt.duration(to: deadline)
    pendingTimeout = scheduler.schedule(at: deadline) { [weak self] in
      self?.timeOut(ticket)
    }
  }

  /// Re-arms the pending safety timeout from now if the clock moved back since it was armed.
  ///
  /// The backwards-clock rule: for the length it was armed for, so that the jump never adds to how
  /// long a lost finish signal holds the host. The transition's start moves back with it, so that
  /// an interaction's 60-second bound is measured on the new time line too.
  func rearmTimeoutIfClockMovedBack() {
    guard pendingTimeout != nil else { return }
    let now = scheduler.now
    let armedAt = timeoutArmedAt
    if now < armedAt, let running = state.running {
      if let start = runningStartedAt { runningStartedAt = now.advanced(by: armedAt.duration(to: start)) }
      armTimeout(for: TransitionTicket(id: running.id, kind: running.kind), at: now.advanced(by: timeoutLength))
    }
  }

  /// Ends the running transition `ticket` as timed out and starts what waits.
  private func timeOut(_ ticket: TransitionTicket) {
    guard let entry = state.endRunning(ticket.id) else { return }
    pendingTimeout = nil
    runningDestination = nil
    end(ticket, .timedOut(waited: entry.waited), work.removeValue(forKey: ticket.id)?.completion)
    startWaitingTransitions()
  }
}
