/// How a control treats sends that carry no input event.
///
/// UIKit passes the triggering `UIEvent` for taps; code that calls `sendActions(for:)` or
/// `sendAction(_:to:for:)` itself passes `nil`. Such programmatic sends are the app's own decision
/// rather than input arriving too fast, so by default they are delivered untouched.
public enum ProgrammaticSendPolicy: Hashable, Sendable {
  /// Programmatic sends always run and do not arm the ignore window (the default).
  case deliver
  /// Programmatic sends are throttled like taps, decided at the scheduler's current instant. All
  /// targets reached by one `sendActions(for:)` call pass or drop together.
  case throttle
}
