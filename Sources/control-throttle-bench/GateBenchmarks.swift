import ControlThrottle

/// The minimal hand-written gate: one deadline, compared with the clock.
@MainActor
final class HandWrittenBlocker {
  var blockedUntil = Int64.max
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
    runEnds(bench)
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
          "InteractionGate by sequence, touches \(blocked ? "blocked" : "open"), 2 fingers", iterations: iterations,
          expect: blocked ? .dropped : .accepted
        ) { n in
          for index in 0..<n where gate.shouldDeliver(.touches, phases: events[index % 3]) { sink.fire() }
        }
      )
    }
    // Flat in the number of active requests, app-wide or in the window that asks.
    final class Window {}
    let window = Window()
    // A gated window asks about itself by its identity alone (no reference per event), as here.
    let windowItself = InteractionScope(windowIdentity: ObjectIdentifier(window))
    for (active, scope) in [(10_000, InteractionScope.app), (10_000, windowItself)] {
      let gate = InteractionGate(scheduler: system, maximumDuration: .seconds(3600))
      _ = gate.shouldDeliver(.touches, phases: [InputPhase(sequence: resting, stage: .began)], in: scope)
      let requestScope = scope == .app ? scope : .window(window)
      for index in 0..<active { gate.block(.touches, for: .seconds(600 + index % 997), in: requestScope) }
      let place = scope == .app ? "app-wide" : "in the window"
      rows.append(
        bench.measure(
          "InteractionGate by sequence, touches blocked \(place), 2 fingers, \(active) active requests",
          iterations: iterations, expect: .dropped
        ) { n in
          for index in 0..<n where gate.shouldDeliver(.touches, phases: events[index % 3], in: scope) { sink.fire() }
        }
      )
    }
    let gate = InteractionGate(scheduler: system, maximumDuration: .seconds(3600))
    gate.block(.touches, for: .seconds(600), in: .window(window))
    rows.append(
      bench.measure(
        "InteractionGatedWindow hit test (a new finger while blocked in the window)", iterations: iterations,
        expect: .dropped
      ) { n in
        for _ in 0..<n where gate.admitsHitTest(eventTypeRawValue: 0, in: windowItself) { sink.fire() }
      }
    )
    bench.report("Interaction gate decision by touch sequence", baseline: baseline, rows)
    runGestures(bench, baseline: baseline, sink: sink)
    runStorage(bench)
  }

  /// A scroll gesture that began before a block: told by its rhythm, so delivered through the block.
  ///
  /// The events come 1 µs apart, so that the block outlasts the run.
  private static func runGestures(_ bench: Benchmark, baseline: Measurement, sink: Sink) {
    let clock = SteppingScheduler(step: 1_000)
    let gate = InteractionGate(scheduler: clock, maximumDuration: .seconds(3600))
    let none: [InputPhase] = []
    _ = gate.shouldDeliver(.scroll, phases: none)
    gate.block(.scroll, for: .seconds(3600))
    let row = bench.measure(
      "InteractionGate scroll gesture begun before a block, events 1 µs apart (benchmark clock)",
      iterations: iterations,
      expect: .accepted
    ) { n in
      for _ in 0..<n where gate.shouldDeliver(.scroll, phases: none) { sink.fire() }
    }
    bench.report("Interaction gate decision by gesture", baseline: baseline, [row])
  }

  /// Pairs of `block(5 s)` and `end`: with nothing active afterwards, nothing may stay stored.
  private static func runStorage(_ bench: Benchmark) {
    let sink = bench.sink
    var rows: [Measurement] = []
    for requests in [10_000, 100_000] {
      let gate = InteractionGate(scheduler: SystemScheduler.shared)
      var row = bench.measure(
        "gate block(5 s) + end, \(requests) pairs at scale 100", iterations: requests, expect: .accepted
      ) { n in
        for _ in 0..<n where gate.end(gate.block(.touches, for: .seconds(5))) { sink.fire() }
      }
      row.extra = [("stored_entries_after", gate.storedEntryCount)]
      bench.note(
        "after all the row's pairs: \(gate.storedEntryCount) entries stored, \(gate.activeRequestCount) active"
      )
      rows.append(row)
    }
    bench.report("Interaction gate storage after block + end pairs", baseline: rows[0], Array(rows.dropFirst()))
  }

  /// Ends the request holding the latest deadline among `active` others, the case that makes the
  /// gate find the next latest deadline; ratios are against one active request, so a flat column
  /// means the cost of an end does not grow with the number of requests.
  ///
  /// Each operation blocks a request and ends it: ending needs a request to end, and a block costs
  /// about as little as the smallest end.
  static func runEnds(_ bench: Benchmark) {
    // Fewer operations than the decision rows: every ended request waits in the expiry heap until
    // its deadline, an hour away.
    let iterations = 200_000
    let sink = bench.sink
    var rows: [Measurement] = []
    for active in [1, 100, 10_000] {
      let gate = InteractionGate(scheduler: SystemScheduler.shared, maximumDuration: .seconds(3600))
      for index in 0..<active {
        gate.block([.touches, .motion], for: .seconds(600 + index % 997))
      }
      rows.append(
        // Each successful end counts as an accepted send.
        bench.measure(
          "gate end with \(active) active requests (block + end)", iterations: iterations, expect: .accepted
        ) { n in
          for _ in 0..<n {
            let token = gate.block([.touches, .motion], for: .seconds(3000))  // later than every other request
            if gate.end(token) { sink.fire() }
          }
        }
      )
    }
    bench.report("Interaction gate end by number of active requests", baseline: rows[0], Array(rows.dropFirst()))
  }
}
