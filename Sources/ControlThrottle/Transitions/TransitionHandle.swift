/// The running transition's way to say it is done.
///
/// The serializer passes one to the work that starts a transition. Call ``finish(cancelled:)``
/// when the animation completes, at once for a non-animated transition. Finishing twice, late
/// (after the safety timeout) or through a handle whose serializer is gone does nothing.
@MainActor
public struct TransitionHandle {
  /// The request this transition belongs to.
  public let ticket: TransitionTicket
  private weak var serializer: TransitionSerializer?

  init(ticket: TransitionTicket, serializer: TransitionSerializer) {
    self.ticket = ticket
    self.serializer = serializer
  }

  /// Releases the host for the next transition.
  ///
  /// - Parameter cancelled: `true` when the user abandoned the transition, such as an interactive
  ///   pop; the outcome is then ``TransitionOutcome/cancelled(waited:)``.
  /// - Returns: `false` when this transition had already finished or timed out.
  @discardableResult
  public func finish(cancelled: Bool = false) -> Bool {
    serializer?.finish(ticket, cancelled: cancelled) ?? false
  }

  /// The user took over the transition; its safety timeout waits until ``interactionEnded()``.
  ///
  /// - Returns: `false` when this transition is no longer running.
  @discardableResult
  public func interactionBegan() -> Bool {
    serializer?.interactionBegan(ticket) ?? false
  }

  /// The user let go of the transition; its safety timeout starts again.
  ///
  /// - Returns: `false` when this transition is no longer running.
  @discardableResult
  public func interactionEnded() -> Bool {
    serializer?.interactionEnded(ticket) ?? false
  }
}
