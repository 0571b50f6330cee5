import ControlThrottle
import Foundation

/// Replays a recorded tap trace and prints what each control would have let through.
enum TraceReplay {
  static func run(path: String, interval: TimeInterval) {
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
    print("Replayed \(trace.taps.count) taps from \(path) with a \(format(seconds: interval)) interval\n")
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
    for candidate in [0.25, 0.5, 0.75, 1.0, 1.5] where candidate != interval {
      let dropped = trace.replay(interval: candidate).reduce(0) { $0 + $1.dropped }
      print("  " + column(format(seconds: candidate), 9) + "\(dropped)")
    }
  }
}
