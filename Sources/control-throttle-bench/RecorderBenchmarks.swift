import ControlThrottle

/// What recording costs a decision.
///
/// A control's send with nobody listening, with an observer that does nothing, and with a
/// ``ThrottleRecorder`` attached to its registry; and a named main-actor closure throttle, with and
/// without a recorder attached to its registry. Once the recorder's labels are warm (the warm-up round records them), a recorded
/// input allocates nothing: the allocations column says so.
@MainActor
enum RecorderBenchmarks {
  static let iterations = 1_000_000

  static func run(_ bench: Benchmark) {
    let sink = bench.sink
    for (label, interval, expect) in [
      ("dropped", ThrottleBenchmarks.dropAll, Expectation.dropped),
      ("accepted", ThrottleBenchmarks.acceptAll, Expectation.accepted),
    ] {
      let arms = expect == .dropped
      func sends(through registry: ThrottleRegistry, _ name: String) -> Measurement {
        let control = BenchControl(interval: interval, scheduler: SystemScheduler.shared, registry: registry)
        return bench.measure(
          "throttleSendAction(at:), \(name), \(label)", iterations: iterations, expect: expect,
          setUp: {
            control.throttle.reset()
            if arms { control.send(at: SchedulerInstant(uptimeNanoseconds: -1)) {} }
          },
          body: { n in
            for i in 0..<n { control.send(at: SchedulerInstant(uptimeNanoseconds: Int64(i) &* 1_000)) { sink.fire() } }
          }
        )
      }
      let unobserved = sends(through: ThrottleRegistry(), "no observer")
      let observedRegistry = ThrottleRegistry()
      let observation = observedRegistry.addObserver { _ in }
      let observed = sends(through: observedRegistry, "empty observer")
      observation.cancel()
      let recordedRegistry = ThrottleRegistry()
      let recorder = ThrottleRecorder(capacity: 1_000, registry: recordedRegistry)
      let recorded = sends(through: recordedRegistry, "ThrottleRecorder")
      bench.report(
        "Recording a control's decisions (\(label) path)", baseline: unobserved, [observed, recorded])
      // Every send of the last round reached the recorder, decided as the row's label says.
      let expected = arms ? "(0 accepted, 1000 dropped)" : "(1000 accepted, 0 dropped)"
      if recorder.count != 1_000 || !recorder.trace.contains(expected) {
        bench.fail("ThrottleRecorder, \(label): kept \(recorder.count) inputs, expected the last 1000 \(expected)")
      }
    }
    closureThrottles(bench)
  }

  /// A named main-actor ``ThrottledAction``, reporting to a registry with nothing attached, and to
  /// one with a ``ThrottleRecorder`` attached, as an app records its closures.
  static func closureThrottles(_ bench: Benchmark) {
    let sink = bench.sink
    let clock = SteppingScheduler(step: 1_000)
    func refresh(_ registry: ThrottleRegistry) -> ThrottledAction<Void> {
      ThrottledAction.onMainActor(interval: .nanoseconds(1_000), name: "refresh", scheduler: clock, registry: registry)
      {
        sink.fire()
      }
    }
    let plain = refresh(ThrottleRegistry())
    let baseline = bench.measure(
      "ThrottledAction.onMainActor, named, no recorder, accepted", iterations: iterations, expect: .accepted,
      setUp: { plain.reset() },
      body: { n in
        for _ in 0..<n { plain() }
      }
    )
    let recordedRegistry = ThrottleRegistry()
    let recorder = ThrottleRecorder(capacity: 1_000, registry: recordedRegistry)
    let recorded = refresh(recordedRegistry)
    let recordedRow = bench.measure(
      "ThrottledAction.onMainActor, named, ThrottleRecorder, accepted", iterations: iterations, expect: .accepted,
      setUp: { recorded.reset() },
      body: { n in
        for _ in 0..<n { recorded() }
      }
    )
    bench.report("Recording a closure throttle's decisions (accepted path)", baseline: baseline, [recordedRow])
    if recorder.count != 1_000 || !recorder.trace.contains("(1000 accepted, 0 dropped)") {
      bench.fail("ThrottledAction, ThrottleRecorder: kept \(recorder.count) inputs, expected 1000 accepted")
    }
  }
}
