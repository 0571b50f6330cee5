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
    /// When its turn came, the host was not in a window: it left the window it was requested in,
    /// or, for a presentation, its view was in no window hierarchy (UIKit refuses to present
    /// then).
    case notInWindow
    /// When its turn came, the presenter was already presenting another screen, or a presentation
    /// or dismissal involving it was still under way: UIKit would refuse, log a warning and never
    /// call the completion. The UIKit presentation helpers check UIKit's facts before the
    /// transition starts.
    case presenterBusy
    /// When its turn came, there was nothing to dismiss: the controller presented nothing and was
    /// not presented itself.
    case nothingToDismiss
    /// The host went away while the request waited or ran.
    case hostGone
    /// When its turn came, the screen it was for no longer existed.
    case targetGone
    /// It was cancelled while waiting in the queue.
    case cancelled
    /// When its turn came, the screen to push was already on the navigation stack, or already
    /// being pushed: UIKit raises an exception for a second push of the same controller instance.
    case alreadyOnStack
    /// When its turn came, the screen to present was already presented: UIKit raises an exception
    /// for presenting a controller that is already being presented.
    case alreadyPresented
  }

  /// Whether the transition ran to its end (finished, cancelled by the user, or timed out).
  package var didRun: Bool {
    if case .dropped = self { return false }
    return true
  }
}
