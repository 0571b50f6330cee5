extension Duration {
  /// The interval a throttle uses when nothing else is said: 500 ms.
  ///
  /// It is where the registry's ``ThrottleRegistry/defaultInterval`` starts, which every throttle
  /// given no interval follows unless its name is configured (see <doc:WhichIntervalApplies>);
  /// pass it, or a multiple, to fix a throttle's interval whatever the registry says:
  /// `ThrottledAction(interval: .defaultThrottleInterval * 2) { … }`.
  ///
  /// Long enough to swallow an accidental double tap (the platforms' double-tap timeouts are
  /// 250–500 ms), short enough that a deliberate second tap is rarely lost. The one place the value
  /// is written.
  public static let defaultThrottleInterval: Duration = .milliseconds(500)
}
