import Foundation

// `show(_:sender:)` (behaviour notes §11.6), declared in the classes' bodies so that subclasses
// can override it. The default implementation finds the nearest ancestor that overrides it — a
// navigation controller here, standing for `targetViewController(forAction:sender:)` — and, with
// none, presents modally from the window's root view controller. A navigation controller pushes;
// whether through the overridable `pushViewController(_:animated:)` is not confirmed
// (`UIKitTestAssumptions.navigationShowCallsPushViewController`).
extension UIViewController {
  func performShow(_ vc: UIViewController, sender: Any?) {
    var ancestor = parent
    while let candidate = ancestor {
      if let navigation = candidate as? UINavigationController {
        navigation.show(vc, sender: sender)
        return
      }
      ancestor = candidate.parent
    }
    viewIfLoaded?.window?.rootViewController?.present(vc, animated: true)
  }
}

extension UIViewController {
  /// `showDetailViewController(_:sender:)`: "calls the targetViewController(forAction:sender:)
  /// method to locate an object in the view controller hierarchy that overrides this method" — a
  /// split view controller here — and, with none, presents modally [AD
  /// `uikit-uiviewcontroller-showdetailviewcontroller(_:sender:)`].
  func performShowDetail(_ vc: UIViewController, sender: Any?) {
    var ancestor = parent
    while let candidate = ancestor {
      if let split = candidate as? UISplitViewController {
        split.showDetailViewController(vc, sender: sender)
        return
      }
      ancestor = candidate.parent
    }
    viewIfLoaded?.window?.rootViewController?.present(vc, animated: true)
  }
}

extension UINavigationController {
  func performNavigationShow(_ vc: UIViewController) {
    if UIKitTestEnvironment.assumptions.navigationShowCallsPushViewController {
      pushViewController(vc, animated: true)
    } else {
      pushWithoutOverride(vc, animated: true)
    }
  }
}
