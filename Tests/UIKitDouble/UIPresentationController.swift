// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's presentation controller: the object that manages one presented controller (§6, §9).
///
/// A controller that is not a child makes one on first use of its `presentationController`, as
/// UIKit does, so that an app can set the delegate before presenting; a child's is its
/// container's. A dismissal ends it. Its `delegate` belongs to the app.
@MainActor
open class UIPresentationController: NSObject {
  public let presentedViewController: UIViewController
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The presenter; the presented controller itself before the presentation begins.
  open var presentingViewController: UIViewController {
    presentedViewController.presenting ?? presentedViewController
  }

  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
    super.init()
  }
}

/// UIKit's adaptive-presentation delegate, with the dismissal callbacks (§6, §9).
///
/// The SDK's methods are Objective-C `optional`; without that runtime the double gives them
/// default implementations (`presentationControllerShouldDismiss` returns `true`).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
