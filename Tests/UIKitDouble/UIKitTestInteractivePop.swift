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
  private let navigationController: UINavigationController
  private let transitionCoordinator: TransitionCoordinator

  init(navigationController: UINavigationController, coordinator: TransitionCoordinator) {
    self.navigationController = navigationController
    self.transitionCoordinator = coordinator
  }

  /// The transition's coordinator, as `transitionCoordinator` returns it.
  public var coordinator: any UIViewControllerTransitionCoordinator { transitionCoordinator }

  /// Whether the finger is still down.
  public var isInteractive: Bool { transitionCoordinator.isInteractive }

  /// Whether the transition has completed (finished or cancelled).
  public var isCompleted: Bool { transitionCoordinator.isFinished }

  /// Moves the finger so that the transition is `percentComplete` (0…1) done.
  public func update(percentComplete: CGFloat) {
    guard isInteractive else { return }
    transitionCoordinator.percentComplete = min(max(percentComplete, 0), 1)
  }

  /// Lifts the finger past the threshold: the pop completes.
  public func finish() {
    guard isInteractive else { return }
    transitionCoordinator.endInteraction(cancelled: false)
    schedule(after: transitionCoordinator.transitionDuration * Double(1 - transitionCoordinator.percentComplete))
  }

  /// Lifts the finger short of the threshold: the pop is cancelled and the stack restored.
  ///
  /// The controller that was being revealed gets `viewWillDisappear` at once.
  public func cancel() {
    guard isInteractive else { return }
    transitionCoordinator.endInteraction(cancelled: true)
    transitionCoordinator.viewController(forKey: .to)?.viewWillDisappear(true)
    schedule(after: transitionCoordinator.transitionDuration * Double(transitionCoordinator.percentComplete))
  }

  private func schedule(after seconds: TimeInterval) {
    let navigation = navigationController
    let coordinator = transitionCoordinator
    UIKitTestEnvironment.clock.schedule(after: seconds) { navigation.completeTransition(coordinator) }
  }
}
