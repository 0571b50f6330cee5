#if canImport(SwiftUI)
public import ControlThrottle
public import SwiftUI

/// A button whose action is asynchronous: disabled while the action runs, so it cannot be started
/// twice, with errors reported and the run cancellable.
///
/// ```swift
/// AsyncThrottledButton {
///   try await api.submit(order)
/// } label: {
///   Text("Place order")
/// }
/// .onAsyncButtonError { error = $0 }
///
/// AsyncThrottledButton("Retry", cooldown: .seconds(2), onError: show) {
///   try await api.submit(order)
/// }
/// ```
///
/// - A tap while the action runs is dropped, and the button is disabled until it ends.
/// - With a `cooldown`, taps stay dropped for that long after the action ends, however it
///   ended.
/// - An error the action throws goes to `onError`, or else to the handler installed on the button
///   or above it with ``SwiftUI/View/onAsyncButtonError(_:)``. It is also kept in the throttle's
///   `lastError`. An error with no handler at all stops debug builds: errors are never dropped.
/// - To cancel, keep an `AsyncButtonThrottle` where your Cancel button can reach it, pass it as
///   `throttle`, and call its `cancel()`. A cancelled run reports no error.
///
/// Each tap runs the closure of the button's latest render. The run state lives in an
/// `AsyncButtonThrottle` the view keeps in `@State` (or the one you pass), so it survives every
/// re-render. The button keeps the environment's button style.
public struct AsyncThrottledButton<Label: View>: View {
  private let role: ButtonRole?
  private let cooldown: Duration
  private let throttle: AsyncButtonThrottle?
  private let onError: (@MainActor (any Error) -> Void)?
  private let action: @MainActor () async throws -> Void
  private let label: Label
  @Environment(\.asyncButtonErrorHandler) private var environmentErrorHandler
  @Environment(\.throttleRecording) private var recording
  @State private var ownThrottle = AsyncButtonThrottle()
  @State private var isRunning = false

  /// Creates an asynchronous button that shows a custom label.
  ///
  /// - Parameters:
  ///   - role: The button's role, such as `.destructive`, or `nil`.
  ///   - cooldown: How long after the action ends further taps are dropped; `.zero` (the
  ///     default) drops taps only while it runs.
  ///   - throttle: The model that runs the action, for callers that cancel it or read its state;
  ///     `nil` (the default) uses one kept by the view.
  ///   - onError: Told each error the action throws, except for cancellation; `nil` uses the
  ///     environment's handler.
  ///   - action: The work to run when a tap is accepted.
  ///   - label: The button's label.
  /// - Precondition: `cooldown` is not negative.
  public init(
    role: ButtonRole? = nil,
    cooldown: Duration = .zero,
    throttle: AsyncButtonThrottle? = nil,
    onError: (@MainActor (any Error) -> Void)? = nil,
    action: @escaping @MainActor () async throws -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.cooldown = cooldown
    self.throttle = throttle
    self.onError = onError
    self.action = action
    self.label = label()
  }

  /// The button, disabled while the action runs.
  public var body: some View {
    Button(role: role) {
      let model = throttle ?? ownThrottle
      ThrottleRecording.tap(recordingIn: recording, scheduler: model.scheduler) {
        model.tap(
          cooldown: cooldown,
          onRunningChange: { isRunning = $0 },
          onError: onError ?? environmentErrorHandler,
          action
        )
      }
    } label: {
      label
    }
    .disabled(isRunning)
  }
}

extension AsyncThrottledButton where Label == Text {
  /// Creates an asynchronous button whose label is a localized title.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - role: The button's role, or `nil`.
  ///   - cooldown: How long after the action ends further taps are dropped; `.zero` drops
  ///     taps only while it runs.
  ///   - throttle: The model that runs the action, or `nil` for one kept by the view.
  ///   - onError: Told each error the action throws, except for cancellation; `nil` uses the
  ///     environment's handler.
  ///   - action: The work to run when a tap is accepted.
  public init(
    _ titleKey: LocalizedStringKey,
    role: ButtonRole? = nil,
    cooldown: Duration = .zero,
    throttle: AsyncButtonThrottle? = nil,
    onError: (@MainActor (any Error) -> Void)? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, cooldown: cooldown, throttle: throttle, onError: onError, action: action) {
      Text(titleKey)
    }
  }

  /// Creates an asynchronous button whose label is a string shown as is, without localization.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: The button's role, or `nil`.
  ///   - cooldown: How long after the action ends further taps are dropped; `.zero` drops
  ///     taps only while it runs.
  ///   - throttle: The model that runs the action, or `nil` for one kept by the view.
  ///   - onError: Told each error the action throws, except for cancellation; `nil` uses the
  ///     environment's handler.
  ///   - action: The work to run when a tap is accepted.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S,
    role: ButtonRole? = nil,
    cooldown: Duration = .zero,
    throttle: AsyncButtonThrottle? = nil,
    onError: (@MainActor (any Error) -> Void)? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, cooldown: cooldown, throttle: throttle, onError: onError, action: action) {
      Text(title)
    }
  }
}
#endif
