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
  /// The scope names the window by identity and keeps nothing alive. A window released while its
  /// requests are active leaves them to expire at their deadline (at most the gate's
  /// `maximumDuration`), and a new window at the freed address
  /// is blocked by them until then: end a window's requests before releasing it.
  public static func window(_ window: UIWindow) -> InteractionScope {
    InteractionScope.window(window as AnyObject)
  }
}
#endif
