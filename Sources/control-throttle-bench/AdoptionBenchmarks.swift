import ControlThrottle

/// A tap's decision on a plain control adopted app-wide, as the application makes it.
///
/// The control (a plain `UIButton` registered with `ThrottleRegistry.register(UIButton.self)`) has
/// its throttle found in the weak table by its identity, then the send stamped with its event is
/// decided. The benchmark does not link UIKit; what UIKit adds, reading the event's touches, is
/// the same as for a `ThrottledUIControl`.
@MainActor
enum AdoptionBenchmarks {
  static let iterations = 2_000_000

  /// A control with no throttle of its own, as a plain `UIButton` is.
  final class PlainControl {}

  static func run(_ bench: Benchmark) {
    let sink = bench.sink
    let scheduler = SystemScheduler.shared
    var rows: [Measurement] = []
    var baselines: [Measurement] = []
    for (label, interval, expect) in [
      ("dropped", Duration.seconds(1_000_000), Expectation.dropped), ("accepted", .nanoseconds(1), .accepted),
    ] {
      let registry = ThrottleRegistry()
      registry.register(PlainControl.self, interval: interval)
      let table = AdoptedThrottles()
      // Other adopted controls share the table, as an app's screens do.
      let crowd = (0..<1_000).map { _ in PlainControl() }
      for other in crowd { table.insert(Throttle(.inherited, scheduler: scheduler, registry: registry), for: other) }
      let plain = PlainControl()
      let throttle = Throttle(.inherited, scheduler: scheduler, registry: registry)
      table.insert(throttle, for: plain)
      // Its first tap, which resolves the interval: every later one is what the rows measure.
      let setUp = {
        throttle.reset()
        _ = throttle.perform(.event(at: 0), for: plain) {}
      }
      let gate = HandWrittenGate(interval: interval)
      baselines.append(
        bench.measure(
          "hand-written gate, \(label)", iterations: iterations, expect: expect,
          setUp: {
            gate.reset()
            gate.send(at: 0) {}
          },
          body: { n in
            for i in 0..<n { gate.send(at: Int64(i + 1) &* 1_000) { sink.fire() } }
          }))
      rows.append(
        bench.measure(
          "plain control through the application's table, \(label)", iterations: iterations, expect: expect,
          setUp: setUp,
          body: { n in
            for i in 0..<n {
              guard let found = table.throttle(for: plain, registry: registry, scheduler: scheduler, name: { nil })
              else { continue }
              let instant = Int64(i + 1) &* 1_000
              _ = found.perform(.event(at: instant), for: plain) { sink.fire() }
            }
            withExtendedLifetime(crowd) {}
          }))
    }
    for (baseline, row) in zip(baselines, rows) {
      bench.report("Adopted plain control: a tap's decision through the application", baseline: baseline, [row])
    }

    // What adopting one more control costs: its throttle and its entry, made at its first send.
    let registry = ThrottleRegistry()
    let capacity = max(1, 100_000 * bench.scale / 100)
    var controls: [PlainControl] = []
    var table = AdoptedThrottles()
    let baseline = bench.measure(
      "plain control, created", iterations: 100_000, expect: .noSends,
      setUp: { controls.removeAll(keepingCapacity: true) },
      body: { n in
        for _ in 0..<n { controls.append(PlainControl()) }
      })
    var adopted = bench.measure(
      "plain control, created and adopted", iterations: 100_000, expect: .noSends,
      setUp: {
        controls.removeAll(keepingCapacity: true)
        controls.reserveCapacity(capacity)
        table = AdoptedThrottles()
      },
      body: { n in
        for _ in 0..<n {
          let control = PlainControl()
          table.insert(Throttle(.inherited, scheduler: scheduler, registry: registry), for: control)
          controls.append(control)
        }
      })
    adopted.extra = [("entry_size", AdoptedThrottles.entrySize), ("throttle_size", Throttle.instanceSize)]
    bench.report("Memory: adopting one plain control app-wide", baseline: baseline, [adopted])
  }
}
