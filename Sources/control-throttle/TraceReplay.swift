import ControlThrottle
import Foundation

/// Replays a recorded tap trace and prints what each control would have let through.
enum TraceReplay {
  static func run(path: String, interval: Duration) {
    guard let data = FileManager.default.contents(atPath: path) else {
      DemoMain.fail("cannot read '\(path)'")
    }
    let trace: TapTrace
    do {
      trace = try TapTrace(parsing: String(decoding: data, as: UTF8.self))
    } catch {
      DemoMain.fail("\(path): \(error)")
    }
    let summaries = trace.replay(interval: interval)
    print("Replayed \(trace.taps.count) taps from \(path) with a \(format(interval)) interval\n")
    print(column("control", 20) + column("taps", 8) + column("accepted", 10) + "dropped")
    for summary in summaries {
      print(
        column(summary.control, 20) + column("\(summary.entries.count)", 8) + column("\(summary.accepted)", 10)
          + "\(summary.dropped)"
      )
    }
    let total = summaries.reduce(0) { $0 + $1.dropped }
    print("\n\(total) of \(trace.taps.count) taps would be dropped.")
    print("Dropped taps at other intervals, to compare:")
    for candidate: Duration in [
      .milliseconds(250), .milliseconds(500), .milliseconds(750), .seconds(1), .milliseconds(1_500),
    ]
    where candidate != interval {
      let dropped = trace.replay(interval: candidate).reduce(0) { $0 + $1.dropped }
      print("  " + column(format(candidate), 9) + "\(dropped)")
    }
  }
}
