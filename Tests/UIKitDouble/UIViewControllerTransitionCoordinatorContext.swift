// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The coordinator context protocol as the SDK declares it; the double supplies the conforming object.
public import Foundation

@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
}
