public import ControlThrottle
public import Foundation

/// A scheduler whose time moves only when a test moves it.
///
/// Use it wherever production code takes a ``ControlThrottle/Scheduler``; then drive time with
/// ``advance(by:)``, ``advance(to:)`` or ``run()``. Everything runs synchronously on the calling
/// (main) actor: no sleeping, no `Task.yield` loops, no wall-clock timeouts.
///
/// The rules, those of a good virtual event loop:
/// - Time never goes backwards; asking it to is a precondition failure.
/// - Advancing runs every piece of work due at or before the new instant, in deadline order, ties
///   in the order they were scheduled.
/// - ``now`` is set to a piece of work's deadline before it runs (or left alone if the deadline
///   had already passed when it was scheduled).
/// - Work scheduled while advancing runs in the same advance if it falls due.
/// - Cancelled work never runs.
///
/// ```swift
/// @Test @MainActor func payButtonIgnoresSecondTap() {
///   let scheduler = VirtualScheduler()
///   let button = ControlModel(scheduler: scheduler)
///   button.actionThrottle.setting = .interval(0.5)
///   var payments = 0
///   button.addTarget("pay") { _ in payments += 1 }
///
///   button.tap()                       // t = 0: accepted
///   scheduler.advance(by: 0.3)
///   button.tap()                       // t = 0.3: dropped
///   scheduler.advance(by: 0.2)
///   button.tap()                       // t = 0.5: accepted, exactly at the deadline
///   #expect(payments == 2)
/// }
/// ```
public final class VirtualScheduler: Scheduler, @unchecked Sendable {
  // Sendable: `now` is an atomic word, readable from any thread; the work queue is main-actor
  // isolated.

  private struct Entry {
    var deadline: SchedulerInstant
    var sequence: UInt64
    var work: @MainActor () -> Void
  }

  private let clock: AtomicWord
  @MainActor private var queue: [Entry] = []
  @MainActor private var nextSequence: UInt64 = 0
  @MainActor private var isAdvancing = false

  /// Creates a scheduler whose clock starts at `now` (by default, zero).
  public init(now: SchedulerInstant = SchedulerInstant(uptimeNanoseconds: 0)) {
    clock = AtomicWord(now.uptimeNanoseconds)
  }

  /// The current virtual instant; safe to read from any thread.
  public var now: SchedulerInstant {
    SchedulerInstant(uptimeNanoseconds: clock.load())
  }

  /// The number of pieces of work scheduled and neither run nor cancelled.
  @MainActor
  public var pendingWorkCount: Int { queue.count }

  /// The deadline of the next piece of work, if any.
  @MainActor
  public var nextDeadline: SchedulerInstant? { queue.first?.deadline }

  /// Schedules `work` to run when time reaches `deadline`.
  @MainActor
  @discardableResult
  public func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    let sequence = nextSequence
    nextSequence += 1
    // Insert after every entry due at or before `deadline`: ties keep scheduling order.
    var low = 0
    var high = queue.count
    while low < high {
      let middle = (low + high) / 2
      if queue[middle].deadline <= deadline { low = middle + 1 } else { high = middle }
    }
    queue.insert(Entry(deadline: deadline, sequence: sequence, work: work), at: low)
    return ScheduledWork { [weak self] in
      self?.queue.removeAll { $0.sequence == sequence }
    }
  }

  /// Moves time forward by `seconds`, running the work that falls due.
  ///
  /// - Precondition: `seconds` is finite and not negative, and the call is not made from inside
  ///   scheduled work.
  @MainActor
  public func advance(by seconds: TimeInterval) {
    precondition(
      seconds.isFinite && seconds >= 0,
      "VirtualScheduler cannot advance by \(seconds) s: time only moves forward, by a finite amount."
    )
    advance(to: now.advanced(by: seconds))
  }

  /// Moves time forward to `instant`, running the work that falls due.
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
    while let first = queue.first, first.deadline <= instant {
      queue.removeFirst()
      if first.deadline > now { clock.store(first.deadline.uptimeNanoseconds) }
      first.work()
    }
    clock.store(instant.uptimeNanoseconds)
  }

  /// Runs all scheduled work, advancing time to each deadline, until none is left.
  ///
  /// Work that keeps rescheduling itself makes this loop forever; advance by a bounded amount
  /// instead.
  @MainActor
  public func run() {
    while let deadline = queue.first?.deadline {
      advance(to: max(deadline, now))
    }
  }
}
