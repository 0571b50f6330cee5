/// Where a block request applies: the whole app, or one window.
///
/// App-wide is the default. On iPad an app shows several windows side by side; blocking one of
/// them, while its cache purges or its page animates, leaves the others taking input:
///
/// ```swift
/// let token = gate.block(.touches, for: .seconds(2), in: .window(window))
/// ```
///
/// A window's scope comes from `InteractionScope.window(_:)` in ControlThrottleUIKit. Its requests
/// block only that window, where an `InteractionGatedWindow` asks the gate; app-wide requests block
/// every window as well. Requests on two windows are independent.
///
/// A scope names its window by identity and keeps nothing alive: a window released with active
/// requests leaves them to expire, and a new window at its address is blocked by them until then.
/// End a window's requests before releasing it.
public struct InteractionScope: Hashable, Sendable {
  /// The window's identity; `nil` for the whole app.
  package let window: ObjectIdentifier?

  /// The whole app: every window.
  public static let app = InteractionScope(window: nil)

  /// One window; the public form takes a `UIWindow` (ControlThrottleUIKit).
  package static func window(_ window: AnyObject) -> InteractionScope {
    InteractionScope(window: ObjectIdentifier(window))
  }

  package init(windowIdentity: ObjectIdentifier) {
    self.init(window: windowIdentity)
  }

  private init(window: ObjectIdentifier?) {
    self.window = window
  }
}
