import Foundation

/// The finger of an interactive transition the double drives for a test: an edge-swipe pop
/// (``UIKitTestInteractivePop``) or a sheet pulled down (``UIKitTestSheetPull``).
///
/// Moving it sets how far the transition is, while it is down. Lifting it ends the interaction,
/// which runs the coordinator's `notifyWhenInteractionChanges` handlers at once, and completes the
/// transition after the rest of its animation on the test clock: what was left of it when the
/// transition finishes, what was done of it when it is cancelled (behaviour notes §5, §9).
@MainActor
struct FingerDrivenTransition {
  let coordinator: TransitionCoordinator
  /// Completes the transition, once the rest of its animation has run.
  let complete: @MainActor (TransitionCoordinator) -> Void

  /// Whether the finger is still down.
  var isInteractive: Bool { coordinator.isInteractive }

  /// Moves the finger so that the transition is `percentComplete` (0…1) done; nothing once lifted.
  func move(toPercentComplete percentComplete: CGFloat) {
    guard isInteractive else { return }
    coordinator.percentComplete = min(max(percentComplete, 0), 1)
  }

  /// Lifts the finger, finishing or cancelling the transition; nothing once lifted.
  ///
  /// - Parameters:
  ///   - cancelled: Whether the finger lifts short of the threshold, cancelling the transition.
  ///   - interactionEnded: Runs once the interaction has ended, before the completion is
  ///     scheduled (what UIKit does at once when the finger lifts).
  func lift(cancelled: Bool, interactionEnded: () -> Void = {}) {
    guard isInteractive else { return }
    coordinator.endInteraction(cancelled: cancelled)
    interactionEnded()
    let done = Double(coordinator.percentComplete)
    let rest = coordinator.transitionDuration * (cancelled ? done : 1 - done)
    let coordinator = coordinator
    let complete = complete
    UIKitTestEnvironment.clock.schedule(after: rest) { complete(coordinator) }
  }
}
