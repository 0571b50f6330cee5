/// The state behind one SwiftUI button whose action is asynchronous: a busy gate, the running task,
/// its cancellation and its last error.
///
/// The gate itself is an ``AsyncThrottledAction``: a tap while a run is in flight is dropped as
/// ``ThrottleDecision/DropReason/busy``, and a tap inside the minimum interval is dropped as
/// ``ThrottleDecision/DropReason/insideInterval(remaining:)``. This model adds what a button needs
/// around it:
/// - the operation is passed with each tap, so a button always runs the closure of its latest
///   render, never one captured by the first;
/// - ``cancel()`` cancels the running operation;
/// - an error the operation throws is kept in ``lastError`` and handed to the tap's error
///   handler — it is never dropped silently;
/// - a callback reports when the button should show itself busy.
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
  public let scheduler: any Scheduler

  /// Whether an accepted tap's operation has not ended yet.
  public private(set) var isRunning = false

  /// The error the last run threw, or `nil` if it returned, was cancelled, or a newer run started.
  public private(set) var lastError: (any Error)?

  private var gate: AsyncThrottledAction?
  private var gateInterval: Duration = .zero
  private var pendingRun: Run?
  private var runningTask: Task<Void, any Error>?
  private var isCancelRequested = false

  /// Creates a model with nothing running.
  ///
  /// - Parameter scheduler: The clock taps are stamped with.
  public init(scheduler: any Scheduler = SystemScheduler.shared) {
    self.scheduler = scheduler
  }

  /// Decides a tap and, if it passes, starts `operation` in a new task.
  ///
  /// The gate is claimed before the task starts, so a second tap in the same turn is dropped.
  ///
  /// - Parameters:
  ///   - minimumInterval: How long after an accepted tap further taps are dropped even if the run
  ///     has already ended; `.zero` (the default) only drops taps while the run is in flight.
  ///     A changed value applies from the next accepted tap.
  ///   - onRunningChange: Told `true` when the tap is accepted and `false` when its run ends.
  ///   - onError: Told the error the operation throws, unless the run was cancelled. Without one,
  ///     an error is a programmer error in debug builds: handle it or store it, never lose it.
  ///   - operation: The button's work.
  /// - Returns: ``ThrottleDecision/accepted``, or a drop while busy or inside the minimum interval.
  /// - Precondition: `minimumInterval` is not negative.
  @discardableResult
  public func tap(
    minimumInterval: Duration = .zero,
    onRunningChange: (@MainActor (Bool) -> Void)? = nil,
    onError: (@MainActor (any Error) -> Void)? = nil,
    _ operation: @escaping @MainActor () async throws -> Void
  ) -> ThrottleDecision {
    let decision = gate(minimumInterval: minimumInterval)()
    guard decision.isAccepted else { return decision }
    pendingRun = Run(operation: operation, onRunningChange: onRunningChange, onError: onError)
    isRunning = true
    lastError = nil
    onRunningChange?(true)
    return decision
  }

  /// Cancels the running operation, if any.
  ///
  /// The operation's task is cancelled and the run ends when the operation returns or throws; an
  /// operation whose tap was accepted in this turn never starts. A cancelled run's error is not
  /// reported: cancellation is the caller's own decision.
  public func cancel() {
    guard isRunning else { return }
    isCancelRequested = true
    runningTask?.cancel()
  }

  /// Waits until the run started by the last accepted tap has ended, if one is in flight.
  public func waitForCurrentRun() async {
    await gate?.waitForCurrentRun()
  }

  /// The gate for `minimumInterval`; a new one when the interval changed while nothing runs.
  private func gate(minimumInterval: Duration) -> AsyncThrottledAction {
    let nanoseconds = ButtonInterval.nanoseconds(minimumInterval, "AsyncButtonThrottle minimumInterval")
    if let gate, isRunning || minimumInterval == gateInterval { return gate }
    let gate = AsyncThrottledAction(
      minimumInterval: nanoseconds == .max ? .infinity : ButtonInterval.seconds(minimumInterval),
      scheduler: scheduler
    ) { [weak self] in
      await self?.runPending()
    }
    self.gate = gate
    gateInterval = minimumInterval
    return gate
  }

  /// Runs the accepted tap's operation in a task of its own, so that ``cancel()`` reaches it, and
  /// reports how it ended.
  private func runPending() async {
    guard let run = pendingRun else { return }
    pendingRun = nil
    var thrown: (any Error)?
    // Cancelled between the tap and the start of this task: the operation never starts.
    if !isCancelRequested {
      let task = Task { try await run.operation() }
      runningTask = task
      do {
        try await task.value
      } catch {
        thrown = error
      }
      runningTask = nil
    }
    let wasCancelled = isCancelRequested
    isCancelRequested = false
    isRunning = false
    if let thrown, !wasCancelled, !(thrown is CancellationError) {
      lastError = thrown
      if let onError = run.onError {
        onError(thrown)
      } else {
        assertionFailure(
          "An asynchronous button action threw \(thrown) and no error handler was given; pass onError.")
      }
    }
    run.onRunningChange?(false)
  }
}
