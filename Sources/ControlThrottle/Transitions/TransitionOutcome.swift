/// How a transition request ended; every request gets exactly one.
public enum TransitionOutcome: Hashable, Sendable {
  /// It ran and its finish signal arrived. `waited` is `true` when it sat in the queue first.
  case finished(waited: Bool)
  /// It ran and was cancelled by the user, such as an interactive pop abandoned halfway.
  case cancelled(waited: Bool)
  /// It ran, but no finish signal arrived before the safety timeout, which released the host.
  case timedOut(waited: Bool)
  /// It did not run, or could not complete, for the given reason.
  case dropped(DropReason)

  /// Why a transition did not run.
  public enum DropReason: Hashable, Sendable {
    /// Another transition was running or queued, and the policy was
    /// ``TransitionPolicy/dropIfBusy``.
    case busy
    /// When its turn came, the host was no longer in a window.
    case hostNotInWindow
    /// The host went away while the request waited or ran.
    case hostGone
    /// When its turn came, the screen it was for no longer existed.
    case targetGone
    /// It was cancelled while waiting in the queue.
    case cancelled
  }

  /// Whether the transition ran to its end (finished, cancelled by the user, or timed out).
  public var didRun: Bool {
    if case .dropped = self { return false }
    return true
  }
}
