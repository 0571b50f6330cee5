import AllocationCounter
import ControlThrottle

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One measured case: nanoseconds and heap allocations per operation, best of several rounds.
struct Measurement {
  var name: String
  var nanosecondsPerOperation: Double
  var allocationsPerOperation: Double?
}

/// Runs cases and prints them as a table with ratios against a baseline from the same run.
@MainActor
struct Benchmark {
  /// Rounds per case; the fastest is kept, which filters scheduling noise on a shared machine.
  var rounds = 7
  var scale: Int

  /// Measures `body`, which must perform `iterations` operations.
  func measure(_ name: String, iterations: Int, _ body: (Int) -> Void) -> Measurement {
    let count = max(1, iterations * scale / 100)
    body(max(1, count / 10))  // warm up caches and lazy initialisation
    var best = Double.infinity
    var allocations = Int64.max
    for _ in 0..<rounds {
      let allocationsBefore = allocation_counter_total()
      let start = Self.monotonicNanoseconds()
      body(count)
      let elapsed = Self.monotonicNanoseconds() - start
      let allocationsAfter = allocation_counter_total()
      best = min(best, Double(elapsed) / Double(count))
      allocations = min(allocations, allocationsAfter - allocationsBefore)
    }
    let counted = allocation_counter_total() >= 0
    return Measurement(
      name: name,
      nanosecondsPerOperation: best,
      allocationsPerOperation: counted ? Double(allocations) / Double(count) : nil
    )
  }

  /// Prints a section: each row with its ratio against `baseline`.
  func report(_ title: String, baseline: Measurement, _ rows: [Measurement]) {
    print("\n## \(title)")
    print(pad("case", 58) + pad("ns/op", 10) + pad("allocs/op", 11) + "× baseline")
    for row in [baseline] + rows {
      let allocations = row.allocationsPerOperation.map { format($0, 2) } ?? "n/a"
      let ratio = row.nanosecondsPerOperation / baseline.nanosecondsPerOperation
      print(
        pad(row.name, 58) + pad(format(row.nanosecondsPerOperation, 2), 10) + pad(allocations, 11) + format(ratio, 2))
    }
  }

  static func monotonicNanoseconds() -> Int64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
  }
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func format(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
}

/// Keeps results alive so the optimiser cannot delete the measured work.
@MainActor
final class Sink {
  var fired = 0

  @inline(never)
  func fire() { fired &+= 1 }
}
