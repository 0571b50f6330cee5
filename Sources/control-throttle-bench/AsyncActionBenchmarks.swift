import ControlThrottle
import ControlThrottleTesting

/// A tap on a control bound to an ``AsyncThrottledAction`` while its run is in flight: the call
/// the binding makes for each tap that reaches the control (a Return key, a second control bound
/// to the same action), dropped and reported to ``AsyncThrottledAction/onDecision``.
@MainActor
enum AsyncActionBenchmarks {
  static let iterations = 2_000_000

  static func run(_ bench: Benchmark) {
    let sink = bench.sink
    let scheduler = opaque(SteppingScheduler(step: 1_000))
    let clock = "SteppingScheduler"
    var handWrittenBusy = false
    var handWrittenDrops = 0
    let handWritten = bench.measure(
      "hand-written busy flag, dropped while busy (async baseline)", iterations: iterations, expect: .dropped,
      setUp: { handWrittenBusy = true },
      body: { n in
        for _ in 0..<n {
          if handWrittenBusy { handWrittenDrops &+= 1 } else { sink.fire() }
        }
      }
    )
    var drops = 0
    // The run's task never gets the main actor while the benchmark holds it, so the run stays in
    // flight for every round.
    let action = AsyncThrottledAction(
      interval: .zero, scheduler: scheduler, onDecision: { if !$0.isAccepted { drops &+= 1 } },
      operation: { sink.fire() }
    )
    let dropped = bench.measure(
      "AsyncThrottledAction() while running, \(clock), onDecision told", iterations: iterations, expect: .dropped,
      setUp: { if !action.isRunning { action() } },
      body: { n in
        for _ in 0..<n { action() }
      }
    )
    bench.report("Async action: a bound control's tap during the run (dropped)", baseline: handWritten, [dropped])
    if drops == 0 || handWrittenDrops == 0 { bench.fail("async: onDecision was not told of the drops") }
  }
}
