import ControlThrottle
import Foundation
import TraceReplay

/// Replays a recorded tap trace and prints what each control would have let through.
enum ReplayCommand {
  /// Intervals printed for comparison under the totals.
  static let comparisonIntervals: [Duration] = [
    .milliseconds(250), .milliseconds(500), .milliseconds(750), .seconds(1), .milliseconds(1_500),
  ]

  static func run(source: TraceSource, interval: Duration) {
    let trace: TapTrace
    do {
      trace = try TapTrace(parsing: source.read())
    } catch let error as TraceSource.ReadError {
      DemoMain.fail("cannot read \(error)")
    } catch {
      DemoMain.fail("\(source.displayName): \(error)")
    }
    printTotals(of: trace, from: source, interval: interval)
    printComparison(of: trace, excluding: interval)
  }

  /// Per-control totals at `interval`; the summaries live only as long as this call.
  private static func printTotals(of trace: TapTrace, from source: TraceSource, interval: Duration) {
    let summaries = trace.replay(interval: interval)
    print("Replayed \(trace.taps.count) taps from \(source.displayName) with a \(describe(interval)) interval\n")
    print(column("control", 20) + column("taps", 8) + column("accepted", 10) + "dropped")
    for summary in summaries {
      print(
        column(TraceText.escaped(summary.control, limit: 40), 20) + column("\(summary.entries.count)", 8)
          + column("\(summary.accepted)", 10) + "\(summary.dropped)"
      )
    }
    let total = summaries.reduce(0) { $0 + $1.dropped }
    print("\n\(total) of \(trace.taps.count) taps would be dropped.")
  }

  /// Total drops at each of ``comparisonIntervals`` other than `interval`.
  private static func printComparison(of trace: TapTrace, excluding interval: Duration) {
    print("Dropped taps at other intervals, to compare:")
    for candidate in comparisonIntervals where candidate != interval {
      let dropped = trace.replay(interval: candidate).reduce(0) { $0 + $1.dropped }
      print("  " + column(describe(candidate), 9) + "\(dropped)")
    }
  }

  /// `500 ms`, `0.25 ms`, `1.5 s`.
  static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return value < 1 ? String(format: "%g ms", value * 1_000) : String(format: "%g s", value)
  }
}
