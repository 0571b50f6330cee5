import TraceReplay

/// Replays a recorded tap trace and prints, per control, what each interval would let through
/// and which interval the trace suggests.
///
/// The reading and printing happen here; everything printed is rendered by the TraceReplay
/// library's pure functions.
enum ReplayCommand {
  static func run(source: TraceSource, interval: Duration, sweep: IntervalSweep, format: ReportFormat) {
    let trace: TapTrace
    do {
      trace = try TapTrace(parsing: source.read())
    } catch let error as TraceSource.ReadError {
      DemoMain.fail("cannot read \(error)")
    } catch {
      DemoMain.fail("\(source.displayName): \(error)")
    }
    let analyses = trace.analysis(sweep: sweep, alsoReplaying: [interval])
    switch format {
    case .text:
      print(TraceReportText.totals(of: trace, from: source.displayName, interval: interval))
      print(TraceReportText.analysis(analyses, sweep: sweep, replayedInterval: interval), terminator: "")
    case .jsonLines:
      print(TraceReportJSON.lines(analyses, sweep: sweep), terminator: "")
    }
  }
}
