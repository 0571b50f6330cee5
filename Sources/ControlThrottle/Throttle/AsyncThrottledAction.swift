import Observation

/// An async action that ignores calls while its previous run is in flight, for an interval after
/// that run started, and optionally for a cooldown after it ended.
///
/// A slow payment cannot be submitted twice, and a fast one cannot be re-submitted by a double tap.
/// Errors are never swallowed: every run hands its error to ``onError``, and ``lastCompletion``
/// says how it ended. The state (``isRunning``, ``isIgnoring``, ``ignoreUntil``, ``lastCompletion``) is
/// observable through Observation where it is available (iOS 17, macOS 14, tvOS 17, watchOS 10,
/// visionOS 1, Linux), and through ``onStateChange`` everywhere, iOS 16 included.
///
/// A run ends by itself when given a `timeout`. ``onRunEvent`` reports each run's start, end and
/// reopening once, and ``onDecision`` every call's decision. The run's task holds the action
/// weakly and releasing the action cancels its run, so a screen closed mid-flight is never called
/// back; capture the owner weakly in the closures all the same, as below, so that the action never
/// keeps its owner alive either.
///
/// Hold it in something that outlives a render and a view's identity — a view model — and hand
/// it to a button: `AsyncThrottledButton("Place order", action: checkout.placeOrder)` in
/// `ControlThrottleSwiftUI`, or `Button("Place order") { checkout.placeOrder() }`.
///
/// ```swift
/// @MainActor final class CheckoutModel {
///   let api: PaymentsAPI
///   var failure: (any Error)?
///   init(api: PaymentsAPI) { self.api = api }
///   lazy var placeOrder = AsyncThrottledAction(
///     cooldown: .seconds(2),
///     onError: { [weak self] in self?.failure = $0 },
///     operation: { [weak self] in try await self?.submit() }
///   )
///   private func submit() async throws { try await api.submitPayment() }
/// }
/// ```
///
/// On the virtual clock, a test awaits the run it started, and reads when calls pass again:
///
/// ```swift
/// #expect(checkout.placeOrder() == .accepted)           // the run starts
/// #expect(checkout.placeOrder() == .dropped(.running))  // a second tap while it runs
/// try await clock.outcome { await checkout.placeOrder.waitForCurrentRun() }
/// #expect(checkout.placeOrder.ignoreUntil == clock.now.advanced(by: .seconds(2)))
/// ```
@MainActor
public final class AsyncThrottledAction {
  /// How a run ended.
  public enum Completion: Hashable, Sendable {
    /// The operation returned.
    case finished
    /// The operation threw an error other than `CancellationError`; see ``onError``.
    case failed
    /// The run was cancelled: the operation threw (any error) or returned after its task was
    /// cancelled, or a call under ``RunPolicy/replaceRunning`` replaced it.
    case cancelled
    /// The run reached its timeout: its task was cancelled and the action reopened without waiting
    /// for the operation; ``onError`` is told a ``TimedOut``.
    case timedOut
  }

  private var window = ThrottleWindow()
  /// The cooldown after the last run, as a window armed at its end: the package's backwards rule
  /// applies, so a clock that jumps back never holds the action for the size of the jump.
  private var cooldownWindow = ThrottleWindow()
  /// The interval given at creation, in nanoseconds; `nil` follows `name` and the registry.
  private let explicitInterval: Int64?
  /// The interval resolved from `registry` for an action given none; resolved again after
  /// `name` or `registry` changes.
  private var resolution = ResolvedInterval()
  private let cooldownNanoseconds: Int64
  /// The run's deadline after its start, or `nil` for none.
  private let timeoutNanoseconds: Int64?
  /// The clock calls are stamped with and the end of ``ignoreUntil`` is timed on.
  package let scheduler: any Scheduler
  private let operation: @MainActor () async throws -> Void
  /// An `ObservationRegistrar` where Observation exists; a stored property cannot carry an
  /// availability, so it is kept type-erased.
  let registrar: (any Sendable)?
  private var currentRun: AsyncRun?
  /// The task of ``currentRun``, kept apart so that `deinit`, which cannot reach the run, can cancel it.
  private var currentTask: Task<Void, Never>?
  /// The work that clears ``isIgnoring`` at ``ignoreUntil``, once no run is in flight.
  private var reopening: ScheduledWork?
  /// The package's observers; see ``addObserver(owner:_:)``.
  var observers: [Observer] = []

