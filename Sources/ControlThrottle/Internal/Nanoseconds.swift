/// Conversions between the public `Duration`s and the integer nanoseconds that decisions compare.
///
/// Validation happens here, when a value is configured, so that decisions never re-check it and
/// never divide: remaining times stay in nanoseconds until someone asks for a `Duration`.
@usableFromInline
package enum Nanoseconds {
  /// The representation of "forever": no finite instant reaches it.
  @usableFromInline package static let forever = Int64.max

  /// The last instant a finite window can end at, one before ``forever``: a window armed so late
  /// that it would reach ``forever`` ends here instead of lasting until reset.
  @usableFromInline package static let latestFinite = Int64.max - 1

  /// Converts a configured interval, trapping on programmer errors.
  ///
  /// - Negative: precondition failure naming `what`.
  /// - Too large for 64-bit nanoseconds (about 292 years): ``forever``.
  package static func interval(
    _ duration: Duration,
    _ what: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> Int64 {
    precondition(
      duration >= .zero,
      "\(what()) is negative (\(duration)); pass a duration ≥ .zero (.zero disables).",
      file: file,
      line: line
    )
    return positive(duration)
  }

  /// Converts a duration that is not negative, rounding to the nearest nanosecond but never a
  /// positive one down to zero, which would mean "off".
  package static func positive(_ duration: Duration) -> Int64 {
    let nanoseconds = saturating(duration)
    return nanoseconds == 0 && duration > .zero ? 1 : nanoseconds
  }

  /// Converts any duration to whole nanoseconds, rounding to the nearest (halves away from zero)
  /// and clamping to the 64-bit range.
  package static func saturating(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return seconds > 0 ? .max : .min }
    let half: Int64 = attoseconds >= 0 ? 500_000_000 : -500_000_000
    return adding((attoseconds + half) / 1_000_000_000, to: whole)
  }

  /// Converts non-NaN seconds, such as `UIEvent.timestamp`, rounding to the nearest nanosecond and
  /// clamping to the 64-bit range.
  package static func saturating(seconds: Double) -> Int64 {
    let nanoseconds = (seconds * 1e9).rounded()
    if nanoseconds >= 9.2e18 { return .max }
    if nanoseconds <= -9.2e18 { return .min }
    return Int64(nanoseconds)
  }

  /// `instant + interval`, clamped to the 64-bit range instead of overflowing.
  package static func adding(_ interval: Int64, to instant: Int64) -> Int64 {
    let (sum, overflow) = instant.addingReportingOverflow(interval)
    return overflow ? (interval > 0 ? .max : .min) : sum
  }

  /// The end of a window of `interval` nanoseconds armed at `instant`: ``forever`` for an interval
  /// of ``forever``; a finite one is cut at ``latestFinite`` so that it never reads as the window
  /// that lasts until reset.
  static func end(armedAt instant: Int64, lasting interval: Int64) -> Int64 {
    interval == forever ? forever : Swift.min(adding(interval, to: instant), latestFinite)
  }

  /// `to - from` for `from <= to`, saturating at `Int64.max`.
  static func distance(from: Int64, to: Int64) -> Int64 {
    let (difference, overflow) = to.subtractingReportingOverflow(from)
    return overflow ? .max : difference
  }

  /// Whether the clock moved back from `instant` to `now` by at least `length`: the package's one
  /// backwards-clock rule, for every hold armed at an instant for a length (a throttle's window, a
  /// gate's request, a transition's safety timeout).
  ///
  /// A reading earlier than the instant that armed a hold leaves it in force when the jump is
  /// shorter than the hold, so two readings of one moment by slightly different clocks never both
  /// pass; a jump of at least the hold's length ends it, so no jump holds anything for its own size.
  static func jumpedBack(from instant: Int64, atLeast length: Int64, to now: Int64) -> Bool {
    now < instant && distance(from: now, to: instant) >= length
  }

  /// The duration of `nanoseconds`.
  @inlinable
  package static func duration(_ nanoseconds: Int64) -> Duration {
    .nanoseconds(nanoseconds)
  }
}
