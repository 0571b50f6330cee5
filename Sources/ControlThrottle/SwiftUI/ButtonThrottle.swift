/// The throttle behind one SwiftUI button: a leading-edge window decided on each tap.
///
/// SwiftUI rebuilds a view's struct whenever its parent renders, so a throttle kept in a stored
/// `let` of the view would start over each time and could let a double tap through. Keep this
/// model where SwiftUI keeps state across renders — `@State` — and ask it about every tap:
///
/// ```swift
/// struct PayButton: View {
///   @State private var throttle = ButtonThrottle()
///   let pay: () -> Void
///   var body: some View {
///     Button("Pay") { throttle.tap(interval: .seconds(1), pay) }
///   }
/// }
/// ```
///
/// `ThrottledButton` and `ThrottledButtonStyle` in `ControlThrottleSwiftUI` do exactly this.
///
/// Semantics, the leading-edge window of ``Throttle``:
/// - The first tap passes and ignores further taps until `instant + interval`; a tap strictly
///   before that instant is dropped and does not extend the window; a tap exactly at it passes.
/// - Every tap is a distinct event stamped with the scheduler's ``Scheduler/now``: SwiftUI hands
///   button actions no event timestamp.
/// - The interval is passed with each tap, so a changed setting applies from the next tap; a
///   window already running keeps the length it started with. A tap given no interval takes the
///   one the registry's configuration gives ``name``, otherwise its environment's, otherwise the
///   registry's default (see <doc:WhichIntervalApplies>).
/// - Every decision is reported to the registry's observers, named by ``name``.
/// - An interval of zero passes every tap as ``ThrottleDecision/unthrottled(_:)``.
/// - Given a ``ThrottleGroup``, a tap passes only when both this window and the group's are open,
///   and then arms both: the buttons of one group are exclusive. A drop by the group reports
///   ``ThrottleDecision/DropReason/insideGroupWindow(remaining:heldBy:)``, naming the throttle
///   whose tap holds the window; a zero interval leaves the tap to the group alone.
@MainActor
package final class ButtonThrottle {
  /// The clock taps are stamped with.
  package let scheduler: any Scheduler
  /// The registry whose configuration and default interval apply to taps given no interval, and
  /// whose observers hear every tap.
  package let registry: ThrottleRegistry
  /// The name a configuration sets the interval by, and records show; `nil` shows `ThrottledButton`.
  package var name: String? {
    get { storedName?.text }
    set {
      guard newValue != name else { return }
      storedName = newValue.map(ThrottleName.init)
      resolution.forget()
    }
  }
  /// ``name``, boxed once when set, for the records of the button's taps.
  private var storedName: ThrottleName?
  /// The name records show for a button without one.
  private nonisolated static let unnamed = ThrottleName("ThrottledButton")
  /// The interval resolved for taps given none.
  private var resolution = ResolvedInterval()

  /// The window of the last accepted tap.
  private var window = ThrottleWindow()

  /// Creates a throttle with an open window.
  ///
  /// - Parameters:
  ///   - scheduler: The clock taps are stamped with.
  ///   - registry: Where the configuration, the default interval and the observers live.
  package init(scheduler: any Scheduler = SystemScheduler.shared, registry: ThrottleRegistry = .shared) {
    self.scheduler = scheduler
    self.registry = registry
  }

  /// Decides a tap at the scheduler's current instant and, if it passes, arms the window.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore taps after an accepted one; `.zero` disables this
  ///     button's own window; `nil` follows ``name``, then `environment`, then the registry.
  ///   - environment: The interval the button's environment sets, or `nil` when it sets none.
  ///   - group: The group whose window the button shares with the group's other members, or `nil`.
  /// - Returns: ``ThrottleDecision/accepted``; a drop inside the interval or the group's window;
  ///   ``ThrottleDecision/unthrottled(_:)`` for a zero interval (and, in a group, a zero group
  ///   interval).
  /// - Precondition: `interval` and `environment` are not negative.
  package func tap(interval: Duration?, environment: Duration? = nil, group: ThrottleGroup? = nil) -> ThrottleDecision {
    let now = scheduler.now.uptimeNanoseconds
    let decision = decide(
      at: now, interval: resolvedNanoseconds(given: interval, environment: environment), group: group)
    registry.report(decision, of: self, at: now, name: storedName ?? Self.unnamed, inputKind: .eventless)
    return decision
  }

  /// The interval of a tap in nanoseconds: the given one, else the one resolved from the
  /// registry, resolved again only when the registry or the environment changed (the one interval
  /// cache, ``ResolvedInterval``).
  private func resolvedNanoseconds(given interval: Duration?, environment: Duration?) -> Int64 {
    if let interval { return Nanoseconds.interval(interval, "ButtonThrottle interval") }
    let fallback = environment.map { Nanoseconds.interval($0, "ThrottledButton's environment throttleInterval") }
    return resolution.interval(named: name, otherwise: fallback, in: registry)
  }

  /// Decides a tap at `now` for `nanoseconds` and, if it passes, arms the window.
  private func decide(at now: Int64, interval nanoseconds: Int64, group: ThrottleGroup?) -> ThrottleDecision {
    // Before the zero-interval return: a button without an interval of its own is still a member.
    if let group {
      return group.decide(own: &window, at: now, interval: nanoseconds, member: ObjectIdentifier(self))
    }
    if nanoseconds == 0 { return .unthrottled(.intervalIsZero) }
    return window.input(at: now, interval: nanoseconds).decision
  }

  /// Decides a tap and runs `action` if it passes.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore taps after an accepted one; `.zero` disables this
  ///     button's own window; `nil` follows ``name``, then `environment`, then the registry.
  ///   - environment: The interval the button's environment sets, or `nil` when it sets none.
  ///   - group: The group whose window the button shares, or `nil`.
  ///   - action: The button's action, run at most once per window.
  /// - Returns: The decision; `action` ran exactly when it ``ThrottleDecision/isAccepted``.
  /// - Precondition: `interval` is not negative.
  @discardableResult
  package func tap(
    interval: Duration?, environment: Duration? = nil, group: ThrottleGroup? = nil, _ action: () -> Void
  ) -> ThrottleDecision {
    let decision = tap(interval: interval, environment: environment, group: group)
    if decision.isAccepted { action() }
    return decision
  }

  /// The instant until which taps are dropped, or `nil` if no tap was accepted since the last reset.
  package var ignoreUntil: SchedulerInstant? {
    window.ignoreUntil == .min ? nil : SchedulerInstant(uptimeNanoseconds: window.ignoreUntil)
  }

  /// Reopens the window: the next tap passes whatever the time.
  package func reset() {
    window.reset()
  }
}
