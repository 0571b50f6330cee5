/// How a transition request ended; every request gets exactly one.
///
/// The requests are a ``TransitionSerializer``'s, and those of the SwiftUI bindings that go
/// through one: a ``SerializedNavigationPath`` append or removal, and a ``SerializedPresentation``
/// present or dismiss.
///
/// ```swift
/// path.append(.details(id: 1)) { outcome in
///   if outcome == .dropped(.alreadyOnStack) { log("double tap") }
/// }
/// ```
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
    /// When its turn came, the host was not in a window: it left the window it was requested in;
    /// for a presentation, its view was in no window hierarchy (UIKit refuses to present then); for
    /// a ``SerializedNavigationPath``, the stack that shows it was not on screen.
    case notInWindow
    /// When its turn came, the presenter was already presenting another screen, or a presentation
    /// or dismissal involving it was still under way: UIKit would refuse, log a warning and never
    /// call the completion. The UIKit presentation helpers check UIKit's facts before the
    /// transition starts.
    case presenterBusy
    /// There was nothing to dismiss: when its turn came, the controller presented nothing and was
    /// not presented itself; or a ``SerializedPresentation`` showed nothing, or was already being
    /// dismissed, when asked. In that last case the dismissal under way decides, and its own
    /// outcome says whether the presentation went.
    case nothingToDismiss
    /// The host went away while the request waited or ran.
    case hostGone
    /// When its turn came, the screen it was for no longer existed.
    case targetGone
    /// It was withdrawn while it waited for its turn: by ``TransitionSerializer/cancel(_:)``, by
    /// cancelling the task awaiting ``TransitionSerializer/perform(_:policy:timeout:validate:start:)``,
    /// or, for a ``SerializedPresentation``, by a later request to it that took its place (the
    /// latest state wins).
    ///
    /// A transition that ran and was then cancelled, such as an interactive pop the user
    /// abandoned, ends as ``TransitionOutcome/cancelled(waited:)`` instead.
    case withdrawn
    /// The screen to push was already on the stack, or already being pushed.
    ///
    /// In UIKit it is checked when the request's turn comes: UIKit raises an exception for a
    /// second push of the same controller instance. A ``SerializedNavigationPath`` checks when
    /// asked, and drops an append equal to the value on top or to the value on its way there (a
    /// double tap); a value deeper in the path may be pushed again, as in a `NavigationPath`.
    case alreadyOnStack
    /// The screen to present was already presented, or already being presented.
    ///
    /// In UIKit it is checked when the request's turn comes: UIKit raises an exception for
    /// presenting a controller that is already being presented. A ``SerializedPresentation``
    /// checks when asked, and drops a request for the item it shows or is presenting.
    case alreadyPresented
  }

  /// Whether the transition ran to its end (finished, cancelled by the user, or timed out).
  package var didRun: Bool {
    if case .dropped = self { return false }
    return true
  }
}
