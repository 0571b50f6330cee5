/// Where a block request applies: the whole app, or one window.
///
/// App-wide is the default. On iPad an app shows several windows side by side; blocking one of
/// them, while its cache purges or its page animates, leaves the others taking input:
///
/// ```swift
/// let token = gate.block(.touches, for: .seconds(2), in: .window(window))
/// ```
///
/// A window's scope comes from `InteractionScope.window(_:)` in ControlThrottleUIKit, which takes a
/// `UIWindow`. Its requests block only that window, and only where the gate is asked about it: in
/// an `InteractionGatedWindow`. App-wide requests block every window as well. Requests on two
/// windows are independent: one never shortens, ends or extends the other.
///
/// A scope names its window by identity and keeps nothing alive, so that every decision stays a
/// plain comparison. A window released while its requests are active leaves them to expire at
/// their deadline, at most the gate's `maximumDuration` away; a new window that gets the
/// freed window's address, and so its identity, is blocked by them until then. End a window's
/// requests before releasing it.
public struct InteractionScope: Hashable, Sendable {
  /// The window's identity; `nil` for the whole app.
  package let window: ObjectIdentifier?

  /// The whole app: every window.
  public static let app = InteractionScope(window: nil)

  /// One window, named by its object; the public form takes a `UIWindow` (ControlThrottleUIKit).
  package static func window(_ window: AnyObject) -> InteractionScope {
    InteractionScope(window: ObjectIdentifier(window))
  }

  /// A window named by its identity.
  package init(windowIdentity: ObjectIdentifier) {
    self.init(window: windowIdentity)
  }

  private init(window: ObjectIdentifier?) {
    self.window = window
  }
}
