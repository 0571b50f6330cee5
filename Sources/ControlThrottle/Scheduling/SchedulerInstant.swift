public import Foundation

/// A point on the monotonic time line every ControlThrottle decision uses.
///
/// The time base is the one of `UIEvent.timestamp`: time since boot, not counting time asleep
/// (`CLOCK_UPTIME_RAW` on Darwin, `CLOCK_MONOTONIC` on Linux). Adapters can therefore decide on an
/// event's own timestamp, and a scheduler's ``Scheduler/now`` is comparable with it. Instants are
/// whole nanoseconds, so equality at a deadline is exact. Distances are `Swift.Duration`s, so an
/// instant is the `Instant` of a `Clock` (see ``ClockScheduler`` and the virtual scheduler).
///
/// ```swift
/// let tap = SchedulerInstant(secondsSinceBoot: event.timestamp)
/// let later = tap.advanced(by: .milliseconds(500))
/// ```
public struct SchedulerInstant: InstantProtocol, Hashable, Sendable {
  /// Nanoseconds since boot.
  @usableFromInline package var uptimeNanoseconds: Int64

  /// Creates an instant from nanoseconds since boot.
  @usableFromInline package init(uptimeNanoseconds: Int64) {
    self.uptimeNanoseconds = uptimeNanoseconds
  }

  /// Creates an instant from seconds since boot, such as `UIEvent.timestamp`.
  ///
  /// Values beyond the 64-bit nanosecond range (about 292 years) clamp to its ends.
  /// - Precondition: `secondsSinceBoot` is not NaN.
  public init(secondsSinceBoot: TimeInterval) {
    precondition(!secondsSinceBoot.isNaN, "An event timestamp is NaN; pass seconds since boot.")
    self.uptimeNanoseconds = Nanoseconds.saturating(seconds: secondsSinceBoot)
  }

  /// The instant in seconds since boot, the unit of `UIEvent.timestamp`.
  package var secondsSinceBoot: TimeInterval {
    TimeInterval(uptimeNanoseconds) / 1e9
  }

  /// The instant that no finite instant reaches: a deadline that never comes.
  public static let distantFuture = SchedulerInstant(uptimeNanoseconds: .max)

  /// Returns the instant `duration` later (earlier when negative), rounded to whole nanoseconds and
  /// clamped to the representable range (``distantFuture`` at the top) instead of overflowing.
  public func advanced(by duration: Duration) -> SchedulerInstant {
    SchedulerInstant(
      uptimeNanoseconds: Nanoseconds.adding(Nanoseconds.saturating(duration), to: uptimeNanoseconds)
    )
  }

  /// The duration from this instant to `other`; negative when `other` is earlier.
  ///
  /// Exact: the difference of two instants always fits a `Duration`.
  public func duration(to other: SchedulerInstant) -> Duration {
    let (difference, overflow) = other.uptimeNanoseconds.subtractingReportingOverflow(uptimeNanoseconds)
    if !overflow { return .nanoseconds(difference) }
    return .nanoseconds(other.uptimeNanoseconds / 2 - uptimeNanoseconds / 2) * 2
      + .nanoseconds(other.uptimeNanoseconds % 2 - uptimeNanoseconds % 2)
  }

  /// Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: SchedulerInstant, rhs: SchedulerInstant) -> Bool {
    lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
  }
}

extension SchedulerInstant: CustomStringConvertible {
  /// The instant in seconds with millisecond precision, for timelines and logs.
  public var description: String {
    self == .distantFuture ? "∞" : String(format: "%.3fs", secondsSinceBoot)
  }
}
