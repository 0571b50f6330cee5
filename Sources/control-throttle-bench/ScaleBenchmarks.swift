import ControlThrottle
import ControlThrottleTesting

/// Operations whose cost must not grow with how much is alive.
///
/// A throttle on a new scheduler while 10,000 or 100,000 schedulers have throttles, and a queued
/// transition requested and started while 10,000 or 100,000 wait. Each row's ratio is against the same operation with 10 alive or waiting;
/// a flat column is O(1) amortised.
///
/// The tables are filled once, outside the timing, and every row leaves them as large as it found
/// them, so that a reduced-iteration run stays short however large the tables are.
@MainActor
enum ScaleBenchmarks {
  static let iterations = 20_000
  static let sizes = [10_000, 100_000]

  static func run(_ bench: Benchmark) {
    let baseline = registryRow(bench, alive: 10)
    let registryRows = sizes.map { registryRow(bench, alive: $0) }
    bench.report("At scale: a throttle on a new scheduler (ThrottleRegistry)", baseline: baseline, registryRows)

    let queueBaseline = queueRow(bench, waiting: 10)
    let queueRows = sizes.map { queueRow(bench, waiting: $0) }
    bench.report("At scale: a queued transition requested and started", baseline: queueBaseline, queueRows)
  }

  /// Creates a throttle on a new scheduler per operation, with `alive` others alive in a registry
  /// of the row's own.
  static func registryRow(_ bench: Benchmark, alive: Int) -> Measurement {
    let table = RegistryTable(registry: ThrottleRegistry(), alive: alive)
    return bench.measure(
      "new scheduler's throttle, \(alive.formatted) schedulers alive", iterations: iterations, expect: .noSends,
      setUp: { table.releaseAdded() },
      body: { n in
        for _ in 0..<n { table.add() }
      })
  }

  /// Per operation, requests one queued transition and finishes the running one, which starts the
  /// first waiting one: the line stays `waiting` long.
  static func queueRow(_ bench: Benchmark, waiting: Int) -> Measurement {
    let line = QueuedLine(waiting: waiting)
    return bench.measure(
      "request + start, \(waiting.formatted) transitions waiting", iterations: iterations, expect: .accepted
    ) { n in
      for _ in 0..<n { line.requestAndStartNext() }
    }
  }
}

/// Throttles on schedulers of their own, kept alive, so that their contexts stay in the registry.
@MainActor
final class RegistryTable {
  let registry: ThrottleRegistry
  private var kept: [Throttle] = []
  private var added: [Throttle] = []

  init(registry: ThrottleRegistry, alive: Int) {
    self.registry = registry
    kept = (0..<alive).map { _ in Throttle(scheduler: SteppingScheduler(step: 1), registry: registry) }
    added.reserveCapacity(ScaleBenchmarks.iterations)
  }

  func add() {
    added.append(Throttle(scheduler: SteppingScheduler(step: 1), registry: registry))
  }

  /// Releases the throttles the last round added, outside the timing.
  func releaseAdded() {
    added.removeAll(keepingCapacity: true)
  }
}

/// A serializer holding its host with one transition and `waiting` queued behind it; every
/// transition holds the host until the next operation finishes it.
@MainActor
final class QueuedLine {
  let serializer = TransitionSerializer(scheduler: VirtualScheduler(), timeout: .seconds(60))
  private var running: TransitionHandle?

  init(waiting: Int) {
    serializer.request(.push) { [unowned self] in running = $0 }
    for _ in 0..<waiting { enqueue() }
  }

  private func enqueue() {
    serializer.request(.push, policy: .enqueue) { [unowned self] handle in
      Sink().fire()
      running = handle
    }
  }

  func requestAndStartNext() {
    enqueue()
    running?.finish()
  }
}

extension Int {
  /// The number with thousands separators, for row labels.
  fileprivate var formatted: String {
    let digits = String(self)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
