#if canImport(SwiftUI)
public import ControlThrottle
public import SwiftUI

/// A button whose action is asynchronous: disabled while the action runs and while its interval or
/// cooldown holds, so it cannot be started twice, with errors reported and the run cancellable.
///
/// Hand it an ``ControlThrottle/AsyncThrottledAction`` your view model owns — the run, its
/// cooldown and its error then survive any change of the view's identity (an `if`, a
/// `ViewThatFits`, a `ForEach` re-id), and the model is tested without SwiftUI — or give it a
/// closure for work that needs no model:
///
/// ```swift
/// AsyncThrottledButton("Place order", action: checkout.placeOrder)
///
/// AsyncThrottledButton("Retry", cooldown: .seconds(2), onError: show) {
///   try await api.submit(order)
/// }
/// ```
///
/// - A tap while the action runs is dropped; so is a tap inside its interval (from the run's
///   start) or its cooldown (from its end). The button is disabled for exactly as long, through
///   the environment's `isEnabled`, which is what a custom `ButtonStyle` reads to draw it.
/// - An error the action throws goes to `onError`, or else to the handler installed on the button
///   or above it with ``SwiftUI/View/onAsyncButtonError(_:)``, and to the action's own
///   ``ControlThrottle/AsyncThrottledAction/onError``.
///   An error with no handler at all stops debug builds: errors are never dropped.
/// - When the button disappears, `disappearPolicy` decides whether the run goes on
///   (``ControlThrottle/DisappearPolicy/keepRunning``, the default: SwiftUI also reports a
///   disappearance when a push or a tab switch only covers the screen) or is cancelled. A button
///   that has disappeared updates nothing in its screen until it appears again. Its error handler
///   is told at once when nobody else would be — a closure's action, or an action of yours without
///   an `onError` — and otherwise gets the failures of its time away, oldest first, when it
///   appears again (see ``ControlThrottle/DisappearPolicy``).
/// - To cancel from elsewhere (a Cancel button), call the action's `cancel()`. A cancelled run
///   reports no error.
/// - With a closure, the button joins the ``SwiftUI/EnvironmentValues/throttleGroup`` it is under:
///   an accepted tap claims the group's window, and a tap the group drops runs nothing (the button
///   stays enabled meanwhile). An action you own joins the `group` you create it with instead.
///
/// The button's state is pushed into its own `@State`, so it updates on iOS 16 as on iOS 17 and
/// later. With a closure, each tap runs the closure of the latest render, in an action the view
/// keeps in `@State`: that one is lost when the view's identity changes. It keeps the
/// environment's button style.
public struct AsyncThrottledButton<Label: View>: View {
  private let role: ButtonRole?
  private let action: AsyncThrottledAction?
  private let interval: Duration?
  private let name: String?
  private let cooldown: Duration
  private let disappearPolicy: DisappearPolicy
  private let onError: (@MainActor (any Error) -> Void)?
  private let operation: (@MainActor () async throws -> Void)?
  private let label: Label
  @Environment(\.asyncButtonErrorHandler) private var environmentErrorHandler
  @Environment(\.explicitThrottleInterval) private var environmentInterval
  @Environment(\.throttleGroup) private var group
  @State private var model = AsyncButtonModel()
  @State private var phase = AsyncButtonModel.Phase.idle

  /// Creates an asynchronous button that runs a closure and shows a custom label.
  ///
  /// - Parameters:
  ///   - role: The button's role, such as `.destructive`, or `nil`.
  ///   - interval: How long after a run starts further taps are dropped; `nil` (the default)
  ///     follows `name`, then the environment's ``SwiftUI/EnvironmentValues/throttleInterval``; `.zero` drops
  ///     taps only while the action runs and during its cooldown.
  ///   - name: The name a ``ControlThrottle/ThrottleConfiguration`` sets the interval by, for a
  ///     button given no `interval`, and the registry's observers see in records.
  ///   - cooldown: How long after the action ends further taps are dropped; `.zero` (the
  ///     default) for none.
  ///   - disappearPolicy: Whether the run goes on or is cancelled when the button disappears.
  ///   - onError: Told each error the action throws, except for cancellation; `nil` uses the
  ///     environment's handler.
  ///   - action: The work to run when a tap is accepted.
  ///   - label: The button's label.
  /// - Precondition: `interval` and `cooldown` are not negative.
  public init(
    role: ButtonRole? = nil,
    interval: Duration? = nil,
    name: String? = nil,
    cooldown: Duration = .zero,
    disappearPolicy: DisappearPolicy = .keepRunning,
    onError: (@MainActor (any Error) -> Void)? = nil,
    action: @escaping @MainActor () async throws -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = nil
    self.interval = interval
    self.name = name
    self.cooldown = cooldown
    self.disappearPolicy = disappearPolicy
    self.onError = onError
    self.operation = action
    self.label = label()
  }

  /// Creates an asynchronous button that runs an action you own and shows a custom label.
  ///
  /// The action's interval, cooldown and operation apply; keep it in a view model above any
  /// view whose identity can change.
  ///
  /// - Parameters:
  ///   - action: The action each accepted tap runs.
  ///   - role: The button's role, or `nil`.
  ///   - disappearPolicy: Whether the run goes on or is cancelled when the button disappears.
  ///   - onError: Told each error the action throws while the button is on screen (or when it
  ///     appears again), except for cancellation; `nil` uses the environment's handler.
  ///   - label: The button's label.
  public init(
    action: AsyncThrottledAction,
    role: ButtonRole? = nil,
    disappearPolicy: DisappearPolicy = .keepRunning,
    onError: (@MainActor (any Error) -> Void)? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.interval = nil
    self.name = nil
    self.cooldown = .zero
    self.disappearPolicy = disappearPolicy
    self.onError = onError
    self.operation = nil
    self.label = label()
  }

