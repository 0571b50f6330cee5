public import Foundation

/// Not UIKit API: an interactive pop in progress, as the edge-swipe gesture drives it.
///
/// Made by `UINavigationController.beginInteractivePop()`. While the finger is down the
/// transition is interactive; ``finish()`` and ``cancel()`` lift the finger, which runs the
/// coordinator's `notifyWhenInteractionChanges` handlers at once and completes the transition
/// after the rest of its animation on the test clock (behaviour notes §5, "Interactive pop").
///
/// ```swift
/// let pop = try #require(navigation.beginInteractivePop())
/// pop.update(percentComplete: 0.3)
/// pop.cancel()
/// UIKitTestEnvironment.clock.advance(by: 0.35)
/// ```
@MainActor
public final class UIKitTestInteractivePop {
  private let finger: FingerDrivenTransition

  init(navigationController: UINavigationController, coordinator: TransitionCoordinator) {
    finger = FingerDrivenTransition(coordinator: coordinator) { navigationController.completeTransition($0) }
  }

  /// The transition's coordinator, as `transitionCoordinator` returns it.
  public var coordinator: any UIViewControllerTransitionCoordinator { finger.coordinator }

  /// Whether the finger is still down.
  public var isInteractive: Bool { finger.isInteractive }

  /// Whether the transition has completed (finished or cancelled).
  public var isCompleted: Bool { finger.coordinator.isFinished }

  /// Moves the finger so that the transition is `percentComplete` (0…1) done.
  public func update(percentComplete: CGFloat) {
    finger.move(toPercentComplete: percentComplete)
  }

  /// Lifts the finger past the threshold: the pop completes.
  public func finish() {
    finger.lift(cancelled: false)
  }

  /// Lifts the finger short of the threshold: the pop is cancelled and the stack restored.
  ///
  /// The controller that was being revealed gets `viewWillDisappear` at once.
  public func cancel() {
    let coordinator = finger.coordinator
    finger.lift(cancelled: true) { coordinator.viewController(forKey: .to)?.viewWillDisappear(true) }
  }
}
