#if canImport(SwiftUI)
public import ControlThrottle
public import SwiftUI

extension EnvironmentValues {
  /// The group whose window the throttled buttons in this subtree share, if any; `nil` by default.
  ///
  /// Read by `ThrottledButton`, ``ThrottledButtonStyle`` and the closure form of
  /// `AsyncThrottledButton`. An `AsyncThrottledButton` that runs an `AsyncThrottledAction` you own
  /// follows that action's own `group`, set where you create it.
  public var throttleGroup: ThrottleGroup? {
    get { self[ThrottleGroupKey.self] }
    set { self[ThrottleGroupKey.self] = newValue }
  }
}

extension View {
  /// Makes the throttled buttons in this view and its descendants share `group`'s window: an
  /// accepted tap on any of them drops the taps of all of them until the group's interval has
  /// passed.
  ///
  /// One modifier on a screen makes its buttons exclusive, so Back and Next tapped together with
  /// two fingers run one of them:
  ///
  /// ```swift
  /// struct WizardScreen: View {
  ///   @State private var navigation = ThrottleGroup(interval: .milliseconds(600))
  ///   let wizard: Wizard
  ///   var body: some View {
  ///     WizardButtons(wizard: wizard)
  ///       .throttleGroup(navigation)
  ///   }
  /// }
  ///
  /// struct WizardButtons: View {
  ///   let wizard: Wizard
  ///   var body: some View {
  ///     ThrottledButton("Back") { wizard.back() }
  ///     ThrottledButton("Next") { wizard.next() }
  ///   }
  /// }
  /// ```
  ///
  /// Each button's own interval still applies to its own taps; a tap passes only when its own
  /// window and the group's are open. Keep the group where SwiftUI keeps state (`@State`, or a view
  /// model), so that a re-render does not hand the buttons a new, open group.
  ///
  /// - Parameter group: The group, or `nil` for none.
  /// - Returns: A view whose throttled buttons share `group`'s window.
  public nonisolated func throttleGroup(_ group: ThrottleGroup?) -> some View {
    environment(\.throttleGroup, group)
  }
}

/// The key behind ``SwiftUI/EnvironmentValues/throttleGroup``.
private struct ThrottleGroupKey: EnvironmentKey {
  static let defaultValue: ThrottleGroup? = nil
}
#endif