  /// The group whose window the action shares with the group's other members, if any.
  ///
  /// A call passes only when the action's own gate and the group's window are open; an accepted
  /// call claims the group's window for the group's ``ThrottleGroup/interval`` from its instant (not
  /// for the run). A drop by the group reports
  /// ``ThrottleDecision/DropReason/insideGroupWindow(remaining:heldBy:)``, naming the member whose
  /// accepted input holds the window (this action itself, for its own calls). The group drops calls
  /// without making ``isIgnoring`` true: that follows the action's own run, interval and cooldown.
  package let group: ThrottleGroup?

  /// What a call does while a run is in flight; ``RunPolicy/dropWhileRunning`` unless given.
  package let runPolicy: RunPolicy

  /// Called with the error of a failed or timed-out run, on the main actor; cancellation is not an
  /// error.
  public var onError: (@MainActor (any Error) -> Void)?

  /// The name given at creation, which a SwiftUI button changes for its own action as its `name:`
  /// changes between renders; a change applies from the next window.
  package var name: String? {
    get { storedName?.text }
    set {
      storedName = newValue.map(ThrottleName.init)
      resolution.forget()
    }
  }
  /// ``name``, boxed once when set, for the records of the action's decisions.
  private var storedName: ThrottleName?

  /// The registry whose configuration and default interval apply to an action created without an
  /// interval, and which is told of every call's decision; see the initializer's `registry`.
  package let registry: ThrottleRegistry

  /// The interval a SwiftUI button's environment sets, for an action given no interval whose
  /// name is not configured; `nil` for none.
  var fallbackInterval: Duration?

  /// Called with every call's decision, drops included, before a run it accepts starts.
  ///
  /// A call while a run is in flight is ``ThrottleDecision/DropReason/running``; one inside the
  /// interval ``ThrottleDecision/DropReason/insideInterval(remaining:)`` and one in the cooldown
  /// ``ThrottleDecision/DropReason/insideCooldown(remaining:)``, whichever ends later, with the
  /// time left until ``ignoreUntil``; one the group holds
  /// ``ThrottleDecision/DropReason/insideGroupWindow(remaining:heldBy:)``.
  public var onDecision: (@MainActor (ThrottleDecision) -> Void)?

  /// Called once for each step of each run — started, ended, reopened — in that order; see
  /// ``RunEvent``.
  ///
  /// Use it for what must happen once per run, such as a confirmation after
  /// ``Completion/finished``: ``onStateChange`` is told of every change of state, a run's end and
  /// the end of its cooldown included.
  public var onRunEvent: (@MainActor (RunEvent) -> Void)?

  /// Called after ``isRunning``, ``isIgnoring``, ``ignoreUntil`` or ``lastCompletion`` changed,
  /// for code that cannot use Observation (an `ObservableObject` view model on iOS 16 forwards it
  /// to `objectWillChange`).
  public var onStateChange: (@MainActor (AsyncThrottledAction) -> Void)?

