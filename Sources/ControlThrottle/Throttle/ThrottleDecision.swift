public import Foundation

/// What a throttle decided about one action.
///
/// Every decision is returned to the caller and, when an observer is installed, reported through
/// ``ThrottleRegistry/observer``, so no dropped tap goes unseen.
public enum ThrottleDecision: Hashable, Sendable {
  /// The action runs.
  case accepted
  /// The action does not run, for the given reason.
  case dropped(DropReason)

  /// Why an action was dropped.
  public enum DropReason: Hashable, Sendable {
    /// It arrived before the ignore window ended; `remaining` is the time left, in seconds
    /// (`+infinity` for a window that lasts until reset).
    case insideInterval(remaining: TimeInterval)
    /// It was sent from inside an action of the same control, which would run the action twice for
    /// one tap.
    case reentrant
    /// The previous asynchronous run is still in flight.
    case busy
  }

  /// Whether the action runs.
  @inlinable
  public var isAccepted: Bool {
    if case .accepted = self { return true }
    return false
  }
}
