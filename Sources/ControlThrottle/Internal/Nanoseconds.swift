package import Foundation

/// Conversions between the public `TimeInterval` seconds and the nanoseconds decisions compare.
///
/// Validation happens here, when a value is configured, so that decisions never
/// re-check it.
@usableFromInline
package enum Nanoseconds {
  /// The representation of "forever": no finite instant reaches it.
  @usableFromInline package static let forever = Int64.max

  /// Converts a configured interval, trapping on programmer errors.
  ///
  /// - Negative or NaN: precondition failure naming `what`.
  /// - `+infinity`, or a finite value too large for 64-bit nanoseconds (about 292 years): ``forever``.
  package static func interval(
    _ seconds: TimeInterval,
    _ what: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> Int64 {
    precondition(
      !seconds.isNaN,
      "\(what()) is NaN; pass a number of seconds ≥ 0 (0 disables, .infinity means until reset).",
      file: file,
      line: line
    )
    precondition(
      seconds >= 0,
      "\(what()) is negative (\(seconds) s); pass a number of seconds ≥ 0 (0 disables, .infinity means until reset).",
      file: file,
      line: line
    )
    return saturating(seconds)
  }

  /// Converts any non-NaN seconds value, clamping to the representable range.
  package static func saturating(_ seconds: Double) -> Int64 {
    let nanoseconds = (seconds * 1e9).rounded()
    if nanoseconds >= 9.2e18 { return .max }
    if nanoseconds <= -9.2e18 { return .min }
    return Int64(nanoseconds)
  }

  /// `instant + interval`, clamped to ``forever`` instead of overflowing.
  @inlinable
  package static func adding(_ interval: Int64, to instant: Int64) -> Int64 {
    let (sum, overflow) = instant.addingReportingOverflow(interval)
    return overflow ? (interval > 0 ? .max : .min) : sum
  }

  /// Seconds from nanoseconds; ``forever`` becomes `+infinity`.
  @inlinable
  package static func seconds(_ nanoseconds: Int64) -> Double {
    nanoseconds == forever ? .infinity : Double(nanoseconds) / 1e9
  }
}
