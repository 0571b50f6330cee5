import ControlThrottle

/// The minimal hand-written gate: one deadline, compared with the clock.
@MainActor
final class HandWrittenBlocker {
  var blockedUntil = Int64.max

  @inline(__always)
  func shouldDeliver(at now: Int64) -> Bool { now >= blockedUntil }
}

@MainActor
enum GateBenchmarks {
  static let iterations = 2_000_000

  static func run(_ bench: Benchmark) {
    let system = SystemScheduler.shared
    let sink = bench.sink
    let blocker = HandWrittenBlocker()
    // Each row counts the events it delivers: a delivered event is an accepted send.
    let baseline = bench.measure(
      "hand-written deadline check, SystemScheduler", iterations: iterations, expect: .dropped
    ) { n in
      for _ in 0..<n where blocker.shouldDeliver(at: system.now.uptimeNanoseconds) { sink.fire() }
    }
    var rows: [Measurement] = []
    for active in [0, 1, 100, 10_000] {
      let gate = InteractionGate(scheduler: system, maximumDuration: .seconds(3600))
      for index in 0..<active {
        // Varied kinds, all including touches and never transform, with deadlines that outlast the run.
        let kinds = InteractionKinds(rawValue: UInt8(index % 0x20) << 1 | 1)
        gate.block(kinds, for: .seconds(600 + index % 997))
      }
      rows.append(
        bench.measure(
          "InteractionGate, \(active) active requests, touches (blocked if any)", iterations: iterations,
          expect: active == 0 ? .accepted : .dropped
        ) { n in
          for _ in 0..<n where gate.shouldDeliver(.touches) { sink.fire() }
        }
      )
      rows.append(
        bench.measure(
          "InteractionGate, \(active) active requests, transform (never)", iterations: iterations, expect: .accepted
        ) { n in
          for _ in 0..<n where gate.shouldDeliver(.transform) { sink.fire() }
        }
      )
    }
    bench.report("Interaction gate decision by number of active requests", baseline: baseline, rows)
  }
}
