#if canImport(SwiftUI)
import ControlThrottle
public import SwiftUI

extension EnvironmentValues {
  /// The interval throttled buttons in this subtree use when they are given none.
  ///
  /// Read by `ThrottledButton`, `AsyncThrottledButton` (for a closure's action: the interval from a
  /// run's start) and ``ThrottledButtonStyle``; a button's own `interval` argument always wins, and
  /// a named button's configured interval wins over this (see
  /// <doc:ControlThrottle/WhichIntervalApplies>). Unless set, it reads the shared registry's
  /// `ThrottleRegistry.defaultInterval`, 500 ms unless changed.
  public var throttleInterval: Duration {
    get { self[ThrottleIntervalKey.self] ?? ThrottleRegistry.shared.defaultInterval }
    set { self[ThrottleIntervalKey.self] = newValue }
  }

  /// The interval set for this subtree with ``SwiftUI/View/throttleInterval(_:)``, or `nil` when
  /// none was: buttons then follow the registry.
  var explicitThrottleInterval: Duration? { self[ThrottleIntervalKey.self] }
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
  static let defaultValue: Duration? = nil
}
#endif
