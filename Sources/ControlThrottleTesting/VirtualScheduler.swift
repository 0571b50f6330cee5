public import ControlThrottle

/// A scheduler and `Clock` whose time moves only when a test moves it.
///
/// Use it wherever production code takes a ``ControlThrottle/Scheduler`` or a `Clock`; then move
/// time. Code that never awaits uses the synchronous ``advance(by:)``, ``advance(to:)`` and
/// ``run()`` on the main actor; code that sleeps uses ``drive(by:)``, ``drive(to:)`` and
/// ``run(timeout:)``, which move time only when nothing the test started can run first: that is a
/// fact the clock observes (see ``drive(to:)``), not a quiet period it waits out, so no real time
/// passes.
///
/// The rules, those of a good virtual event loop: time never goes backwards (asking it to is a
/// precondition failure); moving time runs every piece of work due by the new instant and wakes
/// every sleeper due by then, in deadline order, ties in the order they were scheduled or went to
/// sleep, with ``now`` set to each deadline first; work and sleeps begun during a move run in it
/// if they fall due, so once a move returns nothing is asleep with its deadline at or before
/// ``now``; cancelled work never runs, and a cancelled sleeper throws `CancellationError` at once.
///
/// ```swift
/// @Test @MainActor func payButtonIgnoresSecondTap() {
///   let scheduler = VirtualScheduler()
///   let button = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(.milliseconds(500)))
///   var payments = 0
///   button.addTarget("pay") { _ in payments += 1 }
///
///   button.tap()                                 // t = 0: accepted
///   scheduler.advance(by: .milliseconds(300))
///   button.tap()                                 // t = 0.3 s: dropped
///   scheduler.advance(by: .milliseconds(200))
///   button.tap()                                 // t = 0.5 s: accepted, exactly at the deadline
///   #expect(payments == 2)
/// }
/// ```
///
/// As a `Clock`, it drives code that sleeps, on the same time line as the throttles, wherever that
/// code runs: on the main actor or off it, in an actor, behind `any Clock<Duration>`.
///
/// ```swift
/// @Test @MainActor func retriesEverySecond() async throws {
///   let clock = VirtualScheduler()
///   var attempts = 0
///   let retry = Task {
///     for _ in 1...3 {
///       try await clock.sleep(for: .seconds(1))
///       attempts += 1
///     }
///   }
///   await clock.drive(by: .seconds(3))  // wakes it three times
///   #expect(attempts == 3)
///   try await clock.outcome { try await retry.value }  // fails fast instead of hanging
/// }
/// ```
public final class VirtualScheduler: Scheduler, Clock, @unchecked Sendable {
  // Sendable: `clock` is a box of its own, readable from any thread and written only under `lock`;
  // every other stored property but `isAdvancing` (main-actor isolated) is only touched under
  // `lock`.

  /// The duration type of this clock: `Swift.Duration`.
  public typealias Duration = Swift.Duration

  /// How a sleeper's sleep ended, when it did not throw.
  enum Wake {
    /// Its deadline had already come when it went to sleep.
    case due
    /// A move woke it.
    case woken
  }

  /// What resumes a sleeper.
  ///
  /// Unchecked: the checked kind allocates on every sleep. Each is resumed exactly once, by
  /// whoever takes it out of the timeline under `lock`.
  typealias Wakeup = UnsafeContinuation<Wake, any Error>

  /// `timeline.now`, published for lock-free reads.
  private let clock: LockedBox<Int64>
  let lock = LockedBox<Void>()
  var timeline: VirtualTimeline<@MainActor () -> Void, Wakeup>
  /// Whether sleeps return at once, moving time to their deadline (see ``immediate(now:)``).
  let isImmediate: Bool
  /// What tells the clock that nothing on the shared pool can run; nil where the platform offers
  /// no way to see it (see `SharedPoolMonitor`).
  let poolMonitor: SharedPoolMonitor?
  @MainActor var isAdvancing = false

