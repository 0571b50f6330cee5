#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

/// Sees the dismissals UIKit makes itself — a sheet pulled down, a popover closed by a tap outside —
/// as they happen, and holds the window's serializer for each.
///
/// UIKit tells only the presentation controller's delegate, and that delegate belongs to the app.
/// So the observer stands in front of the app's delegate and forwards every callback to it
/// (Objective-C messages it does not implement go to the app's delegate too), and puts the app's
/// delegate back once the presentation is gone. A delegate the app sets after the presentation
/// started replaces the observer; the app's delegate still works, and the serializer then sees
/// the dismissal at the latest when the next request comes.
@MainActor
final class PresentationDismissalObserver: NSObject, UIAdaptivePresentationControllerDelegate {
  /// The observers in place, kept alive here because UIKit holds delegates weakly.
  private static var observers: [ObjectIdentifier: PresentationDismissalObserver] = [:]

  private weak var appDelegate: (any UIAdaptivePresentationControllerDelegate)?
  private weak var serializer: TransitionSerializer?
  private weak var presentationController: UIPresentationController?

  private init(appDelegate: (any UIAdaptivePresentationControllerDelegate)?, serializer: TransitionSerializer) {
    self.appDelegate = appDelegate
    self.serializer = serializer
  }

  /// Observes the presentation of `presented` for `serializer`, once.
  static func observe(_ presented: UIViewController, serializer: TransitionSerializer) {
    observers = observers.filter { $0.value.presentationController != nil }
    guard let controller = presented.presentationController,
      !(controller.delegate is PresentationDismissalObserver)
    else { return }
    let observer = PresentationDismissalObserver(appDelegate: controller.delegate, serializer: serializer)
    observer.presentationController = controller
    controller.delegate = observer
    observers[ObjectIdentifier(controller)] = observer
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    #if canImport(ObjectiveC)
    appDelegate?.presentationControllerWillDismiss?(presentationController)
    #else
    appDelegate?.presentationControllerWillDismiss(presentationController)
    #endif
    let coordinator = presentationController.presentedViewController.transitionCoordinator
    guard let coordinator, let handle = serializer?.beginHostTransition(.dismiss) else { return }
    handle.finish(after: coordinator)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    if presentationController.delegate === self { presentationController.delegate = appDelegate }
    Self.observers[ObjectIdentifier(presentationController)] = nil
    #if canImport(ObjectiveC)
    appDelegate?.presentationControllerDidDismiss?(presentationController)
    #else
    appDelegate?.presentationControllerDidDismiss(presentationController)
    #endif
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    #if canImport(ObjectiveC)
    appDelegate?.presentationControllerShouldDismiss?(presentationController) ?? true
    #else
    appDelegate?.presentationControllerShouldDismiss(presentationController) ?? true
    #endif
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    #if canImport(ObjectiveC)
    appDelegate?.presentationControllerDidAttemptToDismiss?(presentationController)
    #else
    appDelegate?.presentationControllerDidAttemptToDismiss(presentationController)
    #endif
  }

  #if canImport(ObjectiveC)
  override func responds(to selector: Selector!) -> Bool {
    super.responds(to: selector) || (appDelegate?.responds(to: selector) ?? false)
  }

  override func forwardingTarget(for selector: Selector!) -> Any? {
    appDelegate?.responds(to: selector) == true ? appDelegate : super.forwardingTarget(for: selector)
  }
  #endif
}
#endif
