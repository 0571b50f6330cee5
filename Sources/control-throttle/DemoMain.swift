import ControlThrottle
import Foundation
import TraceReplay

/// The demo: `swift run control-throttle [TRACE [--interval DURATION] [--sweep RANGE] [--json]]`.
///
/// With no arguments, replays the seed scenarios on a virtual clock and prints their timelines.
/// With a trace file (or `-` for standard input), replays its taps and prints per-control totals,
/// gap histograms, a recommended interval and a sweep of intervals.
@main
enum DemoMain {
  static let usage = """
    usage: control-throttle                                replay the built-in scenarios
           control-throttle TRACE [--interval DURATION] [--sweep LOW...HIGH[:STEP]] [--json]
                                                           replay a tap trace ('-' reads standard input)
           control-throttle -h | --help                    show this help

    DURATION is a number with a unit: 500ms, 0.5s. A bare number is seconds (at most 60);
    the default is 500ms.
    --sweep compares intervals from LOW to HIGH, both included, in steps of STEP, and is where
    a recommendation is looked for; the default is 100ms...1.5s:100ms. Without STEP, a round
    step gives at most 15 steps.
    --json prints JSON Lines, one object per control, instead of tables.
    A trace has one tap per line: '<milliseconds> <control> [accidental|deliberate]';
    '#' starts a comment line. The optional label lets each interval be scored by the
    deliberate taps it loses and the accidental ones it lets through.
    Example: control-throttle Examples/sample-trace.txt --sweep 200ms...1s:50ms
    """

  @MainActor
  static func main() {
    let options: TraceReplayOptions
    do {
      options = try TraceReplayOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      fail("\(error)\n\n\(usage)", status: 2)
    }
    switch options {
    case .help:
      print(usage)
    case .scenarios:
      Scenarios.runAll()
    case .replay(let source, let interval, let sweep, let format):
      ReplayCommand.run(source: source, interval: interval, sweep: sweep, format: format)
    }
  }

  /// Prints `message` to standard error and exits with `status`: 2 for a wrong command line,
  /// 1 for a trace that cannot be read or parsed.
  static func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("control-throttle: \(message)\n".utf8))
    exit(status)
  }
}