  private var sleeperWaiters: [(id: UInt64, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  /// Woken sleepers not yet resumed, in the order they were woken, from `relayHead` on.
  ///
  /// Sleepers are resumed one at a time, each by the one woken before it, as its first act once
  /// it runs again: so each runs its next line after the one before it has run up to its next
  /// suspension, whatever order the executors would have picked their jobs in. The storage is kept
  /// between moves, so that waking allocates nothing.
  private var wakeRelay: [Wakeup] = []
  private var relayHead = 0
  /// Whether a woken sleeper is on its way to resume the next in `wakeRelay`.
  private var isRelaying = false
  /// Driving moves take turns: the one moving time, and those waiting theirs.
  var isDriving = false
  var driveWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a scheduler whose clock starts at `now` (by default, zero).
  public init(now: SchedulerInstant = SchedulerInstant(secondsSinceBoot: 0)) {
    clock = LockedBox<Int64>(now.uptimeNanoseconds)
    timeline = VirtualTimeline(now: now)
    isImmediate = false
    poolMonitor = SharedPoolMonitor.shared
  }

  private init(immediateFrom now: SchedulerInstant) {
    clock = LockedBox<Int64>(now.uptimeNanoseconds)
    timeline = VirtualTimeline(now: now)
    isImmediate = true
    poolMonitor = SharedPoolMonitor.shared
  }

  /// Creates a scheduler on which every sleep returns at once, moving time to its deadline.
  ///
  /// For tests that do not care how long code sleeps, like swift-clocks' `ImmediateClock`: a
  /// sleep moves ``now`` to its deadline (if that is later), runs the work that falls due on the
  /// way, and returns after letting other tasks run once, so that a loop of sleeps can be
  /// cancelled. Nothing is ever asleep, and the explicit moves (``advance(by:)``, ``drive(by:)``)
  /// work as usual.
  ///
  /// ```swift
  /// let clock = VirtualScheduler.immediate()
  /// try await clock.sleep(for: .seconds(30))  // returns at once
  /// #expect(clock.now == SchedulerInstant(secondsSinceBoot: 30))
  /// ```
  public static func immediate(now: SchedulerInstant = SchedulerInstant(secondsSinceBoot: 0)) -> VirtualScheduler {
    VirtualScheduler(immediateFrom: now)
  }

  /// The current virtual instant; safe to read from any thread.
  public var now: SchedulerInstant {
    SchedulerInstant(uptimeNanoseconds: clock.load())
  }

  /// The smallest step of this clock: one nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// Schedules `work` to run when time reaches `deadline`.
  @MainActor
  @discardableResult
  public func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    let sequence = lock.withLock { timeline.schedule(work, at: deadline) }
    return ScheduledWork { [weak self] in
      guard let self else { return }
      _ = lock.withLock { timeline.remove(sequence: sequence) }
    }
  }

  /// Suspends the calling task until time reaches `deadline` or passes it.
  ///
  /// A deadline at or before ``now`` returns at once. The sleep runs on the caller's actor, so a
  /// main-actor task resumes on the main actor without a hop through the shared pool, in the
  /// order it was woken.
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored: virtual time is exact.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  nonisolated(nonsending)
    public func sleep(until deadline: SchedulerInstant, tolerance: Duration? = nil) async throws
  {
    try await sleep(until: deadline, label: nil)
  }

  /// Suspends the calling task for `duration` of virtual time.
  ///
  /// The same as `sleep(until: now.advanced(by: duration))`, on the caller's actor.
  /// - Parameters:
  ///   - duration: How long to sleep.
  ///   - tolerance: Ignored: virtual time is exact.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  nonisolated(nonsending)
    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws
  {
    try await sleep(until: now.advanced(by: duration), label: nil)
  }

  /// Sleeps until `deadline`; `label` names the sleeper in a ``VirtualSchedulerStall``.
  nonisolated(nonsending)
    func sleep(until deadline: SchedulerInstant, label: String?) async throws
  {
    try await sleep(until: deadline, label: label, isolation: #isolation)
  }

  /// Sleeps until `deadline` on `isolation`, the caller's actor.
  ///
  /// The isolation is explicit down to the continuation, so that the woken task is enqueued
  /// straight on its own executor, without a hop through the shared pool.
  private func sleep(until deadline: SchedulerInstant, label: String?, isolation: isolated (any Actor)?) async throws {
    try Task.checkCancellation()
    if isImmediate {
      await moveImmediately(to: deadline)
      await Task.yield()
      return
    }
    if deadline <= now { return }
    let sequence = lock.withLock { timeline.takeSequence() }
    let wake = try await withTaskCancellationHandler(
      operation: {
        _ = isolation
        return try await withUnsafeThrowingContinuation(isolation: isolation) { (continuation: Wakeup) in
          let registered: (Registration?, [CheckedContinuation<Void, Never>]) = lock.withLock {
            // Cancelled before registering: the cancellation handler found nothing to cancel.
            if Task.isCancelled { return (nil, []) }
            let registration = timeline.sleep(continuation, until: deadline, sequence: sequence, label: label)
            guard registration == .asleep else { return (registration, []) }
            return (registration, readySleeperWaiters())
          }
          switch registered.0 {
          case nil: continuation.resume(throwing: CancellationError())
          case .due?: continuation.resume(returning: .due)
          case .asleep?: for waiter in registered.1 { waiter.resume() }
          }
        }
      },
      onCancel: {
        if case .sleeper(let continuation, _)? = lock.withLock({ timeline.remove(sequence: sequence) }) {
          continuation.resume(throwing: CancellationError())
        }
      },
      isolation: isolation
    )
    // A woken task running again is something a driving move must see happen (see `untilIdle()`);
    // it passes the relay on.
    if case .woken = wake {
      let next = lock.withLock { () -> Wakeup? in
        timeline.touch()
        return takeFromRelay()
      }
      next?.resume(returning: .woken)
    }
  }

  private typealias Registration = VirtualTimeline<@MainActor () -> Void, Wakeup>.Registration

  /// Waits until at least `count` tasks are asleep on this clock.
  ///
  /// Await it before moving past a deadline that a task you just started will sleep until;
  /// otherwise the move may happen before the task is asleep, and it sleeps on. It returns early
  /// if the waiting task is cancelled, so that a test's time limit can always end it.
  public func sleepers(atLeast count: Int) async {
    let id = lock.withLock { timeline.takeSequence() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready: Bool = lock.withLock {
          if timeline.sleeperCount >= count || Task.isCancelled { return true }
          sleeperWaiters.append((id, count, continuation))
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      let waiter = lock.withLock { () -> CheckedContinuation<Void, Never>? in
        guard let index = sleeperWaiters.firstIndex(where: { $0.id == id }) else { return nil }
        return sleeperWaiters.remove(at: index).continuation
      }
      waiter?.resume()
    }
  }

  /// Moves time forward by `duration`, running the work and waking the sleepers that fall due.
  ///
  /// - Precondition: `duration` is not negative, and the call is not made from inside scheduled
  ///   work.
  @MainActor
  public func advance(by duration: Duration) {
    precondition(
      duration >= .zero,
      "VirtualScheduler cannot advance by \(duration): time only moves forward."
    )
    advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `instant`, running the work and waking the sleepers that fall due.
  ///
  /// Work runs during the call; woken tasks run their next line after it returns, when they next
  /// get their executor (main-actor ones in the order they were woken). To let them run, and
  /// sleep again, before time moves on, use ``drive(to:)``.
  /// - Precondition: `instant` is not before ``now``, and the call is not made from inside
  ///   scheduled work.
  @MainActor
  public func advance(to instant: SchedulerInstant) {
    precondition(
      instant >= now,
      "VirtualScheduler cannot move backwards from \(now) to \(instant); time only moves forward."
    )
    precondition(
      !isAdvancing,
      "VirtualScheduler.advance was called from inside scheduled work; schedule more work instead."
    )
    while true {
      switch step(to: instant) {
      case .finished: return
      case .woke: continue
      case .run(let work): runWork(work)
      }
    }
  }

  /// Runs all scheduled work and wakes all sleepers, advancing time to each deadline, until none
  /// is left.
  ///
  /// Work that keeps rescheduling itself makes this loop forever; advance by a bounded amount, or
  /// use ``run(timeout:)``, instead.
  @MainActor
  public func run() {
    while let deadline = nextDeadline {
      advance(to: max(deadline, now))
    }
  }

  /// What one step of a move did.
  enum MoveStep {
    /// It woke the sleeper due next.
    case woke
    /// The work due next, for the caller to run.
    case run(@MainActor () -> Void)
    /// Nothing is due by the target: the move is over.
    case finished
  }

  /// Takes the next step of a move to `target`, publishing the new `now`: wakes the sleeper due
  /// next, or hands back the work due next.
  func step(to target: SchedulerInstant, moveToTarget: Bool = true) -> MoveStep {
    let (step, first) = lock.withLock { () -> (MoveStep, Wakeup?) in
      let step = timeline.step(to: target, moveToTarget: moveToTarget)
      clock.store(timeline.now.uptimeNanoseconds)
      switch step {
      case .finished: return (.finished, nil)
      case .run(let work): return (.run(work), nil)
      case .wake(let wakeup):
        wakeRelay.append(wakeup)
        guard !isRelaying else { return (.woke, nil) }
        isRelaying = true
        return (.woke, takeFromRelay())
      }
    }
    first?.resume(returning: .woken)
    return step
  }

  /// Called under `lock`: the next sleeper of the relay, if any; otherwise the relay is over.
  private func takeFromRelay() -> Wakeup? {
    guard relayHead < wakeRelay.count else {
      wakeRelay.removeAll(keepingCapacity: true)
      relayHead = 0
      isRelaying = false
      return nil
    }
    defer { relayHead += 1 }
    return wakeRelay[relayHead]
  }

  /// Runs one piece of due work, refusing re-entrant synchronous advances from inside it.
  @MainActor
  func runWork(_ work: @MainActor () -> Void) {
    let wasAdvancing = isAdvancing
    isAdvancing = true
    defer { isAdvancing = wasAdvancing }
    work()
  }

  /// An immediate sleep: moves time to `deadline`, running the work that falls due on the way.
  nonisolated(nonsending)
    private func moveImmediately(to deadline: SchedulerInstant) async
  {
    let hasWork = lock.withLock {
      if let next = timeline.nextDeadline, next <= deadline { return true }
      timeline.move(to: deadline)
      clock.store(timeline.now.uptimeNanoseconds)
      return false
    }
    if hasWork { await runDueWorkImmediately(to: deadline) }
  }

  @MainActor
  private func runDueWorkImmediately(to deadline: SchedulerInstant) {
    while true {
      switch step(to: deadline) {
      case .finished: return
      case .woke: continue
      case .run(let work): runWork(work)
      }
    }
  }

  /// Called under `lock` after a sleeper registered: the ``sleepers(atLeast:)`` waiters now
  /// satisfied, removed from the list for the caller to resume outside the lock.
  private func readySleeperWaiters() -> [CheckedContinuation<Void, Never>] {
    let count = timeline.sleeperCount
    let ready = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
    sleeperWaiters.removeAll { $0.count <= count }
    return ready
  }
}
