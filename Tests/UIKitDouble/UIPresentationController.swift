// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's presentation controller: the object that manages one presented controller (§6, §9).
///
/// The double makes one per presentation, on first use of the presented controller's
/// `presentationController`; a child's is its container's. Its `delegate` belongs to the app.
@MainActor
open class UIPresentationController: NSObject {
  public let presentedViewController: UIViewController
  public unowned(unsafe) let presentingViewController: UIViewController
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  init(presentedViewController: UIViewController, presenting: UIViewController) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presenting
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
