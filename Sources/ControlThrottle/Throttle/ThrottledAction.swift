public import Foundation

/// A closure that runs at most once per interval, on the leading edge.
///
/// For places that have no control to adopt ``ThrottledControl``: SwiftUI `Button(action:)`,
/// gesture handlers, notification observers, `UIAction` handlers. It is safe to call from any
/// thread; concurrent calls inside one window run the closure exactly once. The closure runs
/// outside the lock, on the calling thread.
///
/// ```swift
/// struct CheckoutView: View {
///   let pay = ThrottledAction(interval: 1.0) { @MainActor in Checkout.shared.pay() }
///   var body: some View {
///     Button("Pay") { pay() }
///   }
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
