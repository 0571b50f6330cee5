import Foundation

// Modal presentation (behaviour notes §6, §9). Refusals are logged, not thrown, and never call the
// completion; presenting a controller that is already presented is a programmer error.
// Presentations behave like sheets: the presenting controller gets no appearance callbacks;
// full-screen styles and adaptive presentation are not modelled. The presented controller and the
// children it shows get the appearance callbacks, and `isBeingPresented` stays `true` through
// `viewDidAppear` (UIKitTestAssumptions.isBeingPresentedClearsBeforePresentCompletion says when it
// clears). A presentation or dismissal is "in progress" for UIKit's refusals while it animates, so
// a presented controller may present from its `viewDidAppear`. Dismissals UIKit makes itself are in
// UIViewController+UserDismissal.swift. Animated transitions take
// UIKitTestAssumptions.transitionDuration; the real durations are not confirmed.
extension UIViewController {
  /// The controller that presents for this one: the root of its containment tree, standing for
  /// UIKit's full-screen presentation context (INFERRED).
  private var presentationContext: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  func performPresentation(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)?
  ) {
    if let presenter = viewControllerToPresent.presenting {
      preconditionFailure(
        "Application tried to present modally a view controller \(viewControllerToPresent) that is already being presented by \(presenter)."
      )
    }
    let presenter = presentationContext
    guard let window = presenter.viewIfLoaded?.window else {
      UIKitTestEnvironment.log(
        "Warning: Attempt to present \(viewControllerToPresent) on \(presenter) whose view is not in the window hierarchy!"
      )
      if UIKitTestEnvironment.assumptions.refusedPresentationNotInWindowCallsCompletion { completion?() }
      return
    }
    let current = presenter.presented
    if presenter.presentationAnimating || current?.presentationAnimating == true || current?.beingDismissed == true {
      UIKitTestEnvironment.log(
        "Attempt to present \(viewControllerToPresent) on \(presenter) (from \(self)) while a presentation is in progress."
      )
      return
    }
    if let current {
      UIKitTestEnvironment.log(
        "[Presentation] Attempt to present \(viewControllerToPresent) on \(presenter) (from \(self)) which is already presenting \(current)."
      )
      return
    }
    let presented = viewControllerToPresent
    presenter.presented = presented
    presented.presenting = presenter
    presented.beingPresented = true
    presented.presentationAnimating = true
    if presented.ownPresentationController == nil {
      presented.ownPresentationController = UIPresentationController(presentedViewController: presented)
    }
    let coordinator = TransitionCoordinator(
      from: presenter,
      to: presented,
      container: window,
      animated: flag,
      interactive: false,
      duration: flag ? UIKitTestEnvironment.assumptions.transitionDuration : 0,
      presentationStyle: .automatic
    )
    presenter.activeCoordinator = coordinator
    presented.activeCoordinator = coordinator
    presented.view.frame = window.bounds
    window.addSubview(presented.view)
    presented.sendWillAppear(flag)
    let finish: @MainActor () -> Void = {
      coordinator.complete()
      presented.presentationAnimating = false
      presenter.activeCoordinator = nil
      presented.activeCoordinator = nil
      presented.sendDidAppear(flag)
      let clearsFirst = UIKitTestEnvironment.assumptions.isBeingPresentedClearsBeforePresentCompletion
      if clearsFirst { presented.beingPresented = false }
      completion?()
      if !clearsFirst { presented.beingPresented = false }
    }
    runTransition(coordinator, animated: flag, finish: finish)
  }

  func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
    let presenter: UIViewController
    if presentedViewController != nil {
      presenter = presented != nil ? self : presentationContext
    } else if let presenting = presentingViewController {
      presenter = presenting
    } else {
      if UIKitTestEnvironment.assumptions.dismissWithNothingPresentedCallsCompletion { completion?() }
      return
    }
    guard let dismissed = presenter.presented else { return }
    if dismissed.presentationAnimating || dismissed.beingDismissed || presenter.presentationAnimating
      || presenter.beingDismissed
    {
      UIKitTestEnvironment.log(
        "Warning: Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!"
      )
      return
    }
    // Everything above `dismissed` goes at once; only the top one would animate, the double
    // animates `dismissed` for the whole stack.
    var above = dismissed.presented
    while let controller = above {
      above = controller.presented
      controller.viewIfLoaded?.removeFromSuperview()
      controller.presenting?.presented = nil
      controller.presenting = nil
    }
    dismissed.beingDismissed = true
    dismissed.presentationAnimating = true
    let coordinator = TransitionCoordinator(
      from: dismissed,
      to: presenter,
      container: dismissed.viewIfLoaded?.window ?? dismissed.view,
      animated: flag,
      interactive: false,
      duration: flag ? UIKitTestEnvironment.assumptions.transitionDuration : 0,
      presentationStyle: .automatic
    )
    presenter.activeCoordinator = coordinator
    dismissed.activeCoordinator = coordinator
    dismissed.sendWillDisappear(flag)
    let finish: @MainActor () -> Void = {
      coordinator.complete()
      dismissed.endDismissal(from: presenter)
      dismissed.sendDidDisappear(flag)
      completion?()
    }
    runTransition(coordinator, animated: flag, finish: finish)
  }

  /// The dismissal of this presented controller ended: it leaves its presenter and the window.
  func endDismissal(from presenter: UIViewController) {
    viewIfLoaded?.removeFromSuperview()
    beingDismissed = false
    presentationAnimating = false
    presenter.presented = nil
    presenting = nil
    ownPresentationController = nil
    presenter.activeCoordinator = nil
    activeCoordinator = nil
  }

  /// Starts and ends a presentation transition on the test clock.
  func runTransition(
    _ coordinator: TransitionCoordinator,
    animated: Bool,
    finish: @escaping @MainActor () -> Void
  ) {
    let clock = UIKitTestEnvironment.clock
    guard animated || UIKitTestEnvironment.assumptions.nonAnimatedPresentationCompletesOnNextTurn else {
      coordinator.start()
      finish()
      return
    }
    clock.schedule(after: 0) { coordinator.start() }
    clock.schedule(after: coordinator.transitionDuration, finish)
  }
}
