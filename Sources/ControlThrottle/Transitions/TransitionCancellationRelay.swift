/// Carries the cancellation of a task awaiting a transition to the request it made, whichever
/// comes first: the ticket or the cancellation.
package final class TransitionCancellationRelay: Sendable {
  private let state = LockedBox((ticket: TransitionTicket?.none, isCancelled: false))

  package init() {}

  /// Records the request's ticket.
  ///
  /// - Returns: Whether the task was already cancelled, so the caller must cancel the request.
  package func awaitCancellation(of ticket: TransitionTicket) -> Bool {
    state.withLock { state in
      state.ticket = ticket
      return state.isCancelled
    }
  }

  /// Records the cancellation.
  ///
  /// - Returns: The ticket to cancel, if the request was already made.
  package func cancel() -> TransitionTicket? {
    state.withLock { state in
      state.isCancelled = true
      return state.ticket
    }
  }
}
