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
      refusal: { $0.presentationCheck.dropReason(for: .present) }
    )
    windowTransitionSerializer.request(.present, policy: policy, timeout: timeout, validate: validation.dropReason) {
      handle in
      self.present(viewController, animated: animated) { handle.finish() }
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
      refusal: { $0.presentationCheck.dropReason(for: .dismiss) }
    )
    windowTransitionSerializer.request(.dismiss, policy: policy, timeout: timeout, validate: validation.dropReason) {
      handle in
      self.dismiss(animated: animated) { handle.finish() }
    } completion: {
      completion?($0)
    }
  }

  /// The ``ControlThrottle/TransitionSerializer`` of this controller's window, or of the controller
  /// itself while it is in no window.
  public var windowTransitionSerializer: TransitionSerializer {
    TransitionHostRegistry.shared.serializer(for: viewIfLoaded?.window ?? self)
  }

  /// UIKit's facts about this controller as a presenter, for the core to decide on.
  var presentationCheck: PresentationCheck {
    PresentationCheck(
      isInWindow: viewIfLoaded?.window != nil,
      isPresenting: presentedViewController != nil,
      isPresented: presentingViewController != nil,
      isBeingPresented: isBeingPresented,
      isBeingDismissed: isBeingDismissed,
      presentedIsBeingPresented: presentedViewController?.isBeingPresented ?? false,
      presentedIsBeingDismissed: presentedViewController?.isBeingDismissed ?? false
    )
  }
}
#endif
