public import Foundation

/// A closure that runs at most once per interval, on the leading edge.
///
/// For places that have no control to adopt ``ThrottledControl``: SwiftUI `Button(action:)`,
/// gesture handlers, notification observers, `UIAction` handlers. It is safe to call from any
/// thread; concurrent calls inside one window run the closure exactly once. The closure runs
/// outside the lock, on the calling thread.
///
/// For main-actor work — almost every UI handler — create it with
/// ``onMainActor(interval:scheduler:onDecision:_:)``:
///
/// ```swift
/// struct CheckoutView: View {
///   let pay = ThrottledAction.onMainActor(interval: 1.0) { Checkout.shared.pay() }
///   var body: some View {
///     Button("Pay") { pay() }
///   }
/// }
/// ```
///
/// For work that may run anywhere, pass a `@Sendable` closure:
///
/// ```swift
/// let refresh = ThrottledAction(interval: 2) { cache.refresh() }
/// NotificationCenter.default.addObserver(forName: .significantTimeChange, object: nil, queue: nil) { _ in
///   refresh()
/// }
/// ```
public final class ThrottledAction<Input>: @unchecked Sendable {
  // Sendable: `window` is only touched under `lock`; everything else is immutable and Sendable.
  private let lock = Lock()
  private var window = ThrottleWindow()
  private let intervalNanoseconds: Int64
  private let scheduler: any Scheduler
  private let onDecision: (@Sendable (ThrottleDecision) -> Void)?
  private let action: @Sendable (Input) -> Void

  /// Creates a throttled closure.
  ///
  /// - Parameters:
  ///   - interval: Seconds to ignore calls after one runs; 0 disables, `.infinity` ignores every
  ///     call after the first until ``reset()``. Defaults to the shared registry's default
  ///     interval at creation.
  ///   - scheduler: The clock calls are stamped with.
  ///   - onDecision: Told about every call's decision, including drops.
  ///   - action: The closure to throttle.
  /// - Precondition: `interval` is not negative and not NaN.
  public init(
    interval: TimeInterval = ThrottleRegistry.shared.defaultInterval,
    scheduler: any Scheduler = SystemScheduler.shared,
    onDecision: (@Sendable (ThrottleDecision) -> Void)? = nil,
    action: @escaping @Sendable (Input) -> Void
  ) {
    self.intervalNanoseconds = Nanoseconds.interval(interval, "ThrottledAction interval")
    self.scheduler = scheduler
    self.onDecision = onDecision
    self.action = action
  }

  /// Creates a throttled closure for main-actor work, such as a SwiftUI button's action.
  ///
  /// The throttled closure must then be called on the main actor; calling it elsewhere is a
  /// precondition failure, because the work is main-actor isolated.
  /// - Parameters:
  ///   - interval: Seconds to ignore calls after one runs; see ``init(interval:scheduler:onDecision:action:)``.
  ///   - scheduler: The clock calls are stamped with.
  ///   - onDecision: Told about every call's decision, including drops.
  ///   - action: The main-actor closure to throttle.
  /// - Returns: The throttled closure.
  /// - Precondition: `interval` is not negative and not NaN.
  public static func onMainActor(
    interval: TimeInterval = ThrottleRegistry.shared.defaultInterval,
    scheduler: any Scheduler = SystemScheduler.shared,
    onDecision: (@Sendable (ThrottleDecision) -> Void)? = nil,
    _ action: @escaping @MainActor (Input) -> Void
  ) -> ThrottledAction {
    ThrottledAction(interval: interval, scheduler: scheduler, onDecision: onDecision) { input in
      // The input is handed over synchronously on the thread that is checked to be the main
      // one, so it is never shared across threads.
      nonisolated(unsafe) let input = input
      MainActor.assumeIsolated { action(input) }
    }
  }

  /// The interval in seconds.
  public var interval: TimeInterval { Nanoseconds.seconds(intervalNanoseconds) }

  /// Runs the closure with `input` unless a call ran less than ``interval`` ago.
  @discardableResult
  public func callAsFunction(_ input: Input) -> ThrottleDecision {
    let now = scheduler.now.uptimeNanoseconds
    let remaining = lock.withLock {
      window.decide(at: now, interval: intervalNanoseconds, sameEventPasses: false)
    }
    let decision = ThrottleDecision(remainingNanoseconds: remaining)
    onDecision?(decision)
    if remaining == nil { action(input) }
    return decision
  }

  /// Reopens the window: the next call runs.
  public func reset() {
    lock.withLock { window.reset() }
  }
}

extension ThrottledAction where Input == Void {
  /// Runs the closure unless a call ran less than ``interval`` ago.
  @discardableResult
  public func callAsFunction() -> ThrottleDecision {
    callAsFunction(())
  }
}
