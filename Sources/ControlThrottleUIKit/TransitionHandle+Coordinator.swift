#if canImport(UIKit)
public import ControlThrottle
public import UIKit

extension TransitionHandle {
  /// Finishes the transition when UIKit's transition coordinator completes it, or at once when
  /// there is no coordinator (a non-animated transition, or a view not in a window).
  ///
  /// A cancelled interactive transition finishes as cancelled and releases the host.
  public func finish(after coordinator: (any UIViewControllerTransitionCoordinator)?) {
    guard let coordinator,
      coordinator.animate(alongsideTransition: nil, completion: { context in finish(cancelled: context.isCancelled) })
    else {
      finish()
      return
    }
  }
}
#endif
