/// How a request to a serialized SwiftUI binding ended; every request gets exactly one.
///
/// The requests are a ``SerializedNavigationPath`` append or removal, and a
/// ``SerializedPresentation`` present or dismiss.
public enum BindingTransitionOutcome: Hashable, Sendable {
  /// The request went to the window's ``TransitionSerializer`` and ended this way: finished,
  /// timed out, or dropped for the reason it names (busy, nothing to dismiss, the host gone…).
  case transition(TransitionOutcome)
  /// Dropped before it reached the serializer: it asked for what is already on screen or on its
  /// way there, such as an append equal to the value on top or being pushed (a double tap).
  case duplicate
  /// Dropped: no destination is registered for the path's values, so the stack could not show the
  /// value and SwiftUI would push nothing while the path grew.
  case noDestination
  /// A removal asked for more values than the path held when its turn came: it removed `removed`
  /// (all of them) instead of trapping, and ended with `outcome`.
  case clamped(removed: Int, outcome: TransitionOutcome)
  /// A later request to the same binding replaced this one before it ran: the latest state wins.
  case superseded
}
