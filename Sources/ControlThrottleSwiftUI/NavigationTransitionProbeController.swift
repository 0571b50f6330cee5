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

  override package func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    reportTransition()
  }

  override package func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
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
