#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A `UISplitViewController` whose detail column changes one at a time with the window's other
/// transitions.
///
/// `showDetailViewController(_:sender:)` — a Show Detail segue, or a row in the primary column
/// that shows its detail — goes through the window's ``ControlThrottle/TransitionSerializer``,
/// counted as a push: it waits or drops by ``transitionPolicy`` while a push, a pop or a
/// presentation runs anywhere in the window, and a push started meanwhile waits for it.
///
/// ```swift
/// let split = SerializedSplitViewController()
/// split.viewControllers = [SerializedNavigationController(rootViewController: list), detail]
/// ```
open class SerializedSplitViewController: UISplitViewController {
  /// What to do with a detail shown while the window is busy.
  open var transitionPolicy: TransitionPolicy = .dropIfBusy

  /// Told the outcome of every detail shown.
  open var transitionCompletion: (@MainActor (TransitionOutcome) -> Void)?

  /// Shows `vc` in the detail column when the window is free.
  override open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    let validation = TransitionValidation(host: self, window: { $0.viewIfLoaded?.window })
    let serializer = windowTransitionSerializer
    let origin = requestOrigin(on: serializer)
    serializer.request(
      .push, policy: transitionPolicy, isFollowUp: origin.isFollowUp, validate: validation.dropReason
    ) { [weak self] handle in
      handle.setDestination(vc)
      self?.showDetailNow(vc, sender: sender)
      handle.finish(after: self?.transitionCoordinator)
    } completion: { [weak self] outcome in
      self?.transitionCompletion?(outcome)
    }
  }

  /// UIKit's own `showDetailViewController(_:sender:)`.
  private func showDetailNow(_ vc: UIViewController, sender: Any?) {
    super.showDetailViewController(vc, sender: sender)
  }
}
#endif