  /// The button, disabled while its taps are ignored.
  public var body: some View {
    Button(role: role) {
      _ = model.tap(configuration, operation: operation)
    } label: {
      label
    }
    .disabled(phase.isIgnoring)
    .onAppear {
      model.appeared(configuration) { phase = $0 }
    }
    .onDisappear {
      model.disappeared(disappearPolicy)
    }
    // A different action in a new render: follow it now, so that the button is not left disabled
    // by the old action's run until a tap, which the disabled button cannot get. `task(id:)` runs
    // again whenever the id changes, from iOS 15; `onChange(of:perform:)` is deprecated from
    // iOS 17 and visionOS 1, and the two-parameter `onChange` needs iOS 17.
    .task(id: action.map(ObjectIdentifier.init)) { [model, action] in
      model.follow(action)
    }
  }

  /// The one place where the button's arguments and environment reach its model.
  private var configuration: AsyncButtonModel.Configuration {
    AsyncButtonModel.Configuration(
      action: action,
      interval: interval,
      cooldown: cooldown,
      onError: onError ?? environmentErrorHandler,
      group: group,
      name: name,
      environmentInterval: environmentInterval
    )
  }
}

extension AsyncThrottledButton where Label == Text {
  /// Creates an asynchronous button that runs a closure, with a localized title.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - role: The button's role, or `nil`.
  ///   - interval: How long after a run starts further taps are dropped; `nil` follows
  ///     `name`, then the environment's ``SwiftUI/EnvironmentValues/throttleInterval``.
  ///   - name: The name a ``ControlThrottle/ThrottleConfiguration`` sets the interval by, for a
  ///     button given no `interval`, and the registry's observers see in records.
  ///   - cooldown: How long after the action ends further taps are dropped.
  ///   - disappearPolicy: Whether the run goes on or is cancelled when the button disappears.
  ///   - onError: Told each error the action throws, except for cancellation; `nil` uses the
  ///     environment's handler.
  ///   - action: The work to run when a tap is accepted.
  public init(
    _ titleKey: LocalizedStringKey,
    role: ButtonRole? = nil,
    interval: Duration? = nil,
    name: String? = nil,
    cooldown: Duration = .zero,
    disappearPolicy: DisappearPolicy = .keepRunning,
    onError: (@MainActor (any Error) -> Void)? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(
      role: role, interval: interval, name: name, cooldown: cooldown, disappearPolicy: disappearPolicy,
      onError: onError, action: action
    ) {
      Text(titleKey)
    }
  }

  /// Creates an asynchronous button that runs a closure, with a title shown as is.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: The button's role, or `nil`.
  ///   - interval: How long after a run starts further taps are dropped; `nil` follows
  ///     `name`, then the environment's ``SwiftUI/EnvironmentValues/throttleInterval``.
  ///   - name: The name a ``ControlThrottle/ThrottleConfiguration`` sets the interval by, for a
  ///     button given no `interval`, and the registry's observers see in records.
  ///   - cooldown: How long after the action ends further taps are dropped.
  ///   - disappearPolicy: Whether the run goes on or is cancelled when the button disappears.
  ///   - onError: Told each error the action throws, except for cancellation; `nil` uses the
  ///     environment's handler.
  ///   - action: The work to run when a tap is accepted.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S,
    role: ButtonRole? = nil,
    interval: Duration? = nil,
    name: String? = nil,
    cooldown: Duration = .zero,
    disappearPolicy: DisappearPolicy = .keepRunning,
    onError: (@MainActor (any Error) -> Void)? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(
      role: role, interval: interval, name: name, cooldown: cooldown, disappearPolicy: disappearPolicy,
      onError: onError, action: action
    ) {
      Text(title)
    }
  }

  /// Creates an asynchronous button that runs an action you own, with a localized title.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - action: The action each accepted tap runs.
  ///   - role: The button's role, or `nil`.
  ///   - disappearPolicy: Whether the run goes on or is cancelled when the button disappears.
  ///   - onError: Told each error the action throws while the button is on screen, except for
  ///     cancellation; `nil` uses the environment's handler.
  public init(
    _ titleKey: LocalizedStringKey,
    action: AsyncThrottledAction,
    role: ButtonRole? = nil,
    disappearPolicy: DisappearPolicy = .keepRunning,
    onError: (@MainActor (any Error) -> Void)? = nil
  ) {
    self.init(action: action, role: role, disappearPolicy: disappearPolicy, onError: onError) { Text(titleKey) }
  }

  /// Creates an asynchronous button that runs an action you own, with a title shown as is.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - action: The action each accepted tap runs.
  ///   - role: The button's role, or `nil`.
  ///   - disappearPolicy: Whether the run goes on or is cancelled when the button disappears.
  ///   - onError: Told each error the action throws while the button is on screen, except for
  ///     cancellation; `nil` uses the environment's handler.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S,
    action: AsyncThrottledAction,
    role: ButtonRole? = nil,
    disappearPolicy: DisappearPolicy = .keepRunning,
    onError: (@MainActor (any Error) -> Void)? = nil
  ) {
    self.init(action: action, role: role, disappearPolicy: disappearPolicy, onError: onError) { Text(title) }
  }
}
#endif
