// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's navigation delegate.
///
/// The SDK's methods are Objective-C `optional`; without that
/// runtime the double gives them empty default implementations instead.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  )
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  )
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {}

  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
