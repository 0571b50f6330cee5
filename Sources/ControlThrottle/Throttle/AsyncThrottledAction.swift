public import Observation

/// An async action that ignores calls while its previous run is in flight, for an interval after
/// that run started, and optionally for a cooldown after it ended.
///
/// A slow payment cannot be submitted twice, and a fast one cannot be re-submitted by a double tap.
/// Errors are never swallowed: every run records its error in ``lastError`` and hands it to
/// ``onError``, and ``perform()`` also rethrows it. The state (``isRunning``, ``lastError``,
/// ``lastCompletion``) is observable through Observation where it is available (iOS 17, macOS 14,
/// tvOS 17, watchOS 10, visionOS 1, Linux), and through ``onStateChange`` everywhere.
///
/// Hold it in something that outlives a render — a view model, or a SwiftUI view's `@State`:
///
/// ```swift
/// @MainActor final class CheckoutModel {
///   let api: PaymentsAPI
///   lazy var pay = AsyncThrottledAction(interval: .milliseconds(500)) { [unowned self] in
///     try await api.submitPayment()
///   }
/// }
/// // A button's action: model.pay(); its state: model.pay.isRunning, model.pay.lastError
/// ```
///
/// On the virtual clock, a test awaits the run it started:
///
/// ```swift
/// let decision = action()              // .accepted: the run starts
/// #expect(action() == .dropped(.running)) // a second tap while it runs
/// await action.waitForCurrentRun()
/// ```
@MainActor
public final class AsyncThrottledAction {
  /// How a run ended.
  public enum Completion: Hashable, Sendable {
    /// The operation returned.
    case finished
    /// The operation threw an error other than `CancellationError`; see ``lastError``.
    case failed
    /// The run was cancelled: the operation threw `CancellationError`, or returned after its task
    /// was cancelled.
    case cancelled
  }

  private var window = ThrottleWindow()
  /// The cooldown after the last run, as a window armed at its end: the package's backwards rule
  /// applies, so a clock that jumps back never holds the action for the size of the jump.
  private var cooldownWindow = ThrottleWindow()
  private let intervalNanoseconds: Int64
  private let cooldownNanoseconds: Int64
  private let scheduler: any Scheduler
  private let operation: @MainActor () async throws -> Void
  /// An `ObservationRegistrar` where Observation exists; a stored property cannot carry an
  /// availability, so it is kept type-erased.
  private let registrar: (any Sendable)?
  private var currentRun: Task<Void, any Error>?

  /// Called with the error of a failed run, on the main actor; cancellation is not an error.
  public var onError: (@MainActor (any Error) -> Void)?

  /// Called after ``isRunning``, ``lastError`` or ``lastCompletion`` changed, for code that cannot
  /// use Observation.
  public var onStateChange: (@MainActor (AsyncThrottledAction) -> Void)?

