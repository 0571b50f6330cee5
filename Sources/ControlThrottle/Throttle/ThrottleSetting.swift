public import Foundation

/// A control instance's own throttle setting, which wins over any type registration.
///
/// ```swift
/// payButton.actionThrottle.setting = .interval(1.0)  // this instance: 1 s
/// helpButton.actionThrottle.setting = .off           // never throttled, even if its type is registered
/// ```
public enum ThrottleSetting: Hashable, Sendable {
  /// No instance setting: the control's exact type registration decides (see ``ThrottleRegistry``).
  case inherited
  /// Throttled with the registry's current ``ThrottleRegistry/defaultInterval``.
  case defaultInterval
  /// Throttled with a fixed interval in seconds. 0 means not throttled; `.infinity` ignores every
  /// action after the first until ``ActionThrottle/reset()``.
  case interval(TimeInterval)

  /// Never throttled.
  public static var off: ThrottleSetting { .interval(0) }
}
