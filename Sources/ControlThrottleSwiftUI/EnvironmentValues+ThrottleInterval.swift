#if canImport(SwiftUI)
import ControlThrottle
public import SwiftUI

extension EnvironmentValues {
  /// The interval throttled buttons in this subtree use when they are given none.
  ///
  /// Read by `ThrottledButton`, `AsyncThrottledButton` (for a closure's action: the interval from a
  /// run's start) and ``ThrottledButtonStyle``; a button's own `interval` argument always wins.
  /// Defaults to 500 ms. A SwiftUI setting only: it does not follow
  /// `ThrottleRegistry.defaultInterval`, which UIKit controls read, nor change the 500 ms default
  /// of the closure throttles' `interval` argument.
  public var throttleInterval: Duration {
    get { self[ThrottleIntervalKey.self] }
    set { self[ThrottleIntervalKey.self] = newValue }
  }
}

extension View {
  /// Sets the interval throttled buttons in this view and its descendants use when they are
  /// given none.
  ///
  /// ```swift
  /// SettingsForm()
  ///   .throttleInterval(.seconds(1))
  /// ```
  ///
  /// - Parameter interval: How long each button ignores taps after one runs its action; `.zero`
  ///   disables throttling for buttons that pass no interval of their own.
  /// - Returns: A view whose throttled buttons default to `interval`.
  public nonisolated func throttleInterval(_ interval: Duration) -> some View {
    environment(\.throttleInterval, interval)
  }
}

/// The key behind ``SwiftUI/EnvironmentValues/throttleInterval``.
private struct ThrottleIntervalKey: EnvironmentKey {
  static let defaultValue = ButtonThrottle.defaultInterval
}
#endif
