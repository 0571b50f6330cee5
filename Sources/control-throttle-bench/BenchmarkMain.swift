#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The benchmark: `swift run -c release control-throttle-bench [--scale PERCENT] [--only FAMILIES] [--json]`.
///
/// Prints nanoseconds and heap allocations per decision, with ratios against a baseline measured in
/// the same run, and how many of each row's sends passed and dropped. The scale shrinks or grows
/// every case's iteration count (100 = full). `--only` runs the named families alone, separated by
/// commas (`--only throttle,group`), so that repeated runs of a few rows stay short. `--json` prints JSON Lines instead of tables: one
/// object per row with `section`, `name`, `ns`, `baseline_ns`, `ratio`, `allocations_per_op`,
/// `bytes_per_op`, `accepted` and `dropped` (per round), plus object sizes on the memory rows.
///
/// Every row states what its sends must do; the counts are checked on every round, and the
/// benchmark exits with status 1, naming each row whose label does not hold.
@main
enum BenchmarkMain {
  @MainActor
  static func main() async {
    var scale = 100
    let arguments = Array(CommandLine.arguments.dropFirst())
    let families: [(name: String, run: @MainActor (Benchmark) async -> Void)] = [
      ("throttle", ThrottleBenchmarks.run),
      ("group", GroupBenchmarks.run),
      ("button-group", ButtonGroupBenchmarks.run),
      ("async", AsyncActionBenchmarks.run),
      ("recorder", RecorderBenchmarks.run),
      ("memory", MemoryBenchmarks.run),
      ("adoption", AdoptionBenchmarks.run),
      ("depth", ClassDepthBenchmarks.run),
      ("gate", GateBenchmarks.run),
      ("transition", TransitionBenchmarks.run),
      ("binding", BindingTransitionBenchmarks.run),
      ("scale", ScaleBenchmarks.run),
      ("clock", ClockBenchmarks.run),
    ]
    if arguments.contains("--help") {
      print(
        "usage: control-throttle-bench [--scale PERCENT] [--only FAMILIES] [--json]\n"
          + "  --scale PERCENT  every row's iterations, in percent of the full count (default 100)\n"
          + "  --only FAMILIES  run only these, separated by commas: "
          + families.map(\.name).joined(separator: ", ") + "\n"
          + "  --json           one JSON object per row instead of tables")
      exit(0)
    }
    if let index = arguments.firstIndex(of: "--scale") {
      guard index + 1 < arguments.count, let parsed = Int(arguments[index + 1]), parsed > 0 else {
        printToStandardError("error: --scale takes a positive percentage")
        exit(2)
      }
      scale = parsed
    }
    let bench = Benchmark(scale: scale, format: arguments.contains("--json") ? .jsonLines : .table)
    #if DEBUG
    printToStandardError("warning: built in debug mode; run with -c release for meaningful figures")
    #endif
    bench.note(
      "# ControlThrottle benchmark, scale \(scale)%: each row the best of \(2 * bench.rounds) rounds, the last "
        + "\(bench.rounds) interleaved with its section; accepted and dropped count one round's sends")
    var selected = families.map(\.name)
    if let index = arguments.firstIndex(of: "--only") {
      let names = index + 1 < arguments.count ? arguments[index + 1].split(separator: ",").map(String.init) : []
      guard !names.isEmpty, names.allSatisfy({ name in families.contains { $0.name == name } }) else {
        printToStandardError(
          "error: --only takes benchmark families separated by commas: "
            + families.map(\.name).joined(separator: ", "))
        exit(2)
      }
      selected = names
    }
    for family in families where selected.contains(family.name) { await family.run(bench) }
    guard bench.failures.isEmpty else {
      for failure in bench.failures { printToStandardError("error: row decided otherwise than its label: \(failure)") }
      exit(1)
    }
    bench.note("\nEvery row's accepted and dropped counts matched its label.")
  }
}

/// Writes a line to standard error, keeping standard output for results.
func printToStandardError(_ line: String) {
  var text = line + "\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
