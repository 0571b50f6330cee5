import ControlThrottle
import Foundation

/// The demo: `swift run control-throttle [TRACE [--interval SECONDS]]`.
///
/// With no arguments, replays the seed scenarios on a virtual clock and prints their timelines.
/// With a trace file, replays its taps and prints per-control totals.
@main
enum DemoMain {
  static let usage = """
    usage: control-throttle                               replay the built-in scenarios
           control-throttle TRACE [--interval SECONDS]    replay a tap trace (default interval 0.5)

    A trace has one tap per line: '<milliseconds> <control>'; '#' starts a comment line.
    """

  @MainActor
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    var interval = 0.5
    if let flag = arguments.firstIndex(of: "--interval") {
      guard flag + 1 < arguments.count, let value = Double(arguments[flag + 1]), value.isFinite, value >= 0 else {
        fail("--interval needs a number of seconds ≥ 0")
      }
      interval = value
      arguments.removeSubrange(flag...flag + 1)
    }
    switch arguments.count {
    case 0:
      Scenarios.runAll()
    case 1:
      TraceReplay.run(path: arguments[0], interval: .nanoseconds(Int64((interval * 1e9).rounded())))
    default:
      fail("too many arguments\n\(usage)")
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("control-throttle: \(message)\n".utf8))
    exit(2)
  }
}
