/// The benchmark: `swift run -c release control-throttle-bench [--scale PERCENT]`.
///
/// Prints nanoseconds and heap allocations per decision, with ratios against a baseline measured in
/// the same run. The scale shrinks or grows every case's iteration count (100 = full).
@main
enum BenchmarkMain {
  @MainActor
  static func main() {
    var scale = 100
    let arguments = CommandLine.arguments.dropFirst()
    if let index = arguments.firstIndex(of: "--scale"), let value = arguments.dropFirst(index - 1).dropFirst().first,
      let parsed = Int(value), parsed > 0
    {
      scale = parsed
    }
    #if DEBUG
    print("warning: built in debug mode; run with -c release for meaningful figures")
    #endif
    print("# ControlThrottle benchmark (best of 7 rounds, scale \(scale)%)")
    let bench = Benchmark(scale: scale)
    ThrottleBenchmarks.run(bench)
    ClassDepthBenchmarks.run(bench)
    GateBenchmarks.run(bench)
    TransitionBenchmarks.run(bench)
  }
}
