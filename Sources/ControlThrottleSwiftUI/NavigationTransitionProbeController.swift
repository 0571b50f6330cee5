#if canImport(UIKit) && !os(watchOS)
package import ControlThrottle
package import UIKit

/// The probe's controller: forwards what the navigation controller's transition coordinator says.
package final class NavigationTransitionProbeController: UIViewController {
  /// Where the reports go.
  package struct Reports {
    package var began: @MainActor (TransitionKind, _ interactive: Bool) -> Void
    package var interactionEnded: @MainActor () -> Void
    package var ended: @MainActor (_ cancelled: Bool, _ screens: Int) -> Void

    package init(
      began: @escaping @MainActor (TransitionKind, _ interactive: Bool) -> Void,
      interactionEnded: @escaping @MainActor () -> Void,
      ended: @escaping @MainActor (_ cancelled: Bool, _ screens: Int) -> Void
    ) {
      self.began = began
      self.interactionEnded = interactionEnded
      self.ended = ended
    }
  }

  package var reports: Reports?
  /// Whether the screen began appearing with no transition coordinator: a transition UIKit ran
  /// without animation, which may have none (UIKit behaviour notes, "Non-animated transitions").
  private var appearsWithoutCoordinator = false
  /// Whether the screen began disappearing and has not disappeared: appearing again then is a
  /// cancelled transition coming back, which its coordinator reports.
  private var isDisappearing = false

  override package func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearsWithoutCoordinator = transitionCoordinator == nil && !isDisappearing
    isDisappearing = false
    reportTransition()
  }

  override package func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard appearsWithoutCoordinator else { return }
    appearsWithoutCoordinator = false
    // With no coordinator the transition is over once the screen on top appeared. Only the screen
    // that appears reports it, so that each transition is reported once.
    guard let reports, let navigation = navigationController, let top = navigation.topViewController,
      top === self || top === screen(in: navigation)
    else { return }
    reports.ended(false, navigation.viewControllers.count - 1)
  }

  override package func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    isDisappearing = false
  }

  /// How many screens above the root the navigation controller shows, or `nil` when the probe is
  /// in none.
  package var screensAboveRoot: Int? {
    navigationController.map { $0.viewControllers.count - 1 }
  }

  /// This probe's ancestor that is one of `navigation`'s screens.
  private func screen(in navigation: UINavigationController) -> UIViewController? {
    var controller: UIViewController = self
    while let parent = controller.parent {
      if parent === navigation { return controller }
      controller = parent
    }
    return nil
  }

  override package func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    isDisappearing = true
    reportTransition()
  }

  /// Reports the navigation controller's running transition, if this screen takes part in it.
  private func reportTransition() {
    guard let reports, let navigation = navigationController, let coordinator = transitionCoordinator,
      let from = coordinator.viewController(forKey: .from), let to = coordinator.viewController(forKey: .to),
      from.parent === navigation || to.parent === navigation
    else { return }
    let isPop = !navigation.viewControllers.contains { $0 === from }
    // `viewControllers` already says what the transition leads to, and a cancelled one may not be
    // restored yet when the coordinator completes: the screens that stay are counted now.
    let screensIfCancelled = navigation.viewControllers.count - 1 + (isPop ? 1 : -1)
    reports.began(isPop ? .pop : .push, coordinator.isInteractive)
    coordinator.notifyWhenInteractionChanges { context in
      if !context.isInteractive { reports.interactionEnded() }
    }
    _ = coordinator.animate(alongsideTransition: nil) { context in
      reports.ended(
        context.isCancelled, context.isCancelled ? screensIfCancelled : navigation.viewControllers.count - 1)
    }
  }
}
#endif
