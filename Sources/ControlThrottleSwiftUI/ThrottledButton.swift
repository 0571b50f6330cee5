#if canImport(SwiftUI)
import ControlThrottle
public import SwiftUI

/// A button that runs its action at most once per interval: the SwiftUI counterpart of a
/// throttled `UIButton`.
///
/// The first tap runs the action; taps inside the interval after it are dropped, and a tap exactly
/// at its end runs again (leading edge, no trailing action). The window lives in a model the view
/// keeps in `@State`, so it survives every re-render.
///
/// ```swift
/// struct CheckoutView: View {
///   let checkout: Checkout
///   var body: some View {
///     ThrottledButton("Pay", interval: .seconds(1)) { checkout.pay() }
///     ThrottledButton(role: .destructive) { checkout.clear() } label: {
///       Text("Clear cart")
///     }
///   }
/// }
/// ```
///
/// Without an `interval` argument the button takes the interval a
/// ``ControlThrottle/ThrottleConfiguration`` gives its `name`, otherwise its environment's
/// ``SwiftUI/EnvironmentValues/throttleInterval``, set for a subtree with
/// ``SwiftUI/View/throttleInterval(_:)``, otherwise the registry's default; an argument always
/// wins. Its taps reach the shared registry's observers under its name.
///
/// Under ``SwiftUI/View/throttleGroup(_:)`` it shares a ``ControlThrottle/ThrottleGroup``'s window
/// with the other throttled buttons there, so that only one of them runs per group window.
///
/// It keeps the environment's button style, and it stays enabled during its interval: a tap there
/// does nothing. Under ``ThrottledButtonStyle`` it is throttled by both, so a tap runs only when
/// both windows are open; throttle an action in one place only.
public struct ThrottledButton<Label: View>: View {
  private let interval: Duration?
  private let name: String?
  private let role: ButtonRole?
  private let action: @MainActor () -> Void
  private let label: Label
  @Environment(\.explicitThrottleInterval) private var environmentInterval
  @Environment(\.throttleGroup) private var group
  @State private var throttle = ButtonThrottle()

  /// Creates a throttled button that shows a custom label.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore taps after one runs the action; `nil` (the default) follows
  ///     `name`, then the environment's ``SwiftUI/EnvironmentValues/throttleInterval``; `.zero`
  ///     disables.
  ///   - name: The name a ``ControlThrottle/ThrottleConfiguration`` sets the interval by, and the
  ///     registry's observers see in records.
  ///   - role: The button's role, such as `.destructive`, or `nil`.
  ///   - action: The action to perform, at most once per interval.
  ///   - label: The button's label.
  /// - Precondition: `interval` is not negative.
  public init(
    interval: Duration? = nil,
    name: String? = nil,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.interval = interval
    self.name = name
    self.role = role
    self.action = action
    self.label = label()
  }

  /// The button, with each tap decided by the throttle before the action runs.
  public var body: some View {
    Button(role: role) {
      throttle.name = name
      _ = throttle.tap(interval: interval, environment: environmentInterval, group: group, action)
    } label: {
      label
    }
  }
}

extension ThrottledButton where Label == Text {
  /// Creates a throttled button whose label is a localized title.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - interval: How long to ignore taps after one runs the action; `nil` follows `name`, then
  ///     the environment's.
  ///   - name: The name a configuration sets the interval by, and records show.
  ///   - role: The button's role, or `nil`.
  ///   - action: The action to perform, at most once per interval.
  public init(
    _ titleKey: LocalizedStringKey,
    interval: Duration? = nil,
    name: String? = nil,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(interval: interval, name: name, role: role, action: action) { Text(titleKey) }
  }

  /// Creates a throttled button whose label is a string shown as is, without localization.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - interval: How long to ignore taps after one runs the action; `nil` follows `name`, then
  ///     the environment's.
  ///   - name: The name a configuration sets the interval by, and records show.
  ///   - role: The button's role, or `nil`.
  ///   - action: The action to perform, at most once per interval.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S,
    interval: Duration? = nil,
    name: String? = nil,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(interval: interval, name: name, role: role, action: action) { Text(title) }
  }
}
#endif
