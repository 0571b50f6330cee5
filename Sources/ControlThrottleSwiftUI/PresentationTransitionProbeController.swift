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
  /// The last end reported: UIKit signals each end more than once (the coordinator's completion,
  /// then `viewDidAppear` or `viewDidDisappear`), and each is reported once.
  private var lastReported: End?

  private enum End {
    case presented
    case dismissed
  }

  /// Whether UIKit shows a presentation from the screen this probe sits in (its topmost
  /// ancestor), or `nil` when the probe is in no window.
  package var presentsFromHost: Bool? {
    guard viewIfLoaded?.window != nil else { return nil }
    var controller: UIViewController = self
    while let parent = controller.parent { controller = parent }
    return controller.presentedViewController != nil
  }

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
    _ = coordinator.animate(alongsideTransition: nil) { [weak self] context in
      if !context.isCancelled { self?.report(.presented, report) }
    }
  }

  override package func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Without an animation there is no coordinator: the presentation is over now.
    if let report = reports?.presented { self.report(.presented, report) }
  }

  override package func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard let report = reports?.dismissed, let presented = presentedController, presented.isBeingDismissed,
      let coordinator = transitionCoordinator
    else { return }
    // A swipe-down begins here and may be let go halfway: only a completed one dismissed.
    _ = coordinator.animate(alongsideTransition: nil) { [weak self] context in
      if !context.isCancelled { self?.report(.dismissed, report) }
    }
  }

  override package func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if presentedController?.isBeingDismissed == true, let report = reports?.dismissed {
      self.report(.dismissed, report)
    }
  }

  /// Reports `end` unless it is the end reported last.
  private func report(_ end: End, _ report: @MainActor () -> Void) {
    guard lastReported != end else { return }
    lastReported = end
    report()
  }
}
#endif
