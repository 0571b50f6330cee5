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
    let sink = Sink()
    let blocker = HandWrittenBlocker()
    let baseline = bench.measure("hand-written deadline check, SystemScheduler", iterations: iterations) { n in
      for _ in 0..<n where !blocker.shouldDeliver(at: system.now.uptimeNanoseconds) { sink.fire() }
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
        bench.measure("InteractionGate, \(active) active requests, touches (blocked if any)", iterations: iterations) {
          n in
          for _ in 0..<n where !gate.shouldDeliver(.touches) { sink.fire() }
        }
      )
      rows.append(
        bench.measure("InteractionGate, \(active) active requests, transform (never)", iterations: iterations) { n in
          for _ in 0..<n where !gate.shouldDeliver(.transform) { sink.fire() }
        }
      )
    }
    bench.report("Interaction gate decision by number of active requests", baseline: baseline, rows)
    runSequences(bench, baseline: baseline, sink: sink)
  }

  /// The adapters' path for touches: one event per phase of a finger's sequence, each decided by
  /// sequence, beside another finger that rests (stationary) on the screen the whole time.
  private static func runSequences(_ bench: Benchmark, baseline: Measurement, sink: Sink) {
    final class Touch {}
    let system = SystemScheduler.shared
    let resting = ObjectIdentifier(Touch())
    let finger = ObjectIdentifier(Touch())
    let events: [[InputPhase]] = [
      [InputPhase(sequence: finger, stage: .began), InputPhase(sequence: resting, stage: .stationary)],
      [InputPhase(sequence: finger, stage: .changed), InputPhase(sequence: resting, stage: .stationary)],
      [InputPhase(sequence: finger, stage: .ended), InputPhase(sequence: resting, stage: .stationary)],
    ]
    var rows: [Measurement] = []
    for blocked in [false, true] {
      let gate = InteractionGate(scheduler: system, maximumDuration: .seconds(3600))
      _ = gate.shouldDeliver(.touches, phases: [InputPhase(sequence: resting, stage: .began)])
      if blocked { gate.block(.touches, for: .seconds(600)) }
      rows.append(
        bench.measure(
          "InteractionGate by sequence, touches \(blocked ? "blocked" : "open"), 2 fingers", iterations: iterations
        ) { n in
          for index in 0..<n where !gate.shouldDeliver(.touches, phases: events[index % 3]) { sink.fire() }
        }
      )
    }
    bench.report("Interaction gate decision by touch sequence", baseline: baseline, rows)
  }
}
