import ControlThrottle

// A hierarchy eight levels deep, opted in at its root with `includingSubclasses`.
@MainActor class DepthBase: ThrottledControl {
  let throttle: Throttle
  required init(registry: ThrottleRegistry) { throttle = Throttle(.inherited, registry: registry) }
}
@MainActor class Depth1: DepthBase {}
@MainActor class Depth2: Depth1 {}
@MainActor class Depth3: Depth2 {}
@MainActor class Depth4: Depth3 {}
@MainActor class Depth5: Depth4 {}
@MainActor class Depth6: Depth5 {}
@MainActor final class Depth7: Depth6 {}

@MainActor
enum ClassDepthBenchmarks {
  static let iterations = 2_000_000

  static func run(_ bench: Benchmark) {
    let sink = bench.sink
    let registry = ThrottleRegistry()
    registry.register(DepthBase.self, interval: .seconds(1_000_000), includingSubclasses: true)
    var rows: [Measurement] = []
    for type in [DepthBase.self, Depth3.self, Depth7.self] as [DepthBase.Type] {
      let control = type.init(registry: registry)
      rows.append(
        bench.measure(
          "ControlThrottle, inherited, \(type) (dropped)", iterations: iterations, expect: .dropped,
          setUp: {
            control.throttle.reset()
            control.throttleSendAction(at: SchedulerInstant(uptimeNanoseconds: -1)) {}
          },
          body: { n in
            for i in 0..<n {
              control.throttleSendAction(at: SchedulerInstant(uptimeNanoseconds: Int64(i) &* 1_000)) { sink.fire() }
            }
          }
        )
      )
    }
    bench.report("Resolution through the class hierarchy (depth 0, 3, 7)", baseline: rows[0], Array(rows.dropFirst()))
  }
}
