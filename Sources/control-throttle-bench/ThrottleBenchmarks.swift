import ControlThrottle
import ControlThrottleTesting
import Dispatch
import Foundation

/// A control as an app would write one: stored state, default scheduler hooks overridden.
@MainActor
final class BenchControl: ThrottledControl {
  let actionThrottle: ActionThrottle

  init(interval: Duration, scheduler: any Scheduler, registry: ThrottleRegistry) {
    actionThrottle = ActionThrottle(interval: interval, scheduler: scheduler, registry: registry)
  }
}

/// The minimal correct gate a careful engineer would hand-write: one stored deadline.
@MainActor
final class HandWrittenGate {
  var ignoreUntil = Int64.min
  let interval: Int64

  init(interval: Int64) { self.interval = interval }

  @inline(__always)
  func send(at now: Int64, _ action: () -> Void) {
    if now >= ignoreUntil {
      ignoreUntil = now &+ interval
      action()
    }
  }
}

@MainActor
enum ThrottleBenchmarks {
  static let iterations = 2_000_000
  static let acceptAll: Duration = .nanoseconds(1)
  static let dropAll: Duration = .seconds(1_000_000)

  static func run(_ bench: Benchmark) {
    let sink = Sink()
    let system = SystemScheduler.shared
    let registry = ThrottleRegistry(eventlessSendPolicy: .throttle)

    let direct = bench.measure("direct call (no throttle)", iterations: iterations) { n in
      for _ in 0..<n { sink.fire() }
    }

    // Clocks: the clock read is most of a decision on the production scheduler.
    let clockGettime = bench.measure("clock read: SystemScheduler.now (clock_gettime)", iterations: iterations) { n in
      var total: Int64 = 0
      for _ in 0..<n { total &+= system.now.uptimeNanoseconds }
      if total == 42 { sink.fire() }
    }
    let continuous = bench.measure("clock read: ContinuousClock.now", iterations: iterations) { n in
      let clock = ContinuousClock()
      var last = clock.now
      for _ in 0..<n { last = max(last, clock.now) }
      if last < clock.now.advanced(by: .seconds(-1_000_000)) { sink.fire() }
    }
    bench.report("Clock reads", baseline: direct, [clockGettime, continuous])

    // UIKit's path: a tap stamped with the event's timestamp, here read from each clock.
    let virtual = VirtualScheduler()
    let clocks: [(name: String, scheduler: any Scheduler)] = [
      ("SystemScheduler", system), ("VirtualScheduler", virtual),
    ]
    for clock in clocks {
      for (label, interval) in [("dropped", dropAll), ("accepted", acceptAll)] {
        // Moving the virtual clock is part of both rows of its accepted path.
        let advances = clock.scheduler === virtual && interval == acceptAll
        let gate = HandWrittenGate(interval: Nanoseconds.saturating(interval))
        let control = BenchControl(interval: interval, scheduler: clock.scheduler, registry: registry)
        let handWritten = bench.measure("hand-written gate, \(clock.name), \(label)", iterations: iterations) { n in
          for _ in 0..<n {
            if advances { virtual.advance(to: SchedulerInstant(uptimeNanoseconds: virtual.now.uptimeNanoseconds + 1)) }
            gate.send(at: clock.scheduler.now.uptimeNanoseconds) { sink.fire() }
          }
        }
        let throttled = bench.measure("ControlThrottle, \(clock.name), \(label)", iterations: iterations) { n in
          for _ in 0..<n {
            if advances { virtual.advance(to: SchedulerInstant(uptimeNanoseconds: virtual.now.uptimeNanoseconds + 1)) }
            control.throttleSendAction(at: clock.scheduler.now) { sink.fire() }
          }
          control.actionThrottle.reset()
        }
        bench.report("Tap stamped by \(clock.name) (\(label) path)", baseline: handWritten, [throttled])
      }
    }

    // The decision alone: the timestamp arrives with the event, no clock read at all.
    for (label, interval) in [("dropped", dropAll), ("accepted", acceptAll)] {
      let gate = HandWrittenGate(interval: Nanoseconds.saturating(interval))
      let control = BenchControl(interval: interval, scheduler: system, registry: registry)
      let handWritten = bench.measure("hand-written gate, given timestamp, \(label)", iterations: iterations) { n in
        for i in 0..<n { gate.send(at: Int64(i) &* Int64(1_000)) { sink.fire() } }
      }
      let throttled = bench.measure("ControlThrottle, given timestamp, \(label)", iterations: iterations) { n in
        for i in 0..<n {
          control.throttleSendAction(at: SchedulerInstant(uptimeNanoseconds: Int64(i) &* Int64(1_000))) { sink.fire() }
        }
        control.actionThrottle.reset()
      }
      bench.report("Decision alone on a given timestamp (\(label) path)", baseline: handWritten, [direct, throttled])
    }

    // A programmatic send under the .throttle policy: the throttle reads the scheduler itself.
    let programmatic = BenchControl(interval: dropAll, scheduler: system, registry: registry)
    let programmaticGate = HandWrittenGate(interval: Nanoseconds.saturating(dropAll))
    let programmaticBaseline = bench.measure("hand-written gate, SystemScheduler, dropped", iterations: iterations) {
      n in
      for _ in 0..<n { programmaticGate.send(at: system.now.uptimeNanoseconds) { sink.fire() } }
    }
    let programmaticThrottled = bench.measure(
      "ControlThrottle, programmatic send (.throttle), dropped",
      iterations: iterations
    ) { n in
      for _ in 0..<n { programmatic.throttleSendAction(at: nil) { sink.fire() } }
    }
    bench.report(
      "Programmatic send, clock read by the throttle", baseline: programmaticBaseline, [programmaticThrottled])

    // The timer-per-tap approach: disable, then re-enable with DispatchQueue.asyncAfter.
    let timerQueue = DispatchQueue(label: "timer-per-tap")
    var isEnabled = true
    let gate = HandWrittenGate(interval: Nanoseconds.saturating(dropAll))
    let timerAccepted = bench.measure("timer per tap (asyncAfter), accepted", iterations: 200_000) { n in
      for _ in 0..<n {
        if isEnabled {
          isEnabled = false
          sink.fire()
          timerQueue.asyncAfter(deadline: .now() + 3_600) {}  // never due during the run
        }
        isEnabled = true  // stands in for the timer firing, so that every iteration accepts
      }
    }
    let handAccepted = bench.measure("hand-written gate, SystemScheduler, accepted", iterations: iterations) { n in
      let acceptingGate = HandWrittenGate(interval: 1)
      for _ in 0..<n { acceptingGate.send(at: system.now.uptimeNanoseconds) { sink.fire() } }
    }
    bench.report("Timer per tap, for contrast (accepted path)", baseline: handAccepted, [timerAccepted])
    _ = gate

    // Closure-level throttle: thread-safe, one lock per call.
    let throttledAction = ThrottledAction(interval: dropAll, scheduler: system) { @Sendable in }
    let lockedDropped = bench.measure("ThrottledAction (locked), SystemScheduler, dropped", iterations: iterations) {
      n in
      for _ in 0..<n { throttledAction() }
    }
    let handDropped = bench.measure("hand-written gate, SystemScheduler, dropped", iterations: iterations) { n in
      for _ in 0..<n { gate.send(at: system.now.uptimeNanoseconds) { sink.fire() } }
    }
    bench.report("Closure-level ThrottledAction (dropped path)", baseline: handDropped, [lockedDropped])

    print("\nPer-control state: one ActionThrottle allocation of \(ActionThrottle.instanceSize) bytes")
    _ = timerQueue
  }
}
