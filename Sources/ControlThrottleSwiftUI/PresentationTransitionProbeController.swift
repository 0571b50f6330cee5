#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
package import UIKit

/// The probe's controller: forwards what UIKit says of the presentation it sits in.
package final class PresentationTransitionProbeController: UIViewController {
  /// Where the reports go; `nil` for those the probe's role does not make.
  package struct Reports {
    package var presented: (@MainActor () -> Void)?
    package var dismissed: (@MainActor () -> Void)?
    package var hostLeft: (@MainActor () -> Void)?

    package init(
      presented: (@MainActor () -> Void)?,
      dismissed: (@MainActor () -> Void)?,
      hostLeft: (@MainActor () -> Void)?
    ) {
      self.presented = presented
      self.dismissed = dismissed
      self.hostLeft = hostLeft
    }
  }

  package var reports: Reports?

  /// The controller UIKit presented: the topmost ancestor, when something presented it.
  private var presentedController: UIViewController? {
    var controller: UIViewController = self
    while let parent = controller.parent { controller = parent }
    return controller.presentingViewController == nil ? nil : controller
  }

  override package func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let report = reports?.presented, let presented = presentedController, presented.isBeingPresented,
      let coordinator = transitionCoordinator
    else { return }
    _ = coordinator.animate(alongsideTransition: nil) { context in
      if !context.isCancelled { report() }
    }
  }

  override package func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Without an animation there is no coordinator: the presentation is over now.
    reports?.presented?()
  }

  override package func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard let report = reports?.dismissed, let presented = presentedController, presented.isBeingDismissed,
      let coordinator = transitionCoordinator
    else { return }
    // A swipe-down begins here and may be let go halfway: only a completed one dismissed.
    _ = coordinator.animate(alongsideTransition: nil) { context in
      if !context.isCancelled { report() }
    }
  }

  override package func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if presentedController?.isBeingDismissed == true { reports?.dismissed?() }
  }
}
#endif
