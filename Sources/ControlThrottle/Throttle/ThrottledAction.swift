/// A closure that runs at most once per interval, on the leading edge.
///
/// For places that have no control to adopt ``ThrottledControl``: a tap recognizer's handler,
/// notification observers, `UIAction` handlers, view models. A continuous gesture (long press,
/// pan, pinch) calls its handler several times per recognition; throttle it with
/// `ThrottledGestureAction` from ControlThrottleUIKit, which decides once per recognition. It is safe to call from any thread; concurrent calls
/// inside one window run the closure exactly once. The closure runs on the calling thread.
///
/// The window is one locked value, decided and claimed in one critical section: two calls can never
/// both pass in one window.
///
/// It is generic over the input the closure takes; a closure without one is a
/// `ThrottledAction<Void>`, called as `action()`.
///
/// Hold it where it lives as long as the thing it guards: a view model, a view controller, or a
/// SwiftUI view's `@State` — never a SwiftUI view's stored `let`, which is recreated on every render.
/// For main-actor work, create it with ``onMainActor(interval:name:group:scheduler:registry:onDecision:_:)``:
///
/// ```swift
/// @MainActor final class CheckoutModel {
///   let pay = ThrottledAction.onMainActor(interval: .seconds(1)) { Checkout.shared.pay() }
/// }
/// ```
///
/// For work that may run anywhere, pass a `@Sendable` closure:
///
/// ```swift
/// let refresh = ThrottledAction(interval: .seconds(2)) { prices.reload() }
/// let observer = NotificationCenter.default.addObserver(forName: .pricesChanged, object: nil, queue: nil) { _ in
///   refresh()
/// }
/// ```
public final class ThrottledAction<Input>: Sendable {
  /// The window of the last accepted call and the interval resolved for the next one, claimed and
  /// replaced as one value.
  private let state = LockedBox(ClosureThrottleState())
  /// The interval given at creation, in nanoseconds; `nil` follows the registry.
  private let explicitInterval: Int64?
  private let scheduler: any Scheduler
  /// The registry whose configuration and default interval apply, and whose observers hear calls.
  private let registry: ThrottleRegistry
  /// The group whose window the closure shares, if any.
  package let group: ThrottleGroup?
  /// The name given at creation, which a ``ThrottleConfiguration`` applied to the registry sets the
  /// interval by, and the registry's observers see in records (``ThrottleRecord/name``); `nil`
  /// shows the type.
  package var name: String? { storedName?.text }
  /// ``name``, boxed once, for the records of the closure's decisions.
  private let storedName: ThrottleName?
  private let onDecision: (@Sendable (ThrottleDecision) -> Void)?
  /// The closure, and where its calls come from.
  private let work: Work

  /// A throttled closure and where its calls come from.
  private enum Work: Sendable {
    /// Work that may run anywhere; the registry's observers hear each call on the main actor's next
    /// turn.
    case anywhere(@Sendable (Input) -> Void)
    /// Main-actor work (``onMainActor(interval:name:group:scheduler:registry:onDecision:_:)``),
    /// called on the main actor, where the registry's observers hear each call at once.
    case onMainActor(@MainActor (Input) -> Void)
  }

  /// Creates a throttled closure.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore calls after one runs; `.zero` disables, and a duration beyond
  ///     about 292 years ignores every call after the first until ``reset()``. `nil` (the default)
  ///     takes the interval the registry's applied configuration gives `name`, otherwise the
  ///     registry's ``ThrottleRegistry/defaultInterval``, from the next window when they change.
  ///   - name: The name a configuration sets the interval by and records show
  ///     (``ThrottleRecord/name``); `nil` shows the type.
  ///   - group: A group whose window the closure shares with the group's other members, or
  ///     `nil`; a call then runs only when both its own window and the group's are open.
  ///   - scheduler: The clock calls are stamped with.
  ///   - registry: Where the configuration, the default interval and the observers live.
  ///   - onDecision: Told about every call's decision, including drops, on the calling thread.
  ///   - action: The closure to throttle.
  /// - Precondition: `interval` is not negative.
  ///
  /// The registry's observers, which run on the main actor, hear each call on the main actor's next
  /// turn, whatever thread it came from; those of a closure created with
  /// ``onMainActor(interval:name:group:scheduler:registry:onDecision:_:)`` hear it synchronously.
  public convenience init(
    interval: Duration? = nil,
    name: String? = nil,
    group: ThrottleGroup? = nil,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared,
    onDecision: (@Sendable (ThrottleDecision) -> Void)? = nil,
    action: @escaping @Sendable (Input) -> Void
  ) {
    self.init(
      interval: interval, name: name, group: group, scheduler: scheduler, registry: registry, onDecision: onDecision,
      work: .anywhere(action))
  }

  private init(
    interval: Duration?,
    name: String?,
    group: ThrottleGroup?,
    scheduler: any Scheduler,
    registry: ThrottleRegistry,
    onDecision: (@Sendable (ThrottleDecision) -> Void)?,
    work: Work
  ) {
    self.work = work
    self.explicitInterval = interval.map { Nanoseconds.interval($0, "ThrottledAction interval") }
    self.storedName = name.map(ThrottleName.init)
    self.group = group
    self.scheduler = scheduler
    self.registry = registry
    self.onDecision = onDecision
  }

