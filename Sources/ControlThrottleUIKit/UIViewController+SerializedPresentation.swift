#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension UIViewController {
  /// Presents `viewController` when this controller's window is free of other transitions.
  ///
  /// The transition finishes in UIKit's presentation completion. Requests made while another
  /// transition runs follow `policy`; each gets an outcome in `completion`.
  ///
  /// ```swift
  /// settingsButtonTapped { self.presentSerialized(SettingsViewController()) }
  /// ```
  ///
  /// Presenting a controller that is already presented makes UIKit raise an exception; such a
  /// request ends instead with ``ControlThrottle/TransitionOutcome/DropReason/alreadyPresented``,
  /// checked when its turn comes, so a second tap, a queued request or a follow-up never raises.
  ///
  /// UIKit refuses a presentation — logs a warning, ignores it and never calls its completion —
  /// when this controller's view is in no window, while it already presents another controller,
  /// and while a presentation or dismissal involving it is under way. Such a request never takes
  /// the window: it ends at once with ``ControlThrottle/TransitionOutcome/DropReason/notInWindow``
  /// or ``ControlThrottle/TransitionOutcome/DropReason/presenterBusy``, checked against UIKit's
  /// own facts when the request's turn comes. A refusal no check sees releases the window after
  /// `timeout`, with ``ControlThrottle/TransitionOutcome/timedOut(waited:)``.
  ///
  /// - Parameters:
  ///   - viewController: The controller to present.
  ///   - animated: Whether UIKit animates the presentation.
  ///   - policy: What to do while the window is busy.
  ///   - timeout: How long the presentation may hold the window without its completion; by
  ///     default 1 s. Give a custom animation longer than that a longer timeout.
  ///   - completion: Told the request's outcome, exactly once.
  public func presentSerialized(
    _ viewController: UIViewController,
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    timeout: Duration = .seconds(1),
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    let validation = TransitionValidation(
      host: self,
      window: { $0.viewIfLoaded?.window },
      refusal: { $0.presentationCheck(presenting: viewController).dropReason(for: .present) }
    )
    let serializer = windowTransitionSerializer
    let origin = requestOrigin(on: serializer)
    serializer.request(
      .present, policy: policy, timeout: timeout, isFollowUp: origin.isFollowUp, validate: validation.dropReason
    ) { handle in
      handle.setDestination(viewController)
      self.present(viewController, animated: animated) { handle.finishHandingOff() }
    } completion: {
      completion?($0)
    }
  }

  /// Dismisses the view controller this one presents (or this one, if it is presented) when the
  /// window is free of other transitions.
  ///
  /// UIKit refuses a dismissal while a presentation or dismissal involving this controller is
  /// under way; such a request ends at once with
  /// ``ControlThrottle/TransitionOutcome/DropReason/presenterBusy``. With nothing to dismiss it
  /// ends at once with ``ControlThrottle/TransitionOutcome/DropReason/nothingToDismiss``.
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the dismissal.
  ///   - policy: What to do while the window is busy.
  ///   - timeout: How long the dismissal may hold the window without its completion; by default
  ///     1 s.
  ///   - completion: Told the request's outcome, exactly once.
  public func dismissSerialized(
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    timeout: Duration = .seconds(1),
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    let validation = TransitionValidation(
      host: self,
      window: { $0.viewIfLoaded?.window },
      refusal: { $0.presentationCheck(presenting: nil).dropReason(for: .dismiss) }
    )
    let serializer = windowTransitionSerializer
    let origin = requestOrigin(on: serializer)
    serializer.request(
      .dismiss, policy: policy, timeout: timeout, isFollowUp: origin.isFollowUp, validate: validation.dropReason
    ) { handle in
      self.dismiss(animated: animated) { handle.finishHandingOff() }
    } completion: {
      completion?($0)
    }
  }

  /// The ``ControlThrottle/TransitionSerializer`` of this controller's window: one lock for every
  /// controller in it, the navigation controllers in tabs, split views and presented controllers
  /// included.
  ///
  /// A controller whose view is in no window uses the window of the nearest container or
  /// presenter that is in one (a navigation controller in a tab not shown), and, with none, the
  /// serializer of the outermost of them.
  public var windowTransitionSerializer: TransitionSerializer {
    var host: UIViewController = self
    var next: UIViewController? = self
    while let controller = next {
      if let window = controller.viewIfLoaded?.window { return TransitionHostRegistry.shared.serializer(for: window) }
      host = controller
      next = controller.parent ?? controller.presentingViewController
    }
    return TransitionHostRegistry.shared.serializer(for: host)
  }

  /// Where a request from this controller comes from, for `serializer` to tell follow-ups; first
  /// seen: a dismissal UIKit is making by itself that the serializer has not seen yet (an alert
  /// closed by its action) now holds the window.
  func requestOrigin(on serializer: TransitionSerializer, runsTransition: Bool = false) -> TransitionRequestOrigin {
    var isInsideDestination = false
    var controller: UIViewController? = self
    while let current = controller, let destination = serializer.runningDestination {
      if current === destination { isInsideDestination = true }
      controller = current.parent
    }
    let joinsFrameworkTransition = beginDismissalUnderWay(on: serializer)
    return TransitionRequestOrigin(
      isInsideDestination: isInsideDestination || joinsFrameworkTransition,
      isFromRunningHost: runsTransition,
      hostReportsNoTransition: transitionCoordinator == nil
    )
  }

  /// Makes a dismissal UIKit runs by itself, and the serializer did not see begin, hold the window
  /// until it ends.
  ///
  /// UIKit tells only the presentation controller's delegate of a sheet pulled down or a popover
  /// closed by a tap outside, and that delegate is the app's, left as the app set it. So the
  /// serializer learns of such a dismissal here, from UIKit's own facts, when a request comes while
  /// it runs: nothing needs the window before then.
  ///
  /// - Returns: Whether it is a non-interactive one: UIKit ignores touches meanwhile, so the
  ///   request comes from that dismissal's own callbacks (an alert action's handler).
  private func beginDismissalUnderWay(on serializer: TransitionSerializer) -> Bool {
    guard serializer.running == nil, let dismissed = dismissalUnderWay,
      let coordinator = dismissed.transitionCoordinator,
      let handle = serializer.beginHostTransition(.dismiss)
    else { return false }
    handle.finish(after: coordinator)
    return !coordinator.isInteractive
  }

  /// The controller being dismissed that this one presents, is, or is inside: the request's own
  /// presenter, a container of it, or the sheet it is shown in.
  private var dismissalUnderWay: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if current.isBeingDismissed { return current }
      if let presented = current.presentedViewController, presented.isBeingDismissed { return presented }
      controller = current.parent
    }
    return nil
  }

  /// UIKit's facts about this controller as a presenter of `target` (`nil` for a dismissal), for
  /// the core to decide on.
  func presentationCheck(presenting target: UIViewController?) -> PresentationCheck {
    PresentationCheck(
      isInWindow: viewIfLoaded?.window != nil,
      isPresenting: presentedViewController != nil,
      isPresented: presentingViewController != nil,
      isBeingPresented: isBeingPresented,
      isBeingDismissed: isBeingDismissed,
      presentedIsBeingPresented: presentedViewController?.isBeingPresented ?? false,
      presentedIsBeingDismissed: presentedViewController?.isBeingDismissed ?? false,
      targetIsPresented: target?.presentingViewController != nil
    )
  }
}
#endif
