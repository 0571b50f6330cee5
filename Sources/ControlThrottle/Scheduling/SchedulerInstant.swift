public import Foundation

/// A point on the monotonic time line every ControlThrottle decision uses.
///
/// The time base is the one of `UIEvent.timestamp`: time since boot, not counting time asleep
/// (`CLOCK_UPTIME_RAW` on Darwin, `CLOCK_MONOTONIC` on Linux). Adapters can therefore decide on an
/// event's own timestamp, and a scheduler's ``Scheduler/now`` is comparable with it. Instants are
/// whole nanoseconds, so equality at a deadline is exact.
///
/// ```swift
/// let tap = SchedulerInstant(secondsSinceBoot: event.timestamp)
/// let later = tap.advanced(by: 0.5)
/// ```
public struct SchedulerInstant: Hashable, Comparable, Sendable {
  /// Nanoseconds since boot.
  public var uptimeNanoseconds: Int64

  /// Creates an instant from nanoseconds since boot.
  public init(uptimeNanoseconds: Int64) {
    self.uptimeNanoseconds = uptimeNanoseconds
  }

  /// Creates an instant from seconds since boot, such as `UIEvent.timestamp`.
  ///
  /// Values beyond the 64-bit nanosecond range (about 292 years) clamp to its ends.
  /// - Precondition: `secondsSinceBoot` is not NaN.
  public init(secondsSinceBoot: TimeInterval) {
    precondition(!secondsSinceBoot.isNaN, "An event timestamp is NaN; pass seconds since boot.")
    self.uptimeNanoseconds = Nanoseconds.saturating(secondsSinceBoot)
  }

  /// The instant in seconds since boot.
  public var secondsSinceBoot: TimeInterval {
    TimeInterval(uptimeNanoseconds) / 1e9
  }

  /// The instant that no finite instant reaches: a deadline that never comes.
  public static let distantFuture = SchedulerInstant(uptimeNanoseconds: .max)

  /// Returns the instant `seconds` later, clamped to ``distantFuture`` instead of overflowing.
  ///
  /// - Precondition: `seconds` is not NaN.
  public func advanced(by seconds: TimeInterval) -> SchedulerInstant {
    precondition(!seconds.isNaN, "Cannot advance an instant by NaN seconds.")
    if seconds == .infinity { return .distantFuture }
    return SchedulerInstant(
      uptimeNanoseconds: Nanoseconds.adding(Nanoseconds.saturating(seconds), to: uptimeNanoseconds)
    )
  }

  /// The seconds from this instant to `other`; negative when `other` is earlier.
  public func duration(to other: SchedulerInstant) -> TimeInterval {
    if other == .distantFuture { return .infinity }
    let (difference, overflow) = other.uptimeNanoseconds.subtractingReportingOverflow(uptimeNanoseconds)
    if overflow { return other > self ? .infinity : -.infinity }
    return TimeInterval(difference) / 1e9
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
