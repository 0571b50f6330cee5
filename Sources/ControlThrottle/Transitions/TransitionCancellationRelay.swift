/// Carries the cancellation of a task awaiting ``TransitionSerializer/perform(_:policy:validate:start:)``
/// to the request it made, whichever comes first: the ticket or the cancellation.
///
/// `@unchecked Sendable`: its two fields are only touched under its lock.
package final class TransitionCancellationRelay: @unchecked Sendable {
  private let lock = Lock()
  private var ticket: TransitionTicket?
  private var isCancelled = false

  package init() {}

  /// Records the request's ticket.
  ///
  /// - Returns: Whether the task was already cancelled, so the caller must cancel the request.
  package func awaitCancellation(of ticket: TransitionTicket) -> Bool {
    lock.withLock {
      self.ticket = ticket
      return isCancelled
    }
  }

  /// Records the cancellation.
  ///
  /// - Returns: The ticket to cancel, if the request was already made.
  package func cancel() -> TransitionTicket? {
    lock.withLock {
      isCancelled = true
      return ticket
    }
  }
}