  /// Creates a busy-gated async action.
  ///
  /// - Parameters:
  ///   - interval: How long after a run starts calls are ignored, even if it already ended.
  ///   - cooldown: How long after a run ends calls are ignored; `.zero` (the default) reopens as
  ///     soon as it ends, if the interval has passed.
  ///   - scheduler: The clock calls are stamped with.
  ///   - operation: The work to run.
  /// - Precondition: `interval` and `cooldown` are not negative.
  public init(
    interval: Duration = .defaultThrottleInterval,
    cooldown: Duration = .zero,
    scheduler: any Scheduler = SystemScheduler.shared,
    operation: @escaping @MainActor () async throws -> Void
  ) {
    self.intervalNanoseconds = Nanoseconds.interval(interval, "AsyncThrottledAction interval")
    self.cooldownNanoseconds = Nanoseconds.interval(cooldown, "AsyncThrottledAction cooldown")
    self.scheduler = scheduler
    self.operation = operation
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
      registrar = ObservationRegistrar()
    } else {
      registrar = nil
    }
  }

  /// How long after a run starts calls are ignored.
  public var interval: Duration { Nanoseconds.duration(intervalNanoseconds) }

  /// How long after a run ends calls are ignored.
  public var cooldown: Duration { Nanoseconds.duration(cooldownNanoseconds) }

  /// Whether a run is in flight.
  public var isRunning: Bool {
    access(\.isRunning)
    return storedIsRunning
  }
  private var storedIsRunning = false

  /// The error of the last run, if it failed; cleared when a run starts.
  public var lastError: (any Error)? {
    access(\.lastError)
    return storedLastError
  }
  private var storedLastError: (any Error)?

  /// How the last run ended; `nil` before the first run ends.
  public var lastCompletion: Completion? {
    access(\.lastCompletion)
    return storedLastCompletion
  }
  private var storedLastCompletion: Completion?

  /// Runs the operation if the gate is open, and waits for it.
  ///
  /// - Returns: ``ThrottleDecision/accepted`` after the operation returned, or the drop decision at
  ///   once when the gate is closed (``ThrottleDecision/DropReason/running`` while a run is in flight).
  /// - Throws: The operation's error; `CancellationError` when the run was cancelled, by
  ///   ``cancel()`` or by cancelling the calling task.
  @discardableResult
  public func perform() async throws -> ThrottleDecision {
    let decision = claim()
    guard decision.isAccepted else { return decision }
    let run = start()
    try await withTaskCancellationHandler {
      try await run.value
    } onCancel: {
      run.cancel()
    }
    return decision
  }

  /// Starts the operation in a new task if the gate is open; for synchronous callers such as
  /// button actions.
  ///
  /// The gate is claimed before the task starts, so a second tap in the same turn is dropped. The
  /// run's error goes to ``lastError`` and ``onError``.
  /// - Returns: The decision.
  @discardableResult
  public func callAsFunction() -> ThrottleDecision {
    let decision = claim()
    if decision.isAccepted { start() }
    return decision
  }

  /// Cancels the run in flight, if any; it ends as ``Completion/cancelled`` unless the operation
  /// ignores cancellation.
  public func cancel() {
    currentRun?.cancel()
  }

  /// Waits for the run in flight, if any, to end, or for the waiting task to be cancelled.
  ///
  /// Cancelling the waiting task does not cancel the run (``cancel()`` does); it only stops the
  /// wait, so that a test's time limit can always end a test that waits.
  public func waitForCurrentRun() async {
    guard let run = currentRun else { return }
    let wait = RunWait()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        wait.start(continuation)
        Task {
          _ = await run.result
          wait.resume()
        }
      }
    } onCancel: {
      wait.resume()
    }
  }

  /// Reopens the gate's interval and cooldown; a run in flight still keeps it busy.
  public func reset() {
    window.reset()
    cooldownWindow.reset()
  }

  /// Decides a call and, if it passes, marks the action running.
  private func claim() -> ThrottleDecision {
    if storedIsRunning { return .dropped(.running) }
    let now = scheduler.now.uptimeNanoseconds
    if cooldownWindow.isIgnoring(at: now) {
      return ThrottleDecision(remainingNanoseconds: ThrottleWindow.distance(from: now, to: cooldownWindow.ignoreUntil))
    }
    if let remaining = window.decide(at: now, interval: intervalNanoseconds, sameEventPasses: false) {
      return ThrottleDecision(remainingNanoseconds: remaining)
    }
    // Busy gating applies whatever the interval, so a pass is always throttled.
    return .accepted
  }

  /// Starts a run of the operation; its end records the completion and reopens the gate.
  @discardableResult
  private func start() -> Task<Void, any Error> {
    mutate(\.isRunning) { storedIsRunning = true }
    mutate(\.lastError) { storedLastError = nil }
    let run = Task {
      let completion: Completion
      var failure: (any Error)?
      do {
        try await operation()
        completion = Task.isCancelled ? .cancelled : .finished
      } catch is CancellationError {
        completion = .cancelled
      } catch {
        completion = .failed
        failure = error
      }
      end(completion, error: failure)
      if completion == .cancelled { throw CancellationError() }
      if let failure { throw failure }
    }
    currentRun = run
    // Told only now, so that a listener may already cancel the run.
    stateDidChange()
    return run
  }

  private func end(_ completion: Completion, error: (any Error)?) {
    currentRun = nil
    if cooldownNanoseconds > 0 {
      cooldownWindow.reset()
      _ = cooldownWindow.decide(
        at: scheduler.now.uptimeNanoseconds, interval: cooldownNanoseconds, sameEventPasses: false)
    }
    mutate(\.lastCompletion) { storedLastCompletion = completion }
    mutate(\.lastError) { storedLastError = error }
    mutate(\.isRunning) { storedIsRunning = false }
    stateDidChange()
    if let error { onError?(error) }
  }

  private func stateDidChange() {
    onStateChange?(self)
  }

  private func access<Member>(_ keyPath: KeyPath<AsyncThrottledAction, Member>) {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *), let registrar = registrar as? ObservationRegistrar
    {
      registrar.access(self, keyPath: keyPath)
    }
  }

  private func mutate<Member>(_ keyPath: KeyPath<AsyncThrottledAction, Member>, _ mutation: () -> Void) {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *), let registrar = registrar as? ObservationRegistrar
    {
      registrar.withMutation(of: self, keyPath: keyPath, mutation)
    } else {
      mutation()
    }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension AsyncThrottledAction: Observable {}
