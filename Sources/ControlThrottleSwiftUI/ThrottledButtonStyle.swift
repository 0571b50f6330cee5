#if canImport(SwiftUI)
import ControlThrottle
public import SwiftUI

/// A button style that throttles any `Button`: the button's action runs at most once per interval.
///
/// Apply it to a button or to a whole subtree; each button under it keeps its own window, in
/// storage SwiftUI preserves across re-renders, and shares the window of the
/// ``SwiftUI/EnvironmentValues/throttleGroup`` it is under, if any:
///
/// ```swift
/// struct EditorScreen: View {
///   let model: Editor
///   var body: some View {
///     EditorActions(model: model)
///       .buttonStyle(.throttled(interval: .seconds(1)))
///   }
/// }
///
/// struct EditorActions: View {
///   let model: Editor
///   var body: some View {
///     Button("Save") { model.save() }
///     Button("Send") { model.send() }
///   }
/// }
/// ```
///
/// Only the tap is throttled; the look comes from `base`, the standard style (`.automatic`) by
/// default. The style draws its button with `base` explicitly, so the throttled style never
/// applies to itself again. SwiftUI applies only the style closest to a button, so a style set
/// directly on a button hides this one from it: to throttle a bordered button, pass the look as
/// `base`, as in `.throttled(base: .borderedProminent)`.
///
/// A style is not a gate for every path to an action: the system draws `Menu` and context-menu
/// items, toolbar items that overflow into a menu, swipe actions (a full swipe performs the first
/// one without a tap) and alert actions itself, and keyboard shortcuts perform the action
/// directly. Whether this style's body is used there is not documented; throttle such actions in
/// the action itself, with a `ThrottledAction` or `AsyncThrottledAction` your view model owns.
///
/// Its interval follows the rule of every throttle (see <doc:WhichIntervalApplies>): the one
/// given here; otherwise the one the applied ``ControlThrottle/ThrottleConfiguration`` gives its
/// `name`; otherwise the environment's ``SwiftUI/EnvironmentValues/throttleInterval``. Every button
/// under a named style carries that name, so one configured entry sets them all.
public struct ThrottledButtonStyle<Base: PrimitiveButtonStyle>: PrimitiveButtonStyle {
  /// How long to ignore taps after one runs the action, or `nil` for the environment's
  /// ``SwiftUI/EnvironmentValues/throttleInterval``.
  public let interval: Duration?
  /// The name a ``ControlThrottle/ThrottleConfiguration`` sets the interval of the buttons by, and
  /// records show; `nil` shows `ThrottledButton`.
  public let name: String?
  /// The style that draws the button.
  public let base: Base

  /// Creates a throttled style that draws buttons with `base`.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore taps after one runs the action; `nil` (the default) uses
  ///     the configured interval for `name`, then the environment's
  ///     ``SwiftUI/EnvironmentValues/throttleInterval``; `.zero` disables.
  ///   - name: The name a configuration sets the interval by, and records show.
  ///   - base: The style that draws the button.
  /// - Precondition: `interval` is not negative.
  public init(interval: Duration? = nil, name: String? = nil, base: Base) {
    self.interval = interval
    self.name = name
    self.base = base
  }

  /// The button drawn by ``base``, which triggers the original action only when the throttle
  /// accepts the tap.
  ///
  /// - Parameter configuration: The button's label, role and action.
  /// - Returns: The throttled button.
  public func makeBody(configuration: Configuration) -> some View {
    ThrottledButtonStyleBody(configuration: configuration, interval: interval, name: name, base: base)
  }
}

extension ThrottledButtonStyle where Base == DefaultButtonStyle {
  /// Creates a throttled style that draws buttons in the standard style.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore taps after one runs the action; `nil` (the default) follows
  ///     `name`, then the environment's ``SwiftUI/EnvironmentValues/throttleInterval``; `.zero`
  ///     disables.
  ///   - name: The name a configuration sets the interval by, and records show.
  public init(interval: Duration? = nil, name: String? = nil) {
    self.init(interval: interval, name: name, base: .automatic)
  }
}

extension PrimitiveButtonStyle where Self == ThrottledButtonStyle<DefaultButtonStyle> {
  /// A style that runs a button's action at most once per interval and draws the standard button.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore taps after one runs the action; `nil` (the default) follows
  ///     `name`, then the environment's ``SwiftUI/EnvironmentValues/throttleInterval``.
  ///   - name: The name a configuration sets the interval by, and records show.
  /// - Returns: The throttled style.
  public static func throttled(interval: Duration? = nil, name: String? = nil) -> Self {
    ThrottledButtonStyle(interval: interval, name: name)
  }
}

extension PrimitiveButtonStyle {
  /// A style that runs a button's action at most once per interval and draws it with `base`.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore taps after one runs the action; `nil` (the default) follows
  ///     `name`, then the environment's ``SwiftUI/EnvironmentValues/throttleInterval``.
  ///   - name: The name a configuration sets the interval by, and records show.
  ///   - base: The style that draws the button.
  /// - Returns: The throttled style.
  public static func throttled<Base>(interval: Duration? = nil, name: String? = nil, base: Base) -> Self
  where Self == ThrottledButtonStyle<Base> {
    ThrottledButtonStyle(interval: interval, name: name, base: base)
  }
}

/// One styled button: its throttle, kept in `@State`, and the button drawn by the base style.
private struct ThrottledButtonStyleBody<Base: PrimitiveButtonStyle>: View {
  private let configuration: PrimitiveButtonStyleConfiguration
  private let interval: Duration?
  private let name: String?
  private let base: Base
  @Environment(\.explicitThrottleInterval) private var environmentInterval
  @Environment(\.throttleGroup) private var group
  @State private var throttle = ButtonThrottle()

  init(configuration: PrimitiveButtonStyleConfiguration, interval: Duration?, name: String?, base: Base) {
    self.configuration = configuration
    self.interval = interval
    self.name = name
    self.base = base
  }

  var body: some View {
    // A new `Button` here would take the style in the environment — this one — again; drawing it
    // with `base` ends the recursion.
    Button(role: configuration.role) {
      throttle.name = name
      _ = throttle.tap(interval: interval, environment: environmentInterval, group: group, configuration.trigger)
    } label: {
      configuration.label
    }
    .buttonStyle(base)
  }
}
#endif
