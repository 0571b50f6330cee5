import AllocationCounter
import ControlThrottle
import ControlThrottleTesting

/// What one throttled control costs to create: allocations, bytes and time, measured by creating
/// many and keeping them alive, as an app keeps its controls.
@MainActor
enum MemoryBenchmarks {
  static let iterations = 200_000

  static func run(_ bench: Benchmark) {
    let registry = ThrottleRegistry()
    let scheduler = SystemScheduler.shared
    // Throttles of one scheduler and registry share a context; one outlives every round, so that
    // each row shows what one more control costs.
    let anchor = Throttle(.interval(.seconds(1)), scheduler: scheduler, registry: registry)
    let capacity = max(1, iterations * bench.scale / 100)

    var gates: [HandWrittenGate] = []
    gates.reserveCapacity(capacity)
    let baseline = bench.measure(
      "hand-written gate object, created", iterations: iterations, expect: .noSends,
      setUp: { gates.removeAll(keepingCapacity: true) },
      body: { n in
        for _ in 0..<n { gates.append(HandWrittenGate(interval: .seconds(1))) }
      }
    )

    var throttles: [Throttle] = []
    throttles.reserveCapacity(capacity)
    var fixed = bench.measure(
      "Throttle(.interval(_:)), created", iterations: iterations, expect: .noSends,
      setUp: { throttles.removeAll(keepingCapacity: true) },
      body: { n in
        for _ in 0..<n {
          throttles.append(Throttle(.interval(.seconds(1)), scheduler: scheduler, registry: registry))
        }
      }
    )
    fixed.extra = [("instance_size", Throttle.instanceSize)]
    if let usable = usableSize(of: anchor) { fixed.extra.append(("malloc_usable_size", usable)) }
    let inherited = bench.measure(
      "Throttle(.inherited), created", iterations: iterations, expect: .noSends,
      setUp: { throttles.removeAll(keepingCapacity: true) },
      body: { n in
        for _ in 0..<n { throttles.append(Throttle(.inherited, scheduler: scheduler, registry: registry)) }
      }
    )

    var models: [ControlModel] = []
    models.reserveCapacity(capacity)
    let model = bench.measure(
      "ControlModel (control and throttle), created", iterations: iterations, expect: .noSends,
      setUp: { models.removeAll(keepingCapacity: true) },
      body: { n in
        for _ in 0..<n { models.append(ControlModel(scheduler: scheduler, registry: registry)) }
      }
    )

    bench.report("Memory: creating one throttled control", baseline: baseline, [fixed, inherited, model])
    gates = []
    throttles = []
    models = []
    let usable = usableSize(of: anchor).map { "\($0) bytes" } ?? "not available on this platform"
    bench.note(
      "Throttle.instanceSize: \(Throttle.instanceSize) bytes; malloc_usable_size of one instance: \(usable)"
    )
    withExtendedLifetime(anchor) {}
  }

  /// The usable size of the heap block holding `object`, where the C library can tell.
  static func usableSize(of object: AnyObject) -> Int? {
    // A Swift object's address is the start of its heap block.
    let size = allocation_counter_usable_size(Unmanaged.passUnretained(object).toOpaque())
    return size < 0 ? nil : Int(size)
  }
}
