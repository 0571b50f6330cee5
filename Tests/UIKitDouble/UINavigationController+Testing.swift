import Foundation

// Not UIKit API: the test-driving helpers of the double's navigation controller.
extension UINavigationController {
  /// Begins an interactive pop, as the edge-swipe gesture does when the finger starts moving.
  ///
  /// The pop goes through the overridable `popViewController(animated:)` (an assumption, see
  /// ``UIKitTestAssumptions/interactivePopCallsPopViewController``), so a subclass that defers or
  /// drops the pop is honoured.
  ///
  /// - Returns: The pop in progress, or `nil` when none began: a stack of one, a transition
  ///   already running, a controller in no window, or a pop the subclass did not perform now.
  public func beginInteractivePop() -> UIKitTestInteractivePop? {
    beginInteractivePop(using: .edge)
  }

  /// The back swipes that drive an interactive pop.
  public enum UIKitTestBackSwipe: Sendable, CaseIterable {
    /// From the leading edge (`interactivePopGestureRecognizer`).
    case edge
    /// From anywhere in the content area (`interactiveContentPopGestureRecognizer`, iOS 26).
    case content
  }

  /// Begins an interactive pop driven by `swipe`; `nil` also when its recognizer is disabled.
  ///
  /// The content swipe's route through `popViewController(animated:)` is the switch
  /// ``UIKitTestAssumptions/contentPopCallsPopViewController``.
  public func beginInteractivePop(using swipe: UIKitTestBackSwipe) -> UIKitTestInteractivePop? {
    let recognizer = swipe == .edge ? interactivePopGestureRecognizer : interactiveContentPopGestureRecognizer
    guard recognizer?.isEnabled == true else { return nil }
    guard viewControllers.count > 1, running == nil, viewIfLoaded?.window != nil else { return nil }
    interactivePopPending = true
    defer { interactivePopPending = false }
    let assumptions = UIKitTestEnvironment.assumptions
    let callsPop =
      swipe == .edge ? assumptions.interactivePopCallsPopViewController : assumptions.contentPopCallsPopViewController
    if callsPop {
      _ = popViewController(animated: true)
    } else {
      _ = popInternal(animated: true)
    }
    guard let transition = running, transition.coordinator.initiallyInteractive else { return nil }
    return UIKitTestInteractivePop(navigationController: self, coordinator: transition.coordinator)
  }
}