  /// Creates a busy-gated async action.
  ///
  /// The run's task holds the action weakly, and releasing the action cancels its run: when the
  /// owner of the action goes away mid-flight, no handler of the action is called afterwards.
  ///
  /// - Parameters:
  ///   - interval: How long after a run starts calls are ignored, even if it already ended. `nil`
  ///     (the default) takes the interval the `registry`'s applied configuration gives `name`,
  ///     otherwise the registry's ``ThrottleRegistry/defaultInterval``, from the next window when
  ///     they change.
  ///   - name: The name a ``ThrottleConfiguration`` applied to `registry` sets the interval by
  ///     when no `interval` is given, and the records of the action's decisions show as
  ///     ``ThrottleRecord/name``; `nil` (the default) shows the type's name.
  ///   - cooldown: How long after a run ends calls are ignored; `.zero` (the default) reopens as
  ///     soon as it ends, if the interval has passed.
  ///   - timeout: How long a run may take; past it the run's task is cancelled, the run ends as
  ///     ``Completion/timedOut`` and the action reopens whether or not the operation stops. `nil`
  ///     (the default) waits for the operation however long it takes: only the operation knows
  ///     how long its work may legitimately last.
  ///   - runPolicy: What a call does while a run is in flight; see ``RunPolicy``.
  ///   - group: A group whose window the action shares with the group's other members, or `nil`;
  ///     see ``ThrottleGroup``.
  ///   - scheduler: The clock calls are stamped with.
  ///   - registry: The registry whose configuration and default interval apply when no `interval`
  ///     is given, and whose observers (``ThrottleRegistry/addObserver(_:)``) and recorder hear
  ///     each call as an ``ThrottleRecord/InputKind/eventless`` input; ``ThrottleRegistry/shared``
  ///     unless given, as for every throttle.
  ///   - onDecision: Told every call's decision; the same as setting ``onDecision``.
  ///   - onError: Told the error of each failed run; the same as setting ``onError``.
  ///   - operation: The work to run.
  /// - Precondition: `interval` and `cooldown` are not negative and shorter than about 292 years
  ///   (64-bit nanoseconds), so that the action always reopens; `timeout` is positive.
  public init(
    interval: Duration? = nil,
    name: String? = nil,
    cooldown: Duration = .zero,
    timeout: Duration? = nil,
    runPolicy: RunPolicy = .dropWhileRunning,
    group: ThrottleGroup? = nil,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared,
    onDecision: (@MainActor (ThrottleDecision) -> Void)? = nil,
    onError: (@MainActor (any Error) -> Void)? = nil,
    operation: @escaping @MainActor () async throws -> Void
  ) {
    self.explicitInterval = interval.map { Self.finite($0, "AsyncThrottledAction interval") }
    self.storedName = name.map(ThrottleName.init)
    self.cooldownNanoseconds = Self.finite(cooldown, "AsyncThrottledAction cooldown")
    if let timeout {
      precondition(
        timeout > .zero,
        "AsyncThrottledAction timeout is not positive (\(timeout)); pass a duration > .zero, or nil for none."
      )
      self.timeoutNanoseconds = Nanoseconds.positive(timeout)
    } else {
      self.timeoutNanoseconds = nil
    }
    self.runPolicy = runPolicy
    self.group = group
    self.scheduler = scheduler
    self.registry = registry
    self.operation = operation
    self.onDecision = onDecision
    self.onError = onError
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
      registrar = ObservationRegistrar()
    } else {
      registrar = nil
    }
  }

  /// Releasing the action cancels its run, so that an owner closed mid-flight is never called back.
  deinit {
    currentTask?.cancel()
  }

  /// Converts a configured interval or cooldown, trapping on one that would hold the action for
  /// good: a window too long for 64-bit nanoseconds would last until ``reset()``.
  private static func finite(_ duration: Duration, _ what: String) -> Int64 {
    let nanoseconds = Nanoseconds.interval(duration, what)
    precondition(
      nanoseconds < Nanoseconds.forever,
      "\(what) is too long (\(duration)); pass a duration under about 292 years, or call reset() to reopen."
    )
    return nanoseconds
  }

  /// How long after a run starts the next accepted call ignores calls: the interval given at
  /// creation, or the one its `name` and the registry give now (see <doc:WhichIntervalApplies>).
  ///
  /// A window already open keeps the length it was armed with.
  public var interval: Duration { Nanoseconds.duration(intervalNanoseconds) }

  /// The interval given at creation, or `nil` when the action follows its name and registry.
  var givenInterval: Duration? { explicitInterval.map(Nanoseconds.duration) }

  /// ``interval`` in nanoseconds, resolved again only after the registry changed.
  private var intervalNanoseconds: Int64 {
    if let explicitInterval { return explicitInterval }
    let fallback = fallbackInterval.map { Nanoseconds.interval($0, "The AsyncThrottledButton interval") }
    // An action always reopens: a default interval that lasts until reset is cut to the longest finite one.
    return Swift.min(resolution.interval(named: name, otherwise: fallback, in: registry), Nanoseconds.latestFinite)
  }

  /// How long after a run ends calls are ignored.
  package var cooldown: Duration { Nanoseconds.duration(cooldownNanoseconds) }

  /// How long a run may take before it ends as ``Completion/timedOut``; `nil` for no limit.
  package var timeout: Duration? { timeoutNanoseconds.map(Nanoseconds.duration) }

  /// Whether a run is in flight.
  public var isRunning: Bool {
    access(\.isRunning)
    return storedIsRunning
  }
  private var storedIsRunning = false

  /// Whether a call now would be dropped: a run is in flight under ``RunPolicy/dropWhileRunning``,
  /// or the interval or cooldown holds.
  ///
  /// Under ``RunPolicy/replaceRunning`` a run in flight does not hold calls: once its interval has
  /// passed this is `false` while the run goes on, and a call replaces the run. It turns `false` at
  /// ``ignoreUntil`` (or, under ``RunPolicy/replaceRunning``, at the interval's end during a run),
  /// through work on the scheduler, so a view that shows the action disabled while this is `true`
  /// comes back when calls pass again. After the clock
  /// moves back by at least the length of the window that holds, calls pass again at once (the
  /// backwards rule of every throttle), and so does this: it is decided at the scheduler's current
  /// instant each time it is read, never held for the size of the jump, and the next call
  /// tells observers of the change.
  public var isIgnoring: Bool {
    access(\.isIgnoring)
    return storedIsIgnoring && (holdsWhileRunning || holds(at: scheduler.now.uptimeNanoseconds))
  }

  /// Whether the run in flight, if any, makes calls drop.
  private var holdsWhileRunning: Bool { storedIsRunning && runPolicy == .dropWhileRunning }
  private var storedIsIgnoring = false

  /// The instant from which calls pass again once no run is in flight: the later end of the
  /// interval (from the last run's start) and the cooldown (from its end); `nil` before the first
  /// run and after ``reset()``.
  ///
  /// While a run is in flight it is the interval's end; when the run ends it moves to the
  /// cooldown's end if that is later. A drop inside either reports the time left until this
  /// instant, as ``ThrottleDecision/DropReason/insideInterval(remaining:)`` or
  /// ``ThrottleDecision/DropReason/insideCooldown(remaining:)`` after the window that ends then.
  public var ignoreUntil: SchedulerInstant? {
    access(\.ignoreUntil)
    let end = holdEnd
    return end == .min ? nil : SchedulerInstant(uptimeNanoseconds: end)
  }

  /// The error of the last run, if it failed or timed out; cleared when a run starts.
  package var lastError: (any Error)? {
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

  /// Starts the operation in a new task if the gate is open.
  ///
  /// The gate is claimed before the task starts, so a second tap in the same turn is dropped. The
  /// run's error goes to ``onError`` and its end to ``lastCompletion``. A caller that must await
  /// the run, such as a pull to refresh, waits for it with ``waitForCurrentRun()``:
  ///
  /// ```swift
  /// // In a view's `.refreshable { … }`:
  /// model.refresh()
  /// await model.refresh.waitForCurrentRun()
  /// ```
  ///
  /// - Returns: The decision.
  @discardableResult
  public func callAsFunction() -> ThrottleDecision {
    callAsFunction(running: operation)
  }

  /// Starts `operation` instead of the action's own, if the gate is open: for a SwiftUI button
  /// whose closure is rebuilt, with new captures, on every render.
  ///
  /// - Parameters:
  ///   - operation: The work to run.
  ///   - keepingAlive: Whether the run holds the action until it ends: for an action a button made
  ///     for itself, whose run goes on after the button's view is gone (unlike an action a caller
  ///     owns, whose run is cancelled when the caller releases it).
  /// - Returns: The decision.
  @discardableResult
  package func callAsFunction(
    running operation: @escaping @MainActor () async throws -> Void, keepingAlive: Bool = false
  ) -> ThrottleDecision {
    let decision = decide()
    if decision.isAccepted { start(operation, keepingAlive: keepingAlive) }
    return decision
  }

  /// Cancels the run in flight, if any.
  ///
  /// The run's task is cancelled, and an operation that has not started yet never starts. The run
  /// ends as ``Completion/cancelled`` when its operation returns or throws: one that ignores
  /// cancellation keeps the action running until then, or until the timeout, if any. A cancelled
  /// run reports no error.
  public func cancel() {
    currentTask?.cancel()
  }

  /// Waits for the run in flight, if any, to end, or for the waiting task to be cancelled.
  ///
  /// Call it after a call the action accepted to await that run: ``lastCompletion`` then says how
  /// it ended.
  ///
  /// Cancelling the waiting task does not cancel the run (``cancel()`` does); it only stops the
  /// wait, so that a test's time limit can always end a test that waits. In a test on the
  /// virtual clock, wrap it in `VirtualScheduler.outcome(_:)` so that a run waiting for time that
  /// never comes fails at once instead of at the time limit.
  public func waitForCurrentRun() async {
    guard let run = currentRun else { return }
    let wait = RunWait()
    await withTaskCancellationHandler {
      await run.wait(wait)
    } onCancel: {
      wait.resume()
    }
  }

  /// Reopens the gate's interval and cooldown; a run in flight still keeps it busy.
  public func reset() {
    mutate(\.ignoreUntil) {
      window.reset()
      cooldownWindow.reset()
    }
    reopening?.cancel()
    reopening = nil
    let reopens = !storedIsRunning && storedIsIgnoring
    if !storedIsRunning { setIgnoring(false) }
    stateDidChange()
    if reopens { report(.reopened) }
  }

  /// The end of the later of the two windows, or `Int64.min` when neither was armed.
  private var holdEnd: Int64 {
    max(window.ignoreUntil, cooldownWindow.ignoreUntil)
  }

  /// Decides a call and tells ``onDecision``.
  private func decide() -> ThrottleDecision {
    let decision = claim()
    onDecision?(decision)
    registry.report(decision, of: self, at: scheduler.now.uptimeNanoseconds, name: storedName, inputKind: .eventless)
    return decision
  }

  /// Decides a call and, if it passes, arms the interval.
  ///
  /// A drop reports the time left in the window that holds longest, so a caller who waits it is
  /// not dropped again.
  private func claim() -> ThrottleDecision {
    if storedIsRunning && runPolicy == .dropWhileRunning { return .dropped(.running) }
    let now = scheduler.now.uptimeNanoseconds
    reopenIfTheClockMovedBack(at: now)
    // The window that holds longest: a caller who waits the time left is not dropped again.
    let inInterval = window.remaining(at: now)
    if let cooling = cooldownWindow.remaining(at: now), cooling >= inInterval ?? 0 {
      return .dropped(.insideCooldown(remaining: Nanoseconds.duration(cooling)))
    }
    if inInterval != nil { return ThrottleDecision(remainingNanoseconds: inInterval) }
    let intervalNanoseconds = intervalNanoseconds
    if let group {
      // The group decides last, and claims its window only for a call the action accepts.
      let decision = group.decide(own: &window, at: now, interval: intervalNanoseconds, member: ObjectIdentifier(self))
      guard decision.isAccepted else { return decision }
      return .accepted
    }
    // Not ignoring, so this arms the interval and accepts.
    _ = window.input(at: now, interval: intervalNanoseconds)
    // Busy gating applies whatever the interval, so a pass is always throttled.
    return .accepted
  }

  /// Starts a run of `operation`, replacing the run in flight if there is one; the run's end
  /// records the completion and reopens the gate.
  ///
  /// The task holds the action weakly: an action released mid-flight cancels the task (in `deinit`)
  /// and the task's end then reaches no handler.
  @discardableResult
  private func start(
    _ operation: @escaping @MainActor () async throws -> Void, keepingAlive: Bool = false
  ) -> AsyncRun {
    if let replaced = currentRun {
      currentTask?.cancel()
      end(replaced, .cancelled, error: nil, reopening: false)
    }
    reopening?.cancel()
    reopening = nil
    let run = AsyncRun()
    currentRun = run
    mutate(\.isRunning) { storedIsRunning = true }
    setIgnoring(true)
    mutate(\.ignoreUntil) {}
    mutate(\.lastError) { storedLastError = nil }
    let keeper = keepingAlive ? self : nil
    let task = Task { [weak self] in
      _ = keeper
      let completion: Completion
      var failure: (any Error)?
      do {
        // Cancelled in the turn it was accepted: the operation never starts.
        try Task.checkCancellation()
        try await operation()
        completion = Task.isCancelled ? .cancelled : .finished
      } catch  where error is CancellationError || Task.isCancelled {
        // What an operation throws once cancelled (`URLError.cancelled`, say) is the cancellation.
        completion = .cancelled
      } catch {
        completion = .failed
        failure = error
      }
      if let self {
        self.operationReturned(run, completion, error: failure)
      } else {
        run.end(completion, error: failure)
      }
    }
    run.task = task
    currentTask = task
    if let timeoutNanoseconds {
      let deadline = Nanoseconds.adding(timeoutNanoseconds, to: scheduler.now.uptimeNanoseconds)
      run.timeout = scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: deadline)) { [weak self, weak run] in
        guard let self, let run else { return }
        self.timeOut(run)
      }
    }
    if runPolicy == .replaceRunning {
      // Calls pass during the run once its interval is over: isIgnoring must say so then.
      reopening = scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: window.ignoreUntil)) { [weak self] in
        self?.intervalEndedWhileRunning()
      }
    }
    // Told only now, so that a listener may already cancel the run.
    stateDidChange()
    report(.started)
    return run
  }

  /// The operation of `run` returned or threw: the run ends, unless it already ended (replaced, or
  /// timed out), in which case the result is dropped.
  private func operationReturned(_ run: AsyncRun, _ completion: Completion, error: (any Error)?) {
    guard run.hasEnded else {
      end(run, completion, error: error, reopening: true)
      return
    }
    if run.outcome?.completion == .timedOut { report(.discardedLateResult) }
  }

  /// `run` reached its timeout: its task is cancelled and it ends without waiting for it.
  private func timeOut(_ run: AsyncRun) {
    guard !run.hasEnded, let timeoutNanoseconds else { return }
    run.task?.cancel()
    end(run, .timedOut, error: TimedOut(timeout: Nanoseconds.duration(timeoutNanoseconds)), reopening: true)
  }

  /// Ends `run`: records the completion, arms the cooldown, reopens unless a new run follows at
  /// once, and tells the handlers and the run's waiters.
  private func end(_ run: AsyncRun, _ completion: Completion, error: (any Error)?, reopening reopens: Bool) {
    if currentRun === run {
      currentRun = nil
      currentTask = nil
    }
    // A replaceRunning run's interval end, if still to come, is now the reopening's to tell.
    reopening?.cancel()
    reopening = nil
    let now = scheduler.now.uptimeNanoseconds
    // A replaced run arms no cooldown: the run that replaces it starts at once.
    if cooldownNanoseconds > 0 && reopens {
      mutate(\.ignoreUntil) {
        cooldownWindow.reset()
        _ = cooldownWindow.input(at: now, interval: cooldownNanoseconds)
      }
    }
    mutate(\.lastCompletion) { storedLastCompletion = completion }
    mutate(\.lastError) { storedLastError = error }
    mutate(\.isRunning) { storedIsRunning = false }
    let stillIgnoring = !reopens || holds(at: now)
    setIgnoring(stillIgnoring)
    if reopens && stillIgnoring {
      reopening = scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: holdEnd)) { [weak self] in
        self?.reopen()
      }
    }
    run.end(completion, error: error)
    stateDidChange()
    if let error {
      onError?(error)
      notify(.failed(error))
    }
    report(.ended(completion))
    if !stillIgnoring { report(.reopened) }
  }

  /// Whether the interval or the cooldown holds a call at `now`.
  private func holds(at now: Int64) -> Bool {
    window.isIgnoring(at: now) || cooldownWindow.isIgnoring(at: now)
  }

  /// Reopens at once when the windows no longer hold at `now` although the scheduled end has not
  /// come: the clock moved back, and the work at ``ignoreUntil`` would wait for the size of the jump.
  private func reopenIfTheClockMovedBack(at now: Int64) {
    guard storedIsIgnoring, !storedIsRunning, !holds(at: now) else { return }
    reopening?.cancel()
    reopen()
  }

  /// The end of a ``RunPolicy/replaceRunning`` run's interval while the run goes on.
  ///
  /// Calls replace the run from now, so the action no longer ignores them. The run is still
  /// reported as one: ``RunEvent/reopened`` follows its end.
  private func intervalEndedWhileRunning() {
    reopening = nil
    guard storedIsRunning, storedIsIgnoring, !holds(at: scheduler.now.uptimeNanoseconds) else { return }
    setIgnoring(false)
    stateDidChange()
  }

  /// The scheduled end of ``ignoreUntil``.
  private func reopen() {
    reopening = nil
    guard !storedIsRunning, storedIsIgnoring else { return }
    setIgnoring(false)
    stateDidChange()
    report(.reopened)
  }

  private func setIgnoring(_ value: Bool) {
    guard storedIsIgnoring != value else { return }
    mutate(\.isIgnoring) { storedIsIgnoring = value }
  }

  private func stateDidChange() {
    onStateChange?(self)
    notify(.stateChanged)
  }

  private func report(_ event: RunEvent) {
    onRunEvent?(event)
  }
}
