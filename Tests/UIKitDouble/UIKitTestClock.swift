public import Foundation

/// Not UIKit API: the time source of the double, which moves only when a test moves it.
///
/// Everything in the double that takes time reads or schedules through
/// ``UIKitTestEnvironment/clock``: touch and event timestamps (seconds since boot, like
/// `UIEvent.timestamp`), animation and transition ends, the minimum highlight of a control.
///
/// A clock either keeps its own time, moved with ``advance(by:)`` and ``run()``, or is bridged to
/// another test clock through ``init(now:schedule:advance:)`` so that one call moves both:
///
/// ```swift
/// let scheduler = VirtualScheduler()
/// UIKitTestEnvironment.reset(clock: UIKitTestClock(
///   now: { scheduler.now.secondsSinceBoot },
///   schedule: { deadline, work in scheduler.schedule(at: SchedulerInstant(secondsSinceBoot: deadline), work) },
///   advance: { seconds in scheduler.advance(by: seconds) }
/// ))
/// window.simulateTap(at: CGPoint(x: 20, y: 20))   // timestamps come from the scheduler
/// ```
///
/// An own clock follows the rules of a virtual event loop: time never goes backwards, work due at
/// or before the new time runs in deadline order (ties in scheduling order), ``now`` is set to the
/// work's deadline before it runs, and work scheduled while advancing runs if it falls due.
@MainActor
public final class UIKitTestClock {
  private struct Entry {
    var deadline: TimeInterval
    var sequence: UInt64
    var work: @MainActor () -> Void
  }

  private enum Source {
    case own
    case bridged(
      now: @MainActor () -> TimeInterval,
      schedule: @MainActor (TimeInterval, @escaping @MainActor () -> Void) -> Void,
      advance: @MainActor (TimeInterval) -> Void
    )
  }

  private let source: Source
  private var ownNow: TimeInterval
  private var queue: [Entry] = []
  private var nextSequence: UInt64 = 0
  private var isAdvancing = false

  /// Creates a clock that keeps its own time, starting at `secondsSinceBoot`.
  public init(secondsSinceBoot: TimeInterval = 0) {
    source = .own
    ownNow = secondsSinceBoot
  }

  /// Creates a clock bridged to another test clock.
  ///
  /// - Parameters:
  ///   - now: The current time in seconds since boot.
  ///   - schedule: Runs the work on the main actor when time reaches the deadline (seconds since boot).
  ///   - advance: Moves the other clock forward by some seconds, running what falls due.
  public init(
    now: @escaping @MainActor () -> TimeInterval,
    schedule: @escaping @MainActor (_ deadline: TimeInterval, _ work: @escaping @MainActor () -> Void) -> Void,
    advance: @escaping @MainActor (_ seconds: TimeInterval) -> Void
  ) {
    source = .bridged(now: now, schedule: schedule, advance: advance)
    ownNow = 0
  }

  /// The current time in seconds since boot, the time base of `UIEvent.timestamp`.
  public var now: TimeInterval {
    switch source {
    case .own: return ownNow
    case .bridged(let now, _, _): return now()
    }
  }

  /// The number of pieces of work waiting on an own clock; 0 for a bridged clock.
  public var pendingWorkCount: Int { queue.count }

  /// Runs `work` when time reaches `deadline`, in seconds since boot.
  public func schedule(at deadline: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    switch source {
    case .bridged(_, let schedule, _):
      schedule(deadline, work)
    case .own:
      let sequence = nextSequence
      nextSequence += 1
      let index = queue.firstIndex { $0.deadline > deadline } ?? queue.endIndex
      queue.insert(Entry(deadline: deadline, sequence: sequence, work: work), at: index)
    }
  }

  /// Runs `work` once `delay` seconds have passed; a delay of 0 means the next turn of the run loop,
  /// which is the next ``advance(by:)``, even by 0.
  public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    schedule(at: now + max(0, delay), work)
  }

  /// Moves time forward by `seconds`, running the work that falls due.
  ///
  /// - Precondition: `seconds` is finite and not negative, and the call is not made from inside
  ///   scheduled work.
  public func advance(by seconds: TimeInterval) {
    precondition(seconds.isFinite && seconds >= 0, "UIKitTestClock cannot advance by \(seconds) s.")
    switch source {
    case .bridged(_, _, let advance):
      advance(seconds)
    case .own:
      precondition(!isAdvancing, "UIKitTestClock.advance was called from inside scheduled work.")
      isAdvancing = true
      defer { isAdvancing = false }
      let target = ownNow + seconds
      while let first = queue.first, first.deadline <= target {
        queue.removeFirst()
        ownNow = max(ownNow, first.deadline)
        first.work()
      }
      ownNow = target
    }
  }

  /// Runs all work of an own clock, advancing to each deadline, until none is left.
  ///
  /// - Precondition: The clock is not bridged (drive the other clock instead).
  public func run() {
    guard case .own = source else {
      preconditionFailure("A bridged UIKitTestClock is driven through the clock it is bridged to.")
    }
    while let deadline = queue.first?.deadline {
      advance(by: max(0, deadline - ownNow))
    }
  }
}
