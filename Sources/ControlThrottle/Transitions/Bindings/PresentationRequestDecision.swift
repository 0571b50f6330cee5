/// What a ``SerializedPresentation`` request does, decided from the presentation's state and the
/// window's before anything changes.
@usableFromInline
enum PresentationRequestDecision {
  /// Ends at once with this outcome, and changes nothing.
  case drop(BindingTransitionOutcome)
  /// Takes the place of this presentation's request that has not started: the latest state wins.
  case replaceWaiting
  /// Waits behind this presentation's own running transition, whatever the policy.
  case waitForOwnTransition
  /// Waits for the window's other presentations to close.
  case waitForOtherPresentation
  /// Goes to the window's serializer.
  case request
}
