import ControlThrottle
import ControlThrottleTesting

/// A SwiftUI button's tap in a ``ThrottleGroup``: ``ButtonThrottle/tap(interval:group:)``, the path
/// `ThrottledButton` and `ThrottledButtonStyle` take under `.throttleGroup(_:)`.
@MainActor
enum ButtonGroupBenchmarks {
  static let iterations = 2_000_000

  static func run(_ bench: Benchmark) {
    let sink = bench.sink
    let interval = ThrottleBenchmarks.dropAll
    let scheduler = opaque(SteppingScheduler(step: 1_000))
    let clock = "SteppingScheduler"
    let group = ThrottleGroup(interval: interval)
    let handGroup = HandWrittenGroup(interval: interval)
    let first = ObjectIdentifier(handGroup)
    let second = ObjectIdentifier(group)
    let handWritten = bench.measure(
      "hand-written group, \(clock), dropped by the group (button baseline)", iterations: iterations,
      expect: .dropped,
      setUp: {
        handGroup.reset()
        handGroup.send(at: scheduler.now.uptimeNanoseconds, from: first) {}
      },
      body: { n in
        for _ in 0..<n { handGroup.send(at: scheduler.now.uptimeNanoseconds, from: second) { sink.fire() } }
      }
    )

    let back = ButtonThrottle(scheduler: scheduler)
    let next = ButtonThrottle(scheduler: scheduler)
    let button = bench.measure(
      "ButtonThrottle.tap(interval:group:), \(clock), dropped by the group", iterations: iterations,
      expect: .dropped,
      setUp: {
        group.reset()
        back.reset()
        next.reset()
        back.tap(interval: .zero, group: group) {}
      },
      body: { n in
        for _ in 0..<n { next.tap(interval: .zero, group: group) { sink.fire() } }
      }
    )
    // The same button without a group, dropped by its own window: what the group adds.
    let alone = ButtonThrottle(scheduler: scheduler)
    let ungrouped = bench.measure(
      "ButtonThrottle.tap(interval:), \(clock), no group, dropped", iterations: iterations, expect: .dropped,
      setUp: {
        alone.reset()
        alone.tap(interval: interval) {}
      },
      body: { n in
        for _ in 0..<n { alone.tap(interval: interval) { sink.fire() } }
      }
    )
    bench.report(
      "SwiftUI button in a group, \(clock) (dropped by the group)", baseline: handWritten, [button, ungrouped])
  }
}
