/// A control instance's own throttle setting, which wins over any type registration.
///
/// ```swift
/// payButton.throttle.setting = .interval(.seconds(1))  // this instance: 1 s
/// helpButton.throttle.setting = .interval(.zero)       // never throttled, even if its type is registered
/// ```
public enum ThrottleSetting: Hashable, Sendable {
  /// No instance setting: the control's exact type registration decides (see ``ThrottleRegistry``).
  ///
  /// A control whose type is not registered is not throttled; its decisions say so with
  /// ``ThrottleDecision/unthrottled(_:)``.
  case inherited
  /// Throttled with the registry's current ``ThrottleRegistry/defaultInterval``.
  case defaultInterval
  /// Throttled with a fixed interval. `.zero` means not throttled.
  ///
  /// For a window that lasts until reset, say ``untilReset``; a duration beyond about 292 years
  /// behaves the same way.
  case interval(Duration)
  /// Every action after the first is ignored until ``Throttle/reset()``.
  case untilReset
}
