public import Foundation

// Not UIKit API: the dismissals UIKit makes itself, without the presenter's `dismiss(animated:)`
// (behaviour notes §6, §9): a sheet pulled down, a popover closed by a tap outside. The
// presentation controller's delegate hears `presentationControllerShouldDismiss`, then
// `presentationControllerWillDismiss` — with the dismissal's coordinator already available from
// `transitionCoordinator` (INFERRED from the common practice of observing it there) — and
// `presentationControllerDidDismiss` once it is gone; a refused pull (`isModalInPresentation`, or
// the delegate returning `false`) hears only `presentationControllerDidAttemptToDismiss`. A
// cancelled pull hears nothing more: the sheet stays, and gets `viewWillAppear`/`viewDidAppear`
// again, as a cancelled interactive pop does (§5).
extension UIViewController {
  /// Begins pulling this presented sheet down, as the user's finger does.
  ///
  /// - Returns: The pull in progress, or `nil` when none began: the controller is not presented,
  ///   a presentation or dismissal involving it is under way, or the dismissal was refused (the
  ///   delegate then heard `presentationControllerDidAttemptToDismiss`).
  public func beginInteractiveDismissal() -> UIKitTestSheetPull? {
    guard let coordinator = beginUserDismissal(interactive: true) else { return nil }
    coordinator.start()
    return UIKitTestSheetPull(presented: self, coordinator: coordinator)
  }

  /// Taps outside this presented popover: UIKit dismisses it, animated, telling the presentation
  /// controller's delegate.
  ///
  /// - Returns: Whether a dismissal began.
  @discardableResult
  public func tapOutsidePopover() -> Bool {
    guard modalPresentationStyle == .popover, let coordinator = beginUserDismissal(interactive: false) else {
      return false
    }
    runTransition(coordinator, animated: true) { [self] in completeUserDismissal(coordinator) }
    return true
  }

  private func beginUserDismissal(interactive: Bool) -> TransitionCoordinator? {
    guard let presenter = presenting, presenter.presented === self, presented == nil,
      !presentationAnimating, !beingDismissed, let presentationController = ownPresentationController
    else { return nil }
    let delegate = presentationController.delegate
    if isModalInPresentation || delegate?.presentationControllerShouldDismiss(presentationController) == false {
      delegate?.presentationControllerDidAttemptToDismiss(presentationController)
      return nil
    }
    beingDismissed = true
    presentationAnimating = true
    let coordinator = TransitionCoordinator(
      from: self,
      to: presenter,
      container: viewIfLoaded?.window ?? view,
      animated: true,
      interactive: interactive,
      duration: UIKitTestEnvironment.assumptions.transitionDuration,
      presentationStyle: modalPresentationStyle
    )
    presenter.activeCoordinator = coordinator
    activeCoordinator = coordinator
    delegate?.presentationControllerWillDismiss(presentationController)
    sendWillDisappear(true)
    return coordinator
  }

  /// Ends a dismissal UIKit made itself: gone and `presentationControllerDidDismiss`, or, for a
  /// cancelled pull, back in place.
  func completeUserDismissal(_ coordinator: TransitionCoordinator) {
    guard !coordinator.isFinished, let presenter = presenting else { return }
    coordinator.complete()
    if coordinator.isCancelled {
      beingDismissed = false
      presentationAnimating = false
      presenter.activeCoordinator = nil
      activeCoordinator = nil
      sendWillAppear(true)
      sendDidAppear(true)
      return
    }
    let presentationController = ownPresentationController
    endDismissal(from: presenter)
    sendDidDisappear(true)
    if let presentationController {
      presentationController.delegate?.presentationControllerDidDismiss(presentationController)
    }
  }
}

/// Not UIKit API: a sheet being pulled down under the user's finger.
///
/// Made by `UIViewController.beginInteractiveDismissal()`. While the finger is down the dismissal
/// is interactive; ``finish()`` and ``cancel()`` lift it, which runs the coordinator's
/// `notifyWhenInteractionChanges` handlers at once and completes the dismissal after the rest of
/// its animation on the test clock.
@MainActor
public final class UIKitTestSheetPull {
  private let finger: FingerDrivenTransition

  init(presented: UIViewController, coordinator: TransitionCoordinator) {
    finger = FingerDrivenTransition(coordinator: coordinator) { presented.completeUserDismissal($0) }
  }

  /// Whether the finger is still down.
  public var isInteractive: Bool { finger.isInteractive }

  /// Moves the finger so that the dismissal is `percentComplete` (0…1) done.
  public func update(percentComplete: CGFloat) {
    finger.move(toPercentComplete: percentComplete)
  }

  /// Lifts the finger far enough down: the sheet goes.
  public func finish() {
    finger.lift(cancelled: false)
  }

  /// Lifts the finger short of the threshold: the sheet springs back.
  public func cancel() {
    finger.lift(cancelled: true)
  }
}
