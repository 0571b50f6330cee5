// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The coordinator protocols as the SDK declares them; UIKit (here, the double) supplies the
// conforming object. The SDK's imported requirements default `completion` to `nil`; requirements of
// a Swift protocol cannot have default arguments, so callers of the double pass it.

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
