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
public struct InteractionScope: Hashable, @unchecked Sendable {
  // Unchecked: the one stored reference is weak, and weak references are safe to read from any
  // thread; the gate reads it on the main actor only.

  /// The window's identity; `nil` for the whole app.
  package let window: ObjectIdentifier?
  /// Whether the scope was made from the window object, so that ``isGone`` can tell.
  package let knowsItsWindow: Bool
  /// The window, weakly: the scope keeps nothing alive, and tells when its window went away.
  private weak var object: AnyObject?

  /// The whole app: every window.
  public static let app = InteractionScope(window: nil, object: nil)

  /// One window, named by its object; the public form takes a `UIWindow` (ControlThrottleUIKit).
  ///
  /// The scope holds the window weakly. Once the window is gone, the gate drops its requests and
  /// they block nothing, so a new window that happens to get the freed window's address, and so
  /// its identity, starts with none.
  package static func window(_ window: AnyObject) -> InteractionScope {
    InteractionScope(window: ObjectIdentifier(window), object: window)
  }

  /// A window named by its identity alone, for decisions a window asks about itself: it keeps no
  /// reference, so making it costs nothing, and it never reads as gone.
  package init(windowIdentity: ObjectIdentifier) {
    self.init(window: windowIdentity, object: nil)
  }

  private init(window: ObjectIdentifier?, object: AnyObject?) {
    self.window = window
    self.knowsItsWindow = object != nil
    self.object = object
  }

  /// Whether the scope names a window that no longer exists.
  package var isGone: Bool { knowsItsWindow && object == nil }

  /// Scopes are equal when they name the same place.
  public static func == (lhs: InteractionScope, rhs: InteractionScope) -> Bool {
    lhs.window == rhs.window
  }

  /// Hashes the place the scope names.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(window)
  }
}
