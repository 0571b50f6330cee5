/// A closure that runs at most once per interval, on the leading edge.
///
/// For places that have no control to adopt ``ThrottledControl``: a tap recognizer's handler,
/// notification observers, `UIAction` handlers, view models. A continuous gesture (long press,
/// pan, pinch) calls its handler several times per recognition; throttle it with
/// `ThrottledGestureAction` from ControlThrottleUIKit, which decides once per recognition. It is safe to call from any thread; concurrent calls
/// inside one window run the closure exactly once. The closure runs on the calling thread.
///
/// The window is one locked value, the instant of the last accepted call. A call loads it, then reads
/// the clock, and claims the window with one compare-and-exchange, which holds the lock only to
/// compare and store; a caller that loses the exchange decides again on the winner's instant. Because every clock read follows the load of the state it
/// is compared with, no caller can present an instant older than the window it sees, so two calls
/// can never both pass in one window.
///
/// It is generic over the input the closure takes; a closure without one is a
/// `ThrottledAction<Void>`, called as `action()`.
///
/// Hold it where it lives as long as the thing it guards: a view model, a view controller, or a
/// SwiftUI view's `@State` — never a SwiftUI view's stored `let`, which is recreated on every render.
/// For main-actor work, create it with ``onMainActor(interval:group:scheduler:onDecision:_:)``:
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
/// let refresh = ThrottledAction(interval: .seconds(2)) { cache.refresh() }
/// NotificationCenter.default.addObserver(forName: .significantTimeChange, object: nil, queue: nil) { _ in
///   refresh()
/// }
/// ```
public final class ThrottledAction<Input>: Sendable {
  /// The instant of the last accepted call in nanoseconds, `Int64.min` when open.
  private let lastAccepted = LockedBox(Int64.min)
  private let intervalNanoseconds: Int64
  private let scheduler: any Scheduler
  /// The group whose window the closure shares, if any.
  package let group: ThrottleGroup?
  private let onDecision: (@Sendable (ThrottleDecision) -> Void)?
  private let action: @Sendable (Input) -> Void

  /// Creates a throttled closure.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore calls after one runs; `.zero` disables, and a duration beyond
  ///     about 292 years ignores every call after the first until ``reset()``.
  ///   - group: A group whose window the closure shares with the group's other members, or
  ///     `nil`; a call then runs only when both its own window and the group's are open.
  ///   - scheduler: The clock calls are stamped with.
  ///   - onDecision: Told about every call's decision, including drops, on the calling thread.
  ///   - action: The closure to throttle.
  /// - Precondition: `interval` is not negative.
  public init(
    interval: Duration = .defaultThrottleInterval,
    group: ThrottleGroup? = nil,
    scheduler: any Scheduler = SystemScheduler.shared,
    onDecision: (@Sendable (ThrottleDecision) -> Void)? = nil,
    action: @escaping @Sendable (Input) -> Void
  ) {
    self.intervalNanoseconds = Nanoseconds.interval(interval, "ThrottledAction interval")
    self.group = group
    self.scheduler = scheduler
    self.onDecision = onDecision
    self.action = action
  }

  /// Creates a throttled closure for main-actor work, such as a button's action.
  ///
  /// The throttled closure must then be called on the main actor; calling it elsewhere is a
  /// precondition failure, because the work is main-actor isolated.
  /// - Parameters:
  ///   - interval: How long to ignore calls after one runs; see
  ///     ``init(interval:group:scheduler:onDecision:action:)``.
  ///   - group: A group whose window the closure shares, or `nil`; see ``ThrottleGroup``.
  ///   - scheduler: The clock calls are stamped with.
  ///   - onDecision: Told about every call's decision, including drops.
  ///   - action: The main-actor closure to throttle.
  /// - Returns: The throttled closure.
  /// - Precondition: `interval` is not negative.
  public static func onMainActor(
    interval: Duration = .defaultThrottleInterval,
    group: ThrottleGroup? = nil,
    scheduler: any Scheduler = SystemScheduler.shared,
    onDecision: (@Sendable (ThrottleDecision) -> Void)? = nil,
    _ action: @escaping @MainActor (Input) -> Void
  ) -> ThrottledAction {
    ThrottledAction(interval: interval, group: group, scheduler: scheduler, onDecision: onDecision) { input in
      // The input is handed over synchronously on the thread that is checked to be the main
      // one, so it is never shared across threads.
      nonisolated(unsafe) let input = input
      MainActor.assumeIsolated { action(input) }
    }
  }

