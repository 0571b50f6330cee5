/// Where a block request applies: the whole app, or one window.
///
/// App-wide is the default. On iPad an app shows several windows side by side; blocking one of
/// them, while its cache purges or its page animates, leaves the others taking input:
///
/// ```swift
/// let token = gate.block(.touches, for: .seconds(2), in: .window(window))
/// ```
///
/// A window's requests block only that window, and only where the gate is asked about it: in an
/// `InteractionGatedWindow` (ControlThrottleUIKit). App-wide requests block every window as well.
/// Requests on two windows are independent: one never shortens, ends or extends the other.
public struct InteractionScope: Hashable, Sendable {
  /// The window's identity; `nil` for the whole app.
  package let window: ObjectIdentifier?

  /// The whole app: every window.
  public static let app = InteractionScope(window: nil)

  /// One window, named by its object (a `UIWindow`).
  ///
  /// The scope holds the window's identity, not the window: it keeps nothing alive, and requests
  /// on a window that goes away simply expire.
  public static func window(_ window: AnyObject) -> InteractionScope {
    InteractionScope(window: ObjectIdentifier(window))
  }

  private init(window: ObjectIdentifier?) {
    self.window = window
  }
}