  /// Creates a throttled closure for main-actor work, such as a button's action.
  ///
  /// The throttled closure must then be called on the main actor; calling it elsewhere is a
  /// precondition failure, because the work is main-actor isolated.
  /// - Parameters:
  ///   - interval: How long to ignore calls after one runs; `nil` follows `name` and the registry.
  ///     See ``init(interval:name:group:scheduler:registry:onDecision:action:)``.
  ///   - name: The name a configuration sets the interval by and records show.
  ///   - group: A group whose window the closure shares, or `nil`; see ``ThrottleGroup``.
  ///   - scheduler: The clock calls are stamped with.
  ///   - registry: Where the configuration, the default interval and the observers live.
  ///   - onDecision: Told about every call's decision, including drops.
  ///   - action: The main-actor closure to throttle.
  /// - Returns: The throttled closure.
  /// - Precondition: `interval` is not negative.
  public static func onMainActor(
    interval: Duration? = nil,
    name: String? = nil,
    group: ThrottleGroup? = nil,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared,
    onDecision: (@Sendable (ThrottleDecision) -> Void)? = nil,
    _ action: @escaping @MainActor (Input) -> Void
  ) -> ThrottledAction {
    ThrottledAction(
      interval: interval, name: name, group: group, scheduler: scheduler, registry: registry, onDecision: onDecision,
      work: .onMainActor(action))
  }

  /// How long the next accepted call ignores calls after it: the interval given at creation, or
  /// the one its `name` and the registry give now (see <doc:WhichIntervalApplies>).
  ///
  /// A window already open keeps the length it was armed with.
  public var interval: Duration {
    Nanoseconds.duration(explicitInterval ?? registry.resolve(named: name).interval)
  }

  /// Runs the closure with `input` unless a call ran less than the interval ago.
  ///
  /// - Returns: The decision, also given to `onDecision`.
  @discardableResult
  public func callAsFunction(_ input: Input) -> ThrottleDecision {
    let (decision, instant) = claimWindow()
    if let onDecision { onDecision(decision) }
    // One read of the configuration word serves the record and its report on the main actor.
    let word = registry.word.load()
    let record = registry.record(
      decision, of: self, at: instant, name: storedName, inputKind: .eventless, underWord: word)
    switch work {
    case .anywhere(let action):
      if let record {
        let registry = registry
        Task { @MainActor in registry.report(record) }
      }
      if decision.isAccepted { action(input) }
    case .onMainActor(let action):
      // Handed over synchronously on the thread checked to be the main one: never shared across
      // threads.
      nonisolated(unsafe) let input = input
      if let record {
        let registry = registry
        // Observers hear the call before its work runs, as they do a control's send.
        MainActor.assumeIsolated {
          registry.report(record, underWord: word)
          if decision.isAccepted { action(input) }
        }
      } else if decision.isAccepted {
        MainActor.assumeIsolated { action(input) }
      }
    }
    return decision
  }

  /// Reopens the window: the next call runs.
  public func reset() {
    state.withLock { $0.window.reset() }
  }

  /// Decides a call and, when it passes, claims the window for it (and its group's), armed with
  /// the interval that applies now.
  ///
  /// The clock is read before the lock: an instant older than a window another call armed
  /// meanwhile falls inside that window by the backwards rule, so two calls never both pass in one
  /// window. The group's window is claimed inside the closure's own critical section, so that a
  /// call never gives a claimed group window back.
  /// - Returns: The decision and the instant it was made at.
  private func claimWindow() -> (ThrottleDecision, Int64) {
    let now = scheduler.now.uptimeNanoseconds
    let decision = state.withLock { state in
      let interval = explicitInterval ?? state.resolution.interval(named: name, in: registry)
      if let group {
        return group.decide(own: &state.window, at: now, interval: interval, member: ObjectIdentifier(self))
      }
      if interval == 0 { return ThrottleDecision.unthrottled(.intervalIsZero) }
      return state.window.input(at: now, interval: interval).decision
    }
    return (decision, now)
  }
}

extension ThrottledAction {
  /// Whether a call now would be dropped, by this closure's window or its group's; claims nothing.
  ///
  /// For the places that must say no before the call they will make, such as a table view
  /// delegate's `shouldHighlightRowAt`.
  public var isIgnoring: Bool {
    let now = scheduler.now.uptimeNanoseconds
    if state.load().window.isIgnoring(at: now) { return true }
    guard let group else { return false }
    return group.window.hold(at: now, interval: group.intervalNanoseconds, from: ObjectIdentifier(self)) != nil
  }
}

extension ThrottledAction where Input == Void {
  /// Runs the closure unless a call ran less than the interval ago.
  @discardableResult
  public func callAsFunction() -> ThrottleDecision {
    callAsFunction(())
  }
}