  /// How long calls are ignored after one runs.
  package var interval: Duration { Nanoseconds.duration(intervalNanoseconds) }

  /// Runs the closure with `input` unless a call ran less than the interval ago.
  ///
  /// - Returns: The decision, also given to `onDecision`.
  @discardableResult
  public func callAsFunction(_ input: Input) -> ThrottleDecision {
    let decision = claimWindow()
    if let onDecision { onDecision(decision) }
    if decision.isAccepted { action(input) }
    return decision
  }

  /// Reopens the window: the next call runs.
  public func reset() {
    lastAccepted.withLock { $0 = .min }
  }

  /// Decides a call and, when it passes, claims the window for it.
  ///
  /// A caller that loses the exchange to another thread decides again on the winner's instant.
  private func claimWindow() -> ThrottleDecision {
    if let group { return claimWindow(in: group) }
    if intervalNanoseconds == 0 { return .unthrottled(.intervalIsZero) }
    var last = lastAccepted.load()
    while true {
      // Read after the load: the instant is never older than the window it is compared with.
      let now = scheduler.now.uptimeNanoseconds
      var window = ThrottleWindow(lastAccepted: last, interval: intervalNanoseconds)
      if let remaining = window.decide(at: now, interval: intervalNanoseconds, sameEventPasses: false) {
        return ThrottleDecision(remainingNanoseconds: remaining)
      }
      let (exchanged, found) = lastAccepted.compareExchange(expected: last, desired: now)
      if exchanged { return .accepted }
      last = found
    }
  }
}

extension ThrottledAction {
  /// Whether a call now would be dropped, by this closure's window or its group's; claims nothing.
  ///
  /// For the places that must say no before the call they will make, such as a table view
  /// delegate's `shouldHighlightRowAt`.
  public var isIgnoring: Bool {
    let now = scheduler.now.uptimeNanoseconds
    if ownWindow(armedAt: lastAccepted.load()).isIgnoring(at: now) { return true }
    guard let group else { return false }
    return group.window.hold(at: now, interval: group.intervalNanoseconds, on: ObjectIdentifier(self)) != nil
  }

  /// Decides a call of a grouped closure: its own window first, then the group's, which it then
  /// claims before its own, so that two members can never both pass in one group window.
  ///
  /// One clock read decides the call unless another call of this closure claims its own window
  /// first.
  private func claimWindow(in group: ThrottleGroup) -> ThrottleDecision {
    let member = ObjectIdentifier(self)
    var last = lastAccepted.load()
    // Read after the load: the instant is never older than the windows it is compared with.
    var now = scheduler.now.uptimeNanoseconds
    while true {
      var own = ownWindow(armedAt: last)
      if let remaining = own.decide(at: now, interval: intervalNanoseconds, sameEventPasses: false) {
        return ThrottleDecision(remainingNanoseconds: remaining)
      }
      if let (remaining, holder) = group.claim(at: now, by: member) {
        return .dropped(.insideGroupWindow(remaining: Nanoseconds.duration(remaining), heldBy: holder))
      }
      if intervalNanoseconds == 0 { return group.intervalNanoseconds == 0 ? .unthrottled(.intervalIsZero) : .accepted }
      let exchange = lastAccepted.compareExchange(expected: last, desired: now)
      if exchange.exchanged { return .accepted }
      // Another call of this closure claimed its own window first: give the group back, decide again
      // on that call's instant.
      group.release(armedAt: now, by: member)
      last = exchange.original
      // Read after the load: the instant is never older than the window it is compared with.
      now = scheduler.now.uptimeNanoseconds
    }
  }

  /// This closure's own window, armed at `last` (`Int64.min`: open).
  private func ownWindow(armedAt last: Int64) -> ThrottleWindow {
    ThrottleWindow(lastAccepted: last, interval: intervalNanoseconds)
  }
}

extension ThrottledAction where Input == Void {
  /// Runs the closure unless a call ran less than the interval ago.
  @discardableResult
  public func callAsFunction() -> ThrottleDecision {
    callAsFunction(())
  }
}
