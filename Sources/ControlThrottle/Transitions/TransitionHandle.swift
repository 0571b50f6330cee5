/// The running transition's way to say it is done.
///
/// The serializer passes one to the work that starts a transition. Call ``finish(cancelled:)``
/// when the animation completes, at once for a non-animated transition. Finishing twice, late
/// (after the safety timeout) or through a handle whose serializer is gone does nothing.
@MainActor
public struct TransitionHandle {
  @usableFromInline package let ticket: TransitionTicket
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

  /// Releases the host from inside the framework's callbacks (a coordinator's completion): the
  /// next transition starts on the next turn, after `viewDidAppear` and `didShow`, and requests
  /// made until then are follow-ups.
  ///
  /// - Returns: `false` when this transition had already finished or timed out.
  @discardableResult
  package func finishHandingOff(cancelled: Bool = false) -> Bool {
    serializer?.finish(ticket, cancelled: cancelled, handOff: true) ?? false
  }

  /// Records the screen this transition brings up: requests from it are follow-ups.
  package func setDestination(_ destination: AnyObject) {
    serializer?.setDestination(destination, of: ticket)
  }

  /// The user took over the transition; its safety timeout waits until ``interactionEnded()``.
  ///
  /// - Returns: `false` when this transition is no longer running.
  @discardableResult
  package func interactionBegan() -> Bool {
    serializer?.interactionBegan(ticket) ?? false
  }

  /// The user let go of the transition; its safety timeout starts again.
  ///
  /// - Returns: `false` when this transition is no longer running.
  @discardableResult
  package func interactionEnded() -> Bool {
    serializer?.interactionEnded(ticket) ?? false
  }

  /// Tells how the transition began: under the user's finger (an interactive pop), or animated.
  ///
  /// An animated transition keeps its timeout. Adapters pass the coordinator's `isInteractive`.
  ///
  /// - Returns: `false` when this transition is no longer running.
  @discardableResult
  package func transitionBegan(interactive: Bool) -> Bool {
    guard interactive else { return serializer?.running == ticket }
    return interactionBegan()
  }

  /// Tells that the transition became interactive (``interactionBegan()``) or stopped being so
  /// (``interactionEnded()``), as a coordinator's `notifyWhenInteractionChanges` handler reports.
  ///
  /// - Returns: `false` when this transition is no longer running.
  @discardableResult
  package func interactionChanged(interactive: Bool) -> Bool {
    interactive ? interactionBegan() : interactionEnded()
  }
}
