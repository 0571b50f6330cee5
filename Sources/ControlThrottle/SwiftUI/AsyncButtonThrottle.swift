/// The state behind one SwiftUI button whose action is asynchronous: an ``AsyncThrottledAction``
/// that runs, with each tap, the closure of the button's latest render.
///
/// An ``AsyncThrottledAction`` fixes its operation when it is created, but a SwiftUI view's action
/// closure is rebuilt on every render and may capture new values. This model passes the operation
/// with each tap and leaves every decision to the action it holds:
/// - a tap while a run is in flight is dropped as ``ThrottleDecision/DropReason/running``;
/// - with a minimum interval (the action's ``AsyncThrottledAction/cooldown``), a tap that soon after
///   a run ended is dropped as ``ThrottleDecision/DropReason/insideInterval(remaining:)``;
/// - ``cancel()`` cancels the run; an error the operation throws once cancelled counts as the
///   cancellation, not as a failure;
/// - an error is kept in ``lastError`` and handed to the tap's error handler — never dropped
///   silently;
/// - a callback reports when the button should show itself busy, on every OS version.
///
/// Keep it where SwiftUI keeps state across renders, `@State`, or in your own model when
/// something else (a Cancel button) must reach it:
///
/// ```swift
/// @MainActor final class CheckoutModel {
///   let payment = AsyncButtonThrottle()
///   func cancelPayment() { payment.cancel() }
/// }
///
/// // In a view:
/// Button("Pay") {
///   checkout.payment.tap(onError: { showAlert($0) }) { try await api.submitPayment(cart) }
/// }
/// ```
///
/// `AsyncThrottledButton` in `ControlThrottleSwiftUI` wraps exactly this.
@MainActor
public final class AsyncButtonThrottle {
  /// What one accepted tap runs and whom it tells.
  private struct Run {
    var operation: @MainActor () async throws -> Void
    var onRunningChange: (@MainActor (Bool) -> Void)?
    var onError: (@MainActor (any Error) -> Void)?
  }

  /// The clock taps are stamped with.
  package let scheduler: any Scheduler

  /// The action that decides taps, created at the first tap with that tap's minimum interval.
  package private(set) var action: AsyncThrottledAction?

  /// The accepted tap whose run is in flight or ended last.
  private var currentRun: Run?

  /// Creates a model with nothing running.
  ///
  /// - Parameter scheduler: The clock taps are stamped with.
  public init(scheduler: any Scheduler = SystemScheduler.shared) {
    self.scheduler = scheduler
  }

  /// Whether an accepted tap's run has not ended yet.
  ///
  /// Observable through the action the model runs, where Observation is available.
  public var isRunning: Bool { action?.isRunning ?? false }

  /// The error the last run threw, or `nil` if it returned, was cancelled, or a newer run started.
  public var lastError: (any Error)? { action?.lastError }

  /// Decides a tap and, if it passes, starts `operation` in a new task.
  ///
  /// The gate is claimed before the task starts, so a second tap in the same turn is dropped.
  ///
  /// - Parameters:
  ///   - cooldown: How long after a run ends further taps are dropped; `.zero` (the
  ///     default) drops taps only while the run is in flight. A changed value replaces the action
  ///     at the next tap while nothing runs, which also reopens its gate.
  ///   - onRunningChange: Told `true` when the tap is accepted and `false` when its run ends.
  ///   - onError: Told the error the operation throws, unless the run was cancelled. Without one,
  ///     an error is a programmer error in debug builds: handle it or store it, never lose it.
  ///   - operation: The button's work.
  /// - Returns: ``ThrottleDecision/accepted``, or a drop while busy or inside the minimum interval.
  /// - Precondition: `cooldown` is not negative.
  @discardableResult
  public func tap(
    cooldown: Duration = .zero,
    onRunningChange: (@MainActor (Bool) -> Void)? = nil,
    onError: (@MainActor (any Error) -> Void)? = nil,
    _ operation: @escaping @MainActor () async throws -> Void
  ) -> ThrottleDecision {
    let decision = action(cooldown: cooldown)()
    guard decision.isAccepted else { return decision }
    // The run's task starts after this turn, so it finds the operation it was accepted for.
    currentRun = Run(operation: operation, onRunningChange: onRunningChange, onError: onError)
    onRunningChange?(true)
    return decision
  }

  /// Cancels the run in flight, if any.
  ///
  /// The run's task is cancelled and the run ends when the operation returns or throws; an
  /// operation whose tap was accepted in this turn never starts. A cancelled run's error is not
  /// reported: cancellation is the caller's own decision.
  public func cancel() {
    action?.cancel()
  }

  /// Waits until the run in flight, if any, has ended.
  public func waitForCurrentRun() async {
    await action?.waitForCurrentRun()
  }

  /// The action for `cooldown`: the current one, or a new one when none exists yet or the
  /// interval changed while nothing runs.
  private func action(cooldown: Duration) -> AsyncThrottledAction {
    if let action, action.isRunning || action.cooldown == cooldown { return action }
    let action = AsyncThrottledAction(interval: .zero, cooldown: cooldown, scheduler: scheduler) {
      [weak self] in
      try await self?.runCurrentOperation()
    }
    action.onStateChange = { [weak self] action in
      if !action.isRunning { self?.currentRun?.onRunningChange?(false) }
    }
    action.onError = { [weak self] error in
      self?.report(error)
    }
    self.action = action
    return action
  }

  /// The operation of the accepted tap, inside the action's run.
  private func runCurrentOperation() async throws {
    try Task.checkCancellation()
    guard let operation = currentRun?.operation else { return }
    do {
      try await operation()
    } catch  where Task.isCancelled {
      // What an operation throws once cancelled (`URLError.cancelled`, say) is the cancellation.
      throw CancellationError()
    }
  }

  /// Hands a failed run's error to its tap's handler.
  private func report(_ error: any Error) {
    if let onError = currentRun?.onError {
      onError(error)
    } else {
      assertionFailure("An asynchronous button action threw \(error) and no error handler was given; pass onError.")
    }
  }
}
