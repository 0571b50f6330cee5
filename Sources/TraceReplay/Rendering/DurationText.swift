import ControlThrottle

/// Exact, readable spellings of nanosecond durations for messages and reports.
///
/// Nothing goes through `Double`: `0.3` seconds prints as `300 ms`, never `299.999999 ms`.
package enum DurationText {
  /// Exact milliseconds without a unit: `120`, `120.5`, `0.000001`.
  package static func milliseconds(_ nanoseconds: Int64) -> String {
    decimal(nanoseconds, per: 1_000_000)
  }

  /// Milliseconds below a second, seconds from one: `250 ms`, `0.25 ms`, `1 s`, `1.5 s`.
  package static func describe(_ nanoseconds: Int64) -> String {
    nanoseconds < 1_000_000_000 ? milliseconds(nanoseconds) + " ms" : decimal(nanoseconds, per: 1_000_000_000) + " s"
  }

  /// ``describe(_:)`` of a `Duration`, rounded to the nanosecond.
  package static func describe(_ duration: Duration) -> String {
    describe(Nanoseconds.saturating(duration))
  }

  /// `value / unit` written exactly, without trailing zeros.
  private static func decimal(_ value: Int64, per unit: Int64) -> String {
    let sign = value < 0 ? "-" : ""
    let magnitude = value.magnitude
    let whole = magnitude / UInt64(unit)
    let fraction = magnitude % UInt64(unit)
    if fraction == 0 { return "\(sign)\(whole)" }
    let width = String(unit).count - 1
    var digits = String(fraction)
    digits = String(repeating: "0", count: width - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(sign)\(whole).\(digits)"
  }
}
