import ControlThrottle
import Foundation
import TraceReplay

/// The demo: `swift run control-throttle [TRACE [--interval DURATION]]`.
///
/// With no arguments, replays the seed scenarios on a virtual clock and prints their timelines.
/// With a trace file (or `-` for standard input), replays its taps and prints per-control totals.
@main
enum DemoMain {
  static let usage = """
    usage: control-throttle                                replay the built-in scenarios
           control-throttle TRACE [--interval DURATION]    replay a tap trace ('-' reads standard input)
           control-throttle -h | --help                    show this help

    DURATION is a number with a unit: 500ms, 0.5s. A bare number is seconds (at most 60);
    the default is 500ms.
    A trace has one tap per line: '<milliseconds> <control>'; '#' starts a comment line.
    Example: control-throttle Examples/sample-trace.txt --interval 300ms
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
    case .replay(let source, let interval):
      ReplayCommand.run(source: source, interval: interval)
    }
  }

  /// Prints `message` to standard error and exits with `status`: 2 for a wrong command line,
  /// 1 for a trace that cannot be read or parsed.
  static func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("control-throttle: \(message)\n".utf8))
    exit(status)
  }
}
