// A transition serializer's safety timeouts: armed when a transition starts, ended early by a clock
// that moved back past them, and what ending a transition by its timeout does.
extension TransitionSerializer {
  /// The safety timeout of request `ticket`: its own, or the serializer's.
  func timeout(of ticket: TransitionTicket) -> Duration {
    work[ticket.id]?.timeout ?? timeout
  }

  /// Schedules the running transition's safety timeout at `deadline`, replacing any other.
  func armTimeout(for ticket: TransitionTicket, at deadline: SchedulerInstant) {
    pendingTimeout?.cancel()
    timeoutArmedAt = scheduler.now.uptimeNanoseconds
    timeoutLength = Nanoseconds.distance(from: timeoutArmedAt, to: deadline.uptimeNanoseconds)
    pendingTimeout = scheduler.schedule(at: deadline) { [weak self] in
      self?.timeOut(ticket)
    }
  }

  /// Times the running transition out now if the clock moved back from the instant its safety
  /// timeout was armed at by at least the timeout's length (``Nanoseconds/jumpedBack(from:atLeast:to:)``,
  /// the rule of every hold in the package); after a shorter jump the timeout stays where it was.
  func timeOutIfClockJumpedBack() {
    guard pendingTimeout != nil else { return }
    let now = scheduler.now.uptimeNanoseconds
    let armedAt = timeoutArmedAt
    guard now < armedAt, Nanoseconds.jumpedBack(from: armedAt, atLeast: timeoutLength, to: now),
      let running = state.running
    else { return }
    pendingTimeout?.cancel()
    timeOut(TransitionTicket(id: running.id, kind: running.kind))
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
