import ControlThrottle
import ControlThrottleTesting

/// A touch or press stand-in: only its identity matters.
final class SequenceObject {}

extension BenchControl {
  /// One send of a touch or press, as the UIKit adapter makes it for the control's own touch.
  @inline(never)
  func send(at instant: SchedulerInstant, sequence: AnyObject, begins: Bool, ends: Bool, _ action: () -> Void) {
    throttleSendAction(at: instant, sequence: sequence, sequenceBegins: begins, sequenceEnds: ends, action)
  }

  /// One send of a touch or press by its identity, as `ThrottledUIControl` makes it for the touch
  /// it found in the event.
  @inline(never)
  func send(
    at instant: SchedulerInstant, sequenceID: Int64, phase: ThrottleStateMachine.SequencePhase, _ action: () -> Void
  ) {
    throttleSendAction(at: instant, sequence: sequenceID, phase: phase, action)
  }
}

extension ThrottleBenchmarks {
  /// The touch and press paths: each tap's sends decided by its touch, on the event's timestamps,
  /// against the hand-written gate that reads the production clock once per tap.
  static func sequenceSends(_ bench: Benchmark) {
    let sink = bench.sink
    let system = SystemScheduler.shared
    let registry = ThrottleRegistry()
    let count = max(1, iterations * bench.scale / 100)
    // A fresh object per tap, made outside the timing, so that a row counts only the throttle's own
    // allocations: a weak reference to each new touch would allocate its side table. Each send
    // passes the object's identity as the UIKit adapter does for the touch it found in the event;
    // fetching two million cold objects out of an array, with a retain and a release each, would
    // add the loop's own cache misses (about 25 ns a tap) to a throttle that never reads them.
    // The reused-object row goes through the public method that takes the object, which converts
    // it on every send: that row and these are not measured the same way.
    var objects: [SequenceObject] = []
    var touches: [Int64] = []
    let freshTouches = {
      objects = []
      objects.reserveCapacity(count)
      for _ in 0..<count { objects.append(SequenceObject()) }
      touches = objects.map(ThrottleStateMachine.sequenceID(of:))
    }
    let reused = SequenceObject()
    for (label, interval, expect) in [
      ("dropped", dropAll, Expectation.dropped), ("accepted", Duration.zero, Expectation.accepted),
    ] {
      let arms = expect == .dropped
      // Interval zero accepts every send whatever the clock's resolution, and still reads, compares
      // and stores.
      let gate = HandWrittenGate(interval: interval)
      let handWritten = bench.measure(
        "hand-written gate, reads SystemScheduler per tap, \(label)", iterations: iterations, expect: expect,
        setUp: {
          gate.reset()
          if arms { gate.send(at: system.now.uptimeNanoseconds - 1) {} }
        },
        body: { n in
          for _ in 0..<n { gate.send(at: system.now.uptimeNanoseconds) { sink.fire() } }
        }
      )
      let touchInterval = arms ? dropAll : acceptAll
      let control = BenchControl(interval: touchInterval, scheduler: system, registry: registry)
      let arm = {
        control.throttle.reset()
        if arms { control.send(at: SchedulerInstant(uptimeNanoseconds: -1)) {} }
      }
      let newTouch = bench.measure(
        "touch, new touch per tap (down + up), \(label)", iterations: iterations, expect: expect, actionsPerSend: 2,
        setUp: {
          freshTouches()
          arm()
        },
        body: { n in
          for i in 0..<n {
            let touch = touches[i]
            let down = Int64(i) &* 1_000
            control.send(at: SchedulerInstant(uptimeNanoseconds: down), sequenceID: touch, phase: .begins) {
              sink.fire()
            }
            control.send(at: SchedulerInstant(uptimeNanoseconds: down + 500), sequenceID: touch, phase: .activates) {
              sink.fire()
            }
          }
        }
      )
      let reusedTouch = bench.measure(
        "touch, one object reused for every tap (down + up), \(label)", iterations: iterations, expect: expect,
        actionsPerSend: 2, setUp: arm,
        body: { n in
          for i in 0..<n {
            let down = Int64(i) &* 1_000
            control.send(at: SchedulerInstant(uptimeNanoseconds: down), sequence: reused, begins: true, ends: false) {
              sink.fire()
            }
            control.send(
              at: SchedulerInstant(uptimeNanoseconds: down + 500), sequence: reused, begins: false, ends: true
            ) {
              sink.fire()
            }
          }
        }
      )
      let press = bench.measure(
        "press, new press per activation (released), \(label)", iterations: iterations, expect: expect,
        setUp: {
          freshTouches()
          arm()
        },
        body: { n in
          for i in 0..<n {
            control.send(
              at: SchedulerInstant(uptimeNanoseconds: Int64(i) &* 1_000), sequenceID: touches[i], phase: .activates
            ) { sink.fire() }
          }
        }
      )
      bench.report(
        "Touch and press sequences, on the event's timestamps (\(label) path)", baseline: handWritten,
        [newTouch, reusedTouch, press])
    }
    touches = []
    objects = []
  }
}
