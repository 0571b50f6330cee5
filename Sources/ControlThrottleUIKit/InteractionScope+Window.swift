#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension InteractionScope {
  /// One window: its requests block it where an ``InteractionGatedWindow`` asks the gate.
  ///
  /// ```swift
  /// let token = InteractionGate.shared.block(.touches, for: .seconds(2), in: .window(window))
  /// ```
  ///
  /// The scope holds the window weakly and keeps nothing alive. Once the window is gone its
  /// requests block nothing and are dropped, so a new window that happens to get the freed
  /// window's address starts with none.
  public static func window(_ window: UIWindow) -> InteractionScope {
    InteractionScope.window(window as AnyObject)
  }
}
#endif
