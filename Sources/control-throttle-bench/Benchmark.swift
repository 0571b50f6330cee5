import AllocationCounter
import ControlThrottle

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every send of a row must do, checked after the row is measured.
enum Expectation {
  /// Every send passes: its action runs.
  case accepted
  /// Every send is dropped: its action never runs (for the interaction gate, every event is blocked).
  case dropped
  /// The row makes no send at all (clock reads, allocations); its sink must stay untouched.
  case noSends
}

/// One measured case: nanoseconds and heap allocations per operation, best of several rounds, and
/// how its sends were decided.
struct Measurement {
  var name: String
  var nanosecondsPerOperation: Double
  var allocationsPerOperation: Double?
  /// Bytes requested from the allocator per operation, where allocations can be counted.
  var bytesPerOperation: Double?
  /// Sends of one round that passed, counted by the sink.
  var accepted: Int
  /// Sends of one round that were dropped: the round's sends less the accepted ones.
  var dropped: Int
  /// Further figures for the JSON output, such as object sizes.
  var extra: [(key: String, value: Int)] = []
  /// How to measure the row again.
  fileprivate var row: Row?
}

/// What a row runs, kept so that a section can measure its rows again side by side.
private struct Row {
  var name: String
  var sends: Int
  var expect: Expectation
  var actionsPerSend: Int
  var setUp: () -> Void
  var body: (Int) -> Void
}

/// How results are printed.
enum OutputFormat {
  /// One table per section, for people.
  case table
  /// One JSON object per row and per line (JSON Lines), for tools; nothing else goes to stdout.
  case jsonLines
}

/// Runs cases, checks that each row's sends were decided as its label says, and prints the rows
/// with ratios against a baseline from the same run.
@MainActor
final class Benchmark {
  /// Rounds per case; the fastest is kept, which filters scheduling noise on a shared machine.
  let rounds = 7
  /// Percent of each case's iterations to run.
  let scale: Int
  let format: OutputFormat
  /// Counts the actions that ran; every measured action fires it once.
  let sink = Sink()
  /// Rows whose counted decisions did not match their expectation.
  private(set) var failures: [String] = []

  init(scale: Int, format: OutputFormat) {
    self.scale = scale
    self.format = format
  }

  /// Measures `body`, which must make `iterations` sends (or operations), each decided as `expect`
  /// says.
  ///
  /// The row is measured ``rounds`` times now, and as many times again by ``report(_:baseline:_:)``,
  /// interleaved with the other rows of its section, so that a burst of load on a shared machine
  /// falls on a row and its baseline alike.
  ///
  /// - Parameters:
  ///   - name: The row's label.
  ///   - iterations: Sends per round at scale 100.
  ///   - expect: What every send must do; checked on every round, warm-up included.
  ///   - actionsPerSend: How many times an accepted send fires the sink (one per target).
  ///   - setUp: Runs before every round, outside the timing: resets and arms state so that each
  ///     round starts alike.
  ///   - body: Makes the sends.
  /// - Returns: The fastest round's figures and the last round's counts.
  func measure(
    _ name: String,
    iterations: Int,
    expect: Expectation,
    actionsPerSend: Int = 1,
    setUp: @escaping () -> Void = {},
    body: @escaping (Int) -> Void
  ) -> Measurement {
    let row = Row(
      name: name, sends: max(1, iterations * scale / 100), expect: expect, actionsPerSend: actionsPerSend,
      setUp: setUp, body: body)
    setUp()
    sink.fired = 0
    body(max(1, row.sends / 10))  // warm up caches and lazy initialisation
    verify(name, sends: max(1, row.sends / 10), expect: expect, actionsPerSend: actionsPerSend)
    var measurement = Measurement(
      name: name, nanosecondsPerOperation: .infinity, allocationsPerOperation: nil, bytesPerOperation: nil,
      accepted: 0, dropped: 0)
    measurement.row = row
    for _ in 0..<rounds { measureRound(&measurement) }
    return measurement
  }

  /// Times one round of `measurement`'s row, keeping the fastest round and the fewest allocations.
  private func measureRound(_ measurement: inout Measurement) {
    guard let row = measurement.row else { return }
    row.setUp()
    sink.fired = 0
    let allocationsBefore = allocation_counter_total()
    let bytesBefore = allocation_counter_bytes()
    let start = Self.monotonicNanoseconds()
    row.body(row.sends)
    let elapsed = Self.monotonicNanoseconds() - start
    let allocations = allocation_counter_total() - allocationsBefore
    let bytes = allocation_counter_bytes() - bytesBefore
    verify(row.name, sends: row.sends, expect: row.expect, actionsPerSend: row.actionsPerSend)
    let count = Double(row.sends)
    measurement.nanosecondsPerOperation = min(measurement.nanosecondsPerOperation, Double(elapsed) / count)
    if allocation_counter_total() >= 0 {
      measurement.allocationsPerOperation = min(
        measurement.allocationsPerOperation ?? .infinity, Double(allocations) / count)
      measurement.bytesPerOperation = min(measurement.bytesPerOperation ?? .infinity, Double(bytes) / count)
    }
    measurement.accepted = sink.fired / max(1, row.actionsPerSend)
    measurement.dropped = row.expect == .noSends ? 0 : row.sends - measurement.accepted
  }

