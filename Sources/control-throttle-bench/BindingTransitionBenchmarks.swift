import ControlThrottle
import ControlThrottleTesting

/// SwiftUI path and presentation requests: a dropped one allocates nothing; a queued one only its
/// closures.
@MainActor
enum BindingTransitionBenchmarks {
  static let iterations = 500_000
  static let queuedIterations = 50_000

  // Each request enters through a call the optimiser cannot see through, as a tap's action does:
  // the decision, specialized here, is not hoisted out of the benchmark's loop.
  @inline(never)
  static func tap(append value: Int, to path: SerializedNavigationPath<Int>, policy: TransitionPolicy = .dropIfBusy) {
    path.append(value, policy: policy)
  }

  @inline(never)
  static func tap(present item: Int, on presentation: SerializedPresentation<Int>) {
    presentation.present(item)
  }

  static func run(_ bench: Benchmark) {
    let scheduler = VirtualScheduler()

    let baseline = TransitionBenchmarks.measureHandWrittenGuard(bench, iterations: iterations)

    let busy = TransitionSerializer(scheduler: scheduler, timeout: .seconds(60))
    busy.request(.push) { _ in }  // holds the window for the whole run
    let path = SerializedNavigationPath<Int>([0], serializer: busy)
    let droppedBusy = bench.measure(
      "SerializedNavigationPath append, dropped (busy)", iterations: iterations, expect: .dropped
    ) { n in
      for value in 1...n { tap(append: value, to: path) }
    }
    let droppedDuplicate = bench.measure(
      "SerializedNavigationPath append, dropped (duplicate)", iterations: iterations, expect: .dropped
    ) { n in
      for _ in 0..<n { tap(append: 0, to: path) }
    }

    let window = TransitionSerializer(scheduler: scheduler, timeout: .seconds(60))
    let first = SerializedPresentation<Int>(.screen, serializer: window)
    first.present(1)
    first.transitionFinished()
    let second = SerializedPresentation<Int>(.screen, serializer: window)
    let droppedPresentation = bench.measure(
      "SerializedPresentation present, dropped (another sheet up)", iterations: iterations, expect: .dropped
    ) { n in
      for _ in 0..<n { tap(present: 2, on: second) }
    }

    let queue = TransitionSerializer(scheduler: scheduler, timeout: .seconds(60))
    queue.request(.push) { _ in }
    let queuedPath = SerializedNavigationPath<Int>(serializer: queue)
    var next = 0
    let queued = bench.measure(
      "SerializedNavigationPath append, queued (never runs here)", iterations: queuedIterations, expect: .dropped
    ) { n in
      for _ in 0..<n {
        next += 1
        tap(append: next, to: queuedPath, policy: .enqueue)
      }
    }
    bench.report(
      "SwiftUI path and presentation requests", baseline: baseline,
      [droppedBusy, droppedDuplicate, droppedPresentation, queued])
  }
}
