extension Duration {
  /// The interval a throttle uses when nothing else is said: 500 ms.
  ///
  /// Long enough to swallow an accidental double tap (the platforms' double-tap timeouts are
  /// 250–500 ms), short enough that a deliberate second tap is rarely lost. The one place the value
  /// is written: the registry's default, the closure throttles and the SwiftUI environment use it.
  @usableFromInline package static let defaultThrottleInterval: Duration = .milliseconds(500)
}
