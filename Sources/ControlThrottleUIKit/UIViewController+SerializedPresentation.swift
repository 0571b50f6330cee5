#if canImport(UIKit)
public import ControlThrottle
public import UIKit

extension UIViewController {
  /// Presents `viewController` when this controller's window is free of other transitions.
  ///
  /// The transition finishes in UIKit's presentation completion. Requests made while another
  /// transition runs follow `policy`; each gets an outcome in `onOutcome`.
  ///
  /// ```swift
  /// settingsButtonTapped { self.presentSerialized(SettingsViewController()) }
  /// ```
  public func presentSerialized(
    _ viewController: UIViewController,
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    let validation = TransitionValidation(host: self, window: { $0.viewIfLoaded?.window })
    windowTransitionSerializer.request(.present, policy: policy, validate: validation.dropReason) { handle in
      self.present(viewController, animated: animated) { handle.finish() }
    } completion: {
      onOutcome?($0)
    }
  }

  /// Dismisses the view controller this one presents (or this one, if it is presented) when the
  /// window is free of other transitions.
  public func dismissSerialized(
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    let validation = TransitionValidation(host: self, window: { $0.viewIfLoaded?.window })
    windowTransitionSerializer.request(.dismiss, policy: policy, validate: validation.dropReason) { handle in
      self.dismiss(animated: animated) { handle.finish() }
    } completion: {
      onOutcome?($0)
    }
  }

  /// The ``ControlThrottle/TransitionSerializer`` of this controller's window, or of the controller
  /// itself while it is in no window.
  public var windowTransitionSerializer: TransitionSerializer {
    TransitionHostRegistry.shared.serializer(for: viewIfLoaded?.window ?? self)
  }
}
#endif
