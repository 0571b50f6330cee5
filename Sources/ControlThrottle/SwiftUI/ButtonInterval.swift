/// Conversions of the `Duration` intervals SwiftUI buttons are configured with.
///
/// Validation happens when a tap is decided, with a message that names the setting.
enum ButtonInterval {
  /// Whole nanoseconds in `duration`, saturating at `Int64.max` (about 292 years).
  ///
  /// - Precondition: `duration` is not negative.
  static func nanoseconds(
    _ duration: Duration,
    _ what: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> Int64 {
    precondition(
      duration >= .zero,
      "\(what()) is negative (\(duration)); pass a duration ≥ 0 (.zero disables).",
      file: file,
      line: line
    )
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return .max }
    let (sum, sumOverflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
    return sumOverflow ? .max : sum
  }

  /// `duration` in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
