public import Foundation

/// A point on the monotonic time line every ControlThrottle decision uses.
///
/// The time base is `UIEvent.timestamp`'s: time since boot, not counting time asleep, so adapters
/// decide on an event's own timestamp. Instants are whole nanoseconds, so equality at a deadline is
/// exact; distances are `Swift.Duration`s.
///
/// ```swift
/// let tap = SchedulerInstant(secondsSinceBoot: event.timestamp)
/// let later = tap.advanced(by: .milliseconds(500))
/// ```
public struct SchedulerInstant: InstantProtocol, Hashable, Sendable {
  @usableFromInline package var uptimeNanoseconds: Int64

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

  /// The exact duration from this instant to `other`; negative when `other` is earlier.
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
