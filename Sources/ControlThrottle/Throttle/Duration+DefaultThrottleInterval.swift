extension Duration {
  /// The interval a throttle uses when nothing else is said: 500 ms.
  ///
  /// It appears as the default of every `interval` parameter, so a caller can name it:
  /// `ThrottledAction(interval: .defaultThrottleInterval * 2) { … }`.
  ///
  /// Long enough to swallow an accidental double tap (the platforms' double-tap timeouts are
  /// 250–500 ms), short enough that a deliberate second tap is rarely lost. The one place the value
  /// is written. Three separate settings start from it and never read each other: the registry's
  /// `defaultInterval` (UIKit controls), the `interval` argument's default of the closure
  /// throttles, and the SwiftUI environment's `throttleInterval`.
  public static let defaultThrottleInterval: Duration = .milliseconds(500)
}
