public import ControlThrottle

/// A scheduler and `Clock` whose time moves only when a test moves it.
///
/// Use it wherever production code takes a ``ControlThrottle/Scheduler`` or a `Clock`; then drive
/// time with ``advance(by:)``, ``advance(to:)`` or ``run()``. Scheduled work runs synchronously on
/// the calling (main) actor: no sleeping, no `Task.yield` loops, no wall-clock timeouts.
///
/// The rules, those of a good virtual event loop:
/// - Time never goes backwards; asking it to is a precondition failure.
/// - Advancing runs every piece of work due at or before the new instant, and resumes every
///   sleeper due by then, in deadline order, ties in the order they were scheduled.
/// - ``now`` is set to a piece of work's deadline before it runs (or left alone if the deadline
///   had already passed when it was scheduled).
/// - Work scheduled while advancing runs in the same advance if it falls due.
/// - Cancelled work never runs; a cancelled sleeper throws `CancellationError` at once.
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
/// As a `Clock`, it drives code that sleeps, on the same time line as the throttles. A sleeper
/// resumes during the ``advance(by:)`` that reaches its deadline, but its task runs its next
/// line only when it next gets the executor. So a test awaits two things, and nothing else:
/// ``sleepers(atLeast:)`` before advancing, so that the sleeper is registered, and the sleeping
/// task's `value` (or anything it signals) after advancing, to see what it did next.
///
/// A task that waits on something other than this clock — a queued transition, an async action's
/// run — is not a sleeper: await the signal that code gives instead (a `TransitionSerializer`
/// observer's `.enqueued` event, the action's `waitForCurrentRun()`, the task's own `value`), then
/// advance.
///
/// ```swift
/// @Test @MainActor func retriesAfterOneSecond() async throws {
///   let clock = VirtualScheduler()
///   let retry = Task { try await clock.sleep(for: .seconds(1)); return "retried" }
///   await clock.sleepers(atLeast: 1)      // the task is now asleep
///   clock.advance(by: .seconds(1))        // resumes it
///   #expect(try await retry.value == "retried")
/// }
/// ```
public final class VirtualScheduler: Scheduler, Clock, @unchecked Sendable {
  // Sendable: `now` is an atomic word, readable from any thread; the work queue is main-actor
  // isolated; sleepers and their waiters are only touched under `sleepersLock`.

  /// The duration type of this clock: `Swift.Duration`.
  public typealias Duration = Swift.Duration

  private struct Entry {
    var deadline: SchedulerInstant
    var sequence: UInt64
    var work: @MainActor () -> Void
  }

  private struct Sleeper {
    var deadline: SchedulerInstant
    var sequence: UInt64
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let clock: AtomicWord
  @MainActor private var queue: [Entry] = []
  /// The order in which work was scheduled and sleepers went to sleep, shared by both so that ties
  /// at one deadline keep that order.
  private let sequences = AtomicWord(0)
  @MainActor private var isAdvancing = false

  private let sleepersLock = Lock()
  private var sleepers: [Sleeper] = []
  private var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a scheduler whose clock starts at `now` (by default, zero).
  public init(now: SchedulerInstant = SchedulerInstant(uptimeNanoseconds: 0)) {
    clock = AtomicWord(now.uptimeNanoseconds)
  }

  /// The current virtual instant; safe to read from any thread.
  public var now: SchedulerInstant {
    SchedulerInstant(uptimeNanoseconds: clock.load())
  }

  /// The smallest step of this clock: one nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// The number of pieces of work scheduled and neither run nor cancelled.
  @MainActor
  public var pendingWorkCount: Int { queue.count }

  /// The number of tasks asleep on this clock.
  public var sleeperCount: Int {
    sleepersLock.withLock { sleepers.count }
  }

  /// The deadline of the next piece of work or sleeper, if any.
  @MainActor
  public var nextDeadline: SchedulerInstant? {
    let sleeper = sleepersLock.withLock { sleepers.first?.deadline }
    switch (queue.first?.deadline, sleeper) {
    case (let work?, let sleeper?): return min(work, sleeper)
    case (let work, let sleeper): return work ?? sleeper
    }
  }

  /// Schedules `work` to run when time reaches `deadline`.
  @MainActor
  @discardableResult
  public func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    let sequence = UInt64(sequences.add(1))
    // Insert after every entry due at or before `deadline`: ties keep scheduling order.
    let index = queue.partitioningIndex { $0.deadline > deadline }
    queue.insert(Entry(deadline: deadline, sequence: sequence, work: work), at: index)
    return ScheduledWork { [weak self] in
      self?.queue.removeAll { $0.sequence == sequence }
    }
  }

  /// Suspends the calling task until the test advances time to `deadline` or past it.
  ///
  /// A deadline at or before ``now`` returns at once.
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored: virtual time is exact.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  public func sleep(until deadline: SchedulerInstant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    if deadline <= now { return }
    let sequence = UInt64(sequences.add(1))
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Bool = sleepersLock.withLock {
          // Cancelled before registering, or time passed the deadline meanwhile.
          if Task.isCancelled || deadline <= now { return true }
          let index = sleepers.partitioningIndex { $0.deadline > deadline }
          sleepers.insert(Sleeper(deadline: deadline, sequence: sequence, continuation: continuation), at: index)
          return false
        }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        } else {
          wakeSleeperWaiters()
        }
      }
    } onCancel: {
      let cancelled = sleepersLock.withLock { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.sequence == sequence }) else { return nil }
        return sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Waits until at least `count` tasks are asleep on this clock.
  ///
  /// Await it before advancing past a deadline that a task you just started will sleep until;
  /// otherwise the advance may happen before the task registered, and it sleeps on.
  public func sleepers(atLeast count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready: Bool = sleepersLock.withLock {
        if sleepers.count >= count { return true }
        sleeperWaiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
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
    isAdvancing = true
    defer { isAdvancing = false }
    while true {
      let sleeper = sleepersLock.withLock { () -> Sleeper? in
        guard let first = sleepers.first, first.deadline <= instant else { return nil }
        if let work = queue.first,
          work.deadline < first.deadline || (work.deadline == first.deadline && work.sequence < first.sequence)
        {
          return nil
        }
        return sleepers.removeFirst()
      }
      if let sleeper {
        if sleeper.deadline > now { clock.store(sleeper.deadline.uptimeNanoseconds) }
        sleeper.continuation.resume()
        continue
      }
      guard let first = queue.first, first.deadline <= instant else { break }
      queue.removeFirst()
      if first.deadline > now { clock.store(first.deadline.uptimeNanoseconds) }
      first.work()
    }
    clock.store(instant.uptimeNanoseconds)
  }

  /// Runs all scheduled work and wakes all sleepers, advancing time to each deadline, until none
  /// is left.
  ///
  /// Work that keeps rescheduling itself makes this loop forever; advance by a bounded amount
  /// instead.
  @MainActor
  public func run() {
    while let deadline = nextDeadline {
      advance(to: max(deadline, now))
    }
  }

  private func wakeSleeperWaiters() {
    let ready = sleepersLock.withLock { () -> [CheckedContinuation<Void, Never>] in
      let count = sleepers.count
      let ready = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
      sleeperWaiters.removeAll { $0.count <= count }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }
}

extension Array {
  /// The index of the first element for which `belongsInSecondPartition` is true, in a collection
  /// already partitioned by it.
  fileprivate func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongsInSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
