public import Foundation

/// An async action that ignores calls while its previous run is in flight and for a minimum
/// interval after that run started.
///
/// The gate reopens when the operation returns, throws, or is cancelled — and not before the
/// minimum interval has passed since it started — so a slow payment cannot be submitted twice and a
/// fast one cannot be re-submitted by a double tap.
///
/// ```swift
/// @MainActor final class CheckoutModel {
///   lazy var pay = AsyncThrottledAction(minimumInterval: 0.5) { [unowned self] in
///     try await api.submitPayment(cart)
///   }
/// }
/// // SwiftUI: Button("Pay") { model.pay() }
/// ```
@MainActor
public final class AsyncThrottledAction {
  /// How one call ended.
  public enum Outcome: Sendable {
    /// The operation ran and returned.
    case finished
    /// The operation ran and threw.
    case failed(any Error)
    /// The operation ran and was cancelled (it threw `CancellationError` or its task was cancelled).
    case cancelled
    /// The operation did not run.
    case dropped(ThrottleDecision.DropReason)
  }

  private var window = ThrottleWindow()
  private let intervalNanoseconds: Int64
  private let scheduler: any Scheduler
  private let operation: @MainActor () async throws -> Void

  /// Whether a run is in flight.
  public private(set) var isBusy = false

  /// The task started by ``callAsFunction()``, while it runs.
  private var currentRun: Task<Void, Never>?

  /// Creates a busy-gated async action.
  ///
  /// - Parameters:
  ///   - minimumInterval: Seconds after a run starts during which calls are ignored even if it has
  ///     already finished.
  ///   - scheduler: The clock calls are stamped with.
  ///   - operation: The work to run.
  /// - Precondition: `minimumInterval` is not negative and not NaN.
  public init(
    minimumInterval: TimeInterval = 0.5,
    scheduler: any Scheduler = SystemScheduler.shared,
    operation: @escaping @MainActor () async throws -> Void
  ) {
    self.intervalNanoseconds = Nanoseconds.interval(minimumInterval, "AsyncThrottledAction minimumInterval")
    self.scheduler = scheduler
    self.operation = operation
  }

  /// Runs the operation if the gate is open and waits for it.
  ///
  /// - Returns: How the call ended; ``Outcome/dropped(_:)`` at once when the gate is closed.
  @discardableResult
  public func perform() async -> Outcome {
    if case .dropped(let reason) = claim() { return .dropped(reason) }
    defer { isBusy = false }
    do {
      try await operation()
      return Task.isCancelled ? .cancelled : .finished
    } catch is CancellationError {
      return .cancelled
    } catch {
      return .failed(error)
    }
  }

  /// Starts the operation in a new task if the gate is open; for synchronous callers such as
  /// SwiftUI buttons.
  ///
  /// The gate is claimed before the task starts, so a second tap in the same turn is dropped.
  /// - Returns: Whether the call was accepted.
  @discardableResult
  public func callAsFunction() -> ThrottleDecision {
    let decision = claim()
    if decision.isAccepted {
      currentRun = Task {
        defer {
          self.isBusy = false
          self.currentRun = nil
        }
        try? await self.operation()
      }
    }
    return decision
  }

  /// Waits for the run started by ``callAsFunction()``, if one is in flight.
  public func waitForCurrentRun() async {
    await currentRun?.value
  }

  /// Decides a call and, if it passes, marks the action busy.
  private func claim() -> ThrottleDecision {
    if isBusy { return .dropped(.busy) }
    let now = scheduler.now.uptimeNanoseconds
    let decision = ThrottleDecision(
      remainingNanoseconds: window.decide(at: now, interval: intervalNanoseconds, sameEventPasses: false)
    )
    if decision.isAccepted { isBusy = true }
    return decision
  }
}