  /// Records a failure when the sink's count does not match what the row's label promises.
  private func verify(_ name: String, sends: Int, expect: Expectation, actionsPerSend: Int) {
    let expectedActions = expect == .accepted ? sends * actionsPerSend : 0
    guard sink.fired != expectedActions else { return }
    let accepted = sink.fired / max(1, actionsPerSend)
    let failure: String
    switch expect {
    case .accepted, .dropped:
      failure =
        "\(name): expected \(expect == .accepted ? sends : 0) accepted and \(expect == .dropped ? sends : 0) "
        + "dropped of \(sends) sends, counted \(accepted) accepted (\(sink.fired) actions) and "
        + "\(sends - accepted) dropped"
    case .noSends:
      failure = "\(name): expected no sends, counted \(sink.fired) actions"
    }
    if !failures.contains(where: { $0.hasPrefix(name + ":") }) { failures.append(failure) }
  }

  /// Records a failure that a row's counts cannot show, such as a recorder that missed sends.
  func fail(_ failure: String) {
    failures.append(failure)
  }

  /// Prints a section: each row with its ratio against `baseline`.
  func report(_ title: String, baseline: Measurement, _ rows: [Measurement]) {
    var all = [baseline] + rows
    for _ in 0..<rounds {
      for index in all.indices { measureRound(&all[index]) }
    }
    let baseline = all[0]
    let rows = Array(all.dropFirst())
    switch format {
    case .table:
      print("\n## \(title)")
      print(
        pad("case", 60) + pad("ns/op", 10) + pad("allocs/op", 11) + pad("× baseline", 12) + pad("accepted", 10)
          + "dropped")
      for row in [baseline] + rows {
        let allocations = row.allocationsPerOperation.map { formatted($0, 2) } ?? "n/a"
        let ratio = row.nanosecondsPerOperation / baseline.nanosecondsPerOperation
        print(
          pad(row.name, 60) + pad(formatted(row.nanosecondsPerOperation, 2), 10) + pad(allocations, 11)
            + pad(formatted(ratio, 2), 12) + pad("\(row.accepted)", 10) + "\(row.dropped)")
      }
    case .jsonLines:
      for row in [baseline] + rows {
        var fields: [(String, String)] = [
          ("section", jsonString(title)),
          ("name", jsonString(row.name)),
          ("ns", jsonNumber(row.nanosecondsPerOperation)),
          ("baseline_ns", jsonNumber(baseline.nanosecondsPerOperation)),
          ("ratio", jsonNumber(row.nanosecondsPerOperation / baseline.nanosecondsPerOperation)),
          ("allocations_per_op", row.allocationsPerOperation.map(jsonNumber) ?? "null"),
          ("bytes_per_op", row.bytesPerOperation.map(jsonNumber) ?? "null"),
          ("accepted", "\(row.accepted)"),
          ("dropped", "\(row.dropped)"),
        ]
        fields += row.extra.map { ($0.key, "\($0.value)") }
        print("{" + fields.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}")
      }
    }
  }

  /// Prints a line of prose in the table format; the JSON output carries only rows.
  func note(_ text: String) {
    if format == .table { print(text) }
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

func formatted(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
}

/// A JSON number rounded to two decimals, or `null` when not finite.
func jsonNumber(_ value: Double) -> String {
  value.isFinite ? formatted(value, 2) : "null"
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// Counts the actions that ran, and keeps the optimiser from deleting the measured work.
///
/// The count is a global, so an action that fires a sink captures nothing: a captured object would
/// be retained and released around every send by the benchmark's own loop and show in the figures.
/// `nonisolated(unsafe)`: the benchmark runs every case on the main thread, so the count is never
/// touched concurrently (``ThrottledAction``'s `@Sendable` actions included).
struct Sink: Sendable {
  nonisolated(unsafe) static var count = 0

  /// Actions counted since the last reset.
  var fired: Int {
    get { Self.count }
    nonmutating set { Self.count = newValue }
  }

  @inline(never)
  func fire() { Self.count &+= 1 }
}

/// A clock that moves forward by `step` nanoseconds at every read: deterministic like the virtual
/// scheduler, about as cheap as a hardware counter, so that "accepted" rows that read a clock are
/// accepted on every machine.
///
/// `@unchecked Sendable`: the benchmark reads it on the main thread only.
final class SteppingScheduler: Scheduler, @unchecked Sendable {
  private var current: Int64 = 0
  let step: Int64

  init(step: Int64) { self.step = step }

  var now: SchedulerInstant {
    current &+= step
    return SchedulerInstant(uptimeNanoseconds: current)
  }

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    preconditionFailure("The benchmark schedules no work on a SteppingScheduler.")
  }
}
