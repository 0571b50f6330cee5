import ControlThrottle
import ControlThrottleTesting

@MainActor
enum TransitionBenchmarks {
  static let iterations = 500_000

  /// The baseline of every transition row: the usual hand-written guard, one flag per navigation
  /// controller, checked in its push while a transition runs.
  static func measureHandWrittenGuard(_ bench: Benchmark, iterations: Int) -> Measurement {
    let sink = bench.sink
    let flag = HandWrittenTransitionGuard()
    flag.isTransitioning = true
    return bench.measure("hand-written isTransitioning flag, busy", iterations: iterations, expect: .dropped) { n in
      for _ in 0..<n { flag.push { sink.fire() } }
    }
  }

  static func run(_ bench: Benchmark) {
    let sink = bench.sink
    let scheduler = VirtualScheduler()

    let baseline = measureHandWrittenGuard(bench, iterations: iterations)

    let busy = TransitionSerializer(scheduler: scheduler, timeout: .seconds(60))
    busy.request(.push) { _ in }  // holds the host for the whole run
    let dropped = bench.measure(
      "TransitionSerializer request, dropped (busy)", iterations: iterations, expect: .dropped
    ) { n in
      for _ in 0..<n { busy.request(.push) { _ in sink.fire() } }
    }
    let enqueued = bench.measure(
      "TransitionSerializer request, enqueued then cancelled", iterations: iterations, expect: .dropped
    ) { n in
      for _ in 0..<n { busy.cancel(busy.request(.push, policy: .enqueue) { _ in sink.fire() }) }
    }
    let idle = TransitionSerializer(scheduler: scheduler, timeout: .seconds(60))
    let immediate = bench.measure(
      "TransitionSerializer request, started and finished at once", iterations: iterations, expect: .accepted
    ) { n in
      for _ in 0..<n {
        idle.request(.push) {
          sink.fire()
          $0.finish()
        }
      }
    }
    bench.report("Transition requests", baseline: baseline, [dropped, enqueued, immediate])
  }
}

/// A navigation controller's hand-written re-entrancy flag, called like an overridden `push`.
@MainActor
final class HandWrittenTransitionGuard {
  var isTransitioning = false

  @inline(never)
  func push(_ start: () -> Void) {
    guard !isTransitioning else { return }
    isTransitioning = true
    start()
  }
}
