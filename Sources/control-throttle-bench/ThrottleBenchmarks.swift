import ControlThrottle
import ControlThrottleTesting
import Dispatch
import Foundation

// Every send enters a control through a call the optimiser cannot see through (`@inline(never)`),
// the way UIKit calls a control's `sendAction(_:to:for:)`; the hand-written gates are entered the
// same way, so that neither side's loop is folded into the benchmark's.

/// A control as an app would write one: it holds an ``Throttle`` and routes its sends through it.
@MainActor
final class BenchControl: ThrottledControl {
  let throttle: Throttle

  init(interval: Duration, scheduler: any Scheduler, registry: ThrottleRegistry) {
    throttle = Throttle(.interval(interval), scheduler: scheduler, registry: registry)
  }

  /// One action send, as the control's `sendAction(_:to:for:)` override makes it.
  @inline(never)
  func send(at instant: SchedulerInstant?, _ action: () -> Void) {
    throttleSendAction(at: instant, action)
  }

  /// A whole delivery, as the control's `sendActions(for:)` override makes it.
  @inline(never)
  func sendAll(at instant: SchedulerInstant?, _ actions: () -> Void) {
    throttleSendActions(at: instant, actions)
  }
}

/// The minimal correct gate a careful engineer would hand-write: one stored deadline.
@MainActor
final class HandWrittenGate {
  var ignoreUntil = Int64.min
  let interval: Int64

  init(interval: Duration) { self.interval = Nanoseconds.saturating(interval) }

  @inline(never)
  func send(at now: Int64, _ action: () -> Void) {
    if now >= ignoreUntil {
      ignoreUntil = now &+ interval
      action()
    }
  }

  func reset() { ignoreUntil = .min }
}

/// ``ControlModel``'s shape behind a hand-written gate: the same targets, the same delivery loop.
@MainActor
final class HandWrittenControlModel {
  struct Target {
    var name: String
    var action: @MainActor (SchedulerInstant?) -> Void
  }

  let scheduler: any Scheduler
  let interval: Int64
  var ignoreUntil = Int64.min
  var targets: [Target] = []

  init(interval: Duration, scheduler: any Scheduler) {
    self.interval = Nanoseconds.saturating(interval)
    self.scheduler = scheduler
  }

  @inline(never)
  func tap() {
    let now = scheduler.now
    guard now.uptimeNanoseconds >= ignoreUntil else { return }
    ignoreUntil = now.uptimeNanoseconds &+ interval
    let targets = self.targets
    for index in targets.indices { targets[index].action(now) }
  }
}

/// The minimal correct thread-safe gate: the last accepted instant in one locked word, claimed with
/// a compare-and-exchange under the package's lock; a caller that loses the exchange drops.
final class HandWrittenLockedGate: Sendable {
  let lastAccepted = LockedBox<Int64>(.min)
  let interval: Int64
  let scheduler: any Scheduler
  let action: @Sendable () -> Void

  init(interval: Duration, scheduler: any Scheduler, action: @escaping @Sendable () -> Void) {
    self.interval = Nanoseconds.saturating(interval)
    self.scheduler = scheduler
    self.action = action
  }

  @inline(never)
  func callAsFunction() {
    let last = lastAccepted.load()
    let now = scheduler.now.uptimeNanoseconds
    if last != .min && now &- last < interval { return }
    if lastAccepted.compareExchange(expected: last, desired: now).exchanged { action() }
  }

  func reset() { lastAccepted.store(.min) }
}

/// Hides `scheduler`'s type from the optimiser, so that a loop reading it makes every read.
@inline(never)
func opaque(_ scheduler: any Scheduler) -> any Scheduler { scheduler }

@MainActor
enum ThrottleBenchmarks {
  static let iterations = 2_000_000
  /// An interval that accepts every send of a row whose stamps are at least this far apart.
  static let acceptAll: Duration = .nanoseconds(1)
  /// An interval no row outlasts: every send after the arming one drops.
  static let dropAll: Duration = .seconds(1_000_000)

  static func run(_ bench: Benchmark) {
    let sink = bench.sink
    let direct = clockReads(bench)
    decisionsOnAGivenTimestamp(bench, direct: direct)
    sequenceSends(bench)
    clockStampedTaps(bench)
    controlModelTaps(bench)
    closureThrottles(bench)

    // The timer-per-tap approach: disable, then re-enable with DispatchQueue.asyncAfter.
    let timerQueue = DispatchQueue(label: "timer-per-tap")
    var isEnabled = true
    let timerAccepted = bench.measure("timer per tap (asyncAfter), accepted", iterations: 200_000, expect: .accepted) {
      n in
      for _ in 0..<n {
        if isEnabled {
          isEnabled = false
          sink.fire()
          timerQueue.asyncAfter(deadline: .now() + 3_600) {}  // never due during the run
        }
        isEnabled = true  // stands in for the timer firing, so that every iteration accepts
      }
    }
    let gate = HandWrittenGate(interval: acceptAll)
    let handAccepted = bench.measure(
      "hand-written gate, given timestamp, accepted", iterations: iterations, expect: .accepted, setUp: gate.reset,
      body: { n in
        for i in 0..<n { gate.send(at: Int64(i) &* 1_000) { sink.fire() } }
      }
    )
    bench.report("Timer per tap, for contrast (accepted path)", baseline: handAccepted, [timerAccepted])
  }

  /// The cost of reading each clock, against a plain call.
  static func clockReads(_ bench: Benchmark) -> Measurement {
    let sink = bench.sink
    let system = SystemScheduler.shared
    let direct = bench.measure("direct call (no throttle)", iterations: iterations, expect: .accepted) { n in
      for _ in 0..<n { sink.fire() }
    }
    let clockGettime = bench.measure(
      "clock read: SystemScheduler.now (clock_gettime)", iterations: iterations, expect: .noSends
    ) { n in
      var total: Int64 = 0
      for _ in 0..<n { total &+= system.now.uptimeNanoseconds }
      if total == 42 { sink.fire() }
    }
    let continuous = bench.measure("clock read: ContinuousClock.now", iterations: iterations, expect: .noSends) { n in
      let clock = ContinuousClock()
      var last = clock.now
      for _ in 0..<n { last = max(last, clock.now) }
      if last < clock.now.advanced(by: .seconds(-1_000_000)) { sink.fire() }
    }
    let stepping = opaque(SteppingScheduler(step: 1_000))
    let steppingRead = bench.measure(
      "clock read: SteppingScheduler.now (benchmark clock)", iterations: iterations, expect: .noSends
    ) { n in
      var total: Int64 = 0
      for _ in 0..<n { total &+= stepping.now.uptimeNanoseconds }
      if total == 42 { sink.fire() }
    }
    bench.report("Clock reads", baseline: direct, [clockGettime, continuous, steppingRead])
    return direct
  }

  /// UIKit's path: the timestamp arrives with the event, so a decision reads no clock.
  static func decisionsOnAGivenTimestamp(_ bench: Benchmark, direct: Measurement) {
    let sink = bench.sink
    let registry = ThrottleRegistry(programmaticSendPolicy: .throttle)
    for (label, interval, expect) in [
      ("dropped", dropAll, Expectation.dropped), ("accepted", acceptAll, Expectation.accepted),
    ] {
      // Dropped rows are armed before the round by a send stamped before all of the round's.
      let arms = expect == .dropped
      let gate = HandWrittenGate(interval: interval)
      let handWritten = bench.measure(
        "hand-written gate, given timestamp, \(label)", iterations: iterations, expect: expect,
        setUp: {
          gate.reset()
          if arms { gate.send(at: -1) {} }
        },
        body: { n in
          for i in 0..<n { gate.send(at: Int64(i) &* 1_000) { sink.fire() } }
        }
      )
      let control = BenchControl(interval: interval, scheduler: SystemScheduler.shared, registry: registry)
      let setUp = {
        control.throttle.reset()
        if arms { control.send(at: SchedulerInstant(uptimeNanoseconds: -1)) {} }
      }
      let throttled = bench.measure(
        "throttleSendAction(at:), given timestamp, \(label)", iterations: iterations, expect: expect, setUp: setUp,
        body: { n in
          for i in 0..<n { control.send(at: SchedulerInstant(uptimeNanoseconds: Int64(i) &* 1_000)) { sink.fire() } }
        }
      )
      let delivery = bench.measure(
        "throttleSendActions(at:), given timestamp, \(label)", iterations: iterations, expect: expect, setUp: setUp,
        body: { n in
          for i in 0..<n { control.sendAll(at: SchedulerInstant(uptimeNanoseconds: Int64(i) &* 1_000)) { sink.fire() } }
        }
      )
      bench.report(
        "Decision on the event's timestamp (\(label) path)", baseline: handWritten, [direct, throttled, delivery])
    }
  }

  /// Sends stamped by reading a clock: the production clock, the virtual clock tests drive, and a
  /// programmatic send that the throttle stamps itself.
  static func clockStampedTaps(_ bench: Benchmark) {
    let sink = bench.sink
    let registry = ThrottleRegistry(programmaticSendPolicy: .throttle)
    let system = SystemScheduler.shared

    // The production clock, dropped path only: two reads of a coarse clock (41.7 ns ticks on Apple
    // silicon) can return the same instant, so a row that must accept every read-stamped send would
    // not be deterministic there. Arming one nanosecond before a read made before the round keeps
    // every send later than the arming one, never the same event.
    let gate = HandWrittenGate(interval: dropAll)
    let handWritten = bench.measure(
      "hand-written gate, SystemScheduler, dropped", iterations: iterations, expect: .dropped,
      setUp: {
        gate.reset()
        gate.send(at: system.now.uptimeNanoseconds - 1) {}
      },
      body: { n in
        for _ in 0..<n { gate.send(at: system.now.uptimeNanoseconds) { sink.fire() } }
      }
    )
    let control = BenchControl(interval: dropAll, scheduler: system, registry: registry)
    let setUp = {
      control.throttle.reset()
      control.send(at: SchedulerInstant(uptimeNanoseconds: system.now.uptimeNanoseconds - 1)) {}
    }
    let throttled = bench.measure(
      "throttleSendAction(at:), SystemScheduler, dropped", iterations: iterations, expect: .dropped, setUp: setUp,
      body: { n in
        for _ in 0..<n { control.send(at: system.now) { sink.fire() } }
      }
    )
    let programmatic = bench.measure(
      "throttleSendAction(at: nil), .throttle policy, dropped", iterations: iterations, expect: .dropped, setUp: setUp,
      body: { n in
        for _ in 0..<n { control.send(at: nil) { sink.fire() } }
      }
    )
    bench.report("Send stamped by SystemScheduler (dropped path)", baseline: handWritten, [throttled, programmatic])

    // The virtual clock moves one nanosecond before every send, in both rows, so that every send
    // is a new instant: after the arming send, all drop in a long window, all pass in a 1 ns one.
    let virtual = VirtualScheduler()
    for (label, interval, expect) in [
      ("dropped", dropAll, Expectation.dropped), ("accepted", acceptAll, Expectation.accepted),
    ] {
      let arms = expect == .dropped
      let gate = HandWrittenGate(interval: interval)
      let handWritten = bench.measure(
        "hand-written gate, VirtualScheduler, \(label)", iterations: iterations / 20, expect: expect,
        setUp: {
          gate.reset()
          if arms { gate.send(at: virtual.now.uptimeNanoseconds) {} }
        },
        body: { n in
          for _ in 0..<n {
            virtual.advance(by: .nanoseconds(1))
            gate.send(at: virtual.now.uptimeNanoseconds) { sink.fire() }
          }
        }
      )
      let control = BenchControl(interval: interval, scheduler: virtual, registry: registry)
      let throttled = bench.measure(
        "throttleSendAction(at:), VirtualScheduler, \(label)", iterations: iterations / 20, expect: expect,
        setUp: {
          control.throttle.reset()
          if arms { control.send(at: virtual.now) {} }
        },
        body: { n in
          for _ in 0..<n {
            virtual.advance(by: .nanoseconds(1))
            control.send(at: virtual.now) { sink.fire() }
          }
        }
      )
      bench.report(
        "Send stamped by VirtualScheduler, advanced 1 ns per send (\(label) path)", baseline: handWritten, [throttled])
    }
  }

  /// `ControlModel.tap()`: one delivery to every target, stamped by the model's scheduler.
  static func controlModelTaps(_ bench: Benchmark) {
    let sink = bench.sink
    let registry = ThrottleRegistry()
    let clock = SteppingScheduler(step: 1_000)
    for targetCount in [1, 3] {
      for (label, interval, expect) in [
        ("dropped", dropAll, Expectation.dropped), ("accepted", Duration.nanoseconds(1_000), Expectation.accepted),
      ] {
        let arms = expect == .dropped
        let handWritten = HandWrittenControlModel(interval: interval, scheduler: clock)
        let model = ControlModel(scheduler: clock, registry: registry, setting: .interval(interval))
        for index in 0..<targetCount {
          handWritten.targets.append(.init(name: "t\(index)") { _ in sink.fire() })
          model.addTarget("t\(index)") { _ in sink.fire() }
        }
        let targets = targetCount == 1 ? "1 target" : "\(targetCount) targets"
        let baseline = bench.measure(
          "hand-written model, SteppingScheduler, \(targets), \(label)", iterations: iterations, expect: expect,
          actionsPerSend: targetCount,
          setUp: {
            handWritten.ignoreUntil = .min
            if arms { handWritten.ignoreUntil = clock.now.uptimeNanoseconds &+ handWritten.interval }
          },
          body: { n in
            for _ in 0..<n { handWritten.tap() }
          }
        )
        let tapped = bench.measure(
          "ControlModel.tap(), SteppingScheduler, \(targets), \(label)", iterations: iterations, expect: expect,
          actionsPerSend: targetCount,
          setUp: {
            model.throttle.reset()
            if arms { model.throttleSendActions(at: clock.now) {} }
          },
          body: { n in
            for _ in 0..<n { model.tap() }
          }
        )
        bench.report("ControlModel.tap(), \(targets) (\(label) path)", baseline: baseline, [tapped])
      }
    }
  }

  /// The closure-level throttle, which is safe to call from any thread, against hand-written gates.
  static func closureThrottles(_ bench: Benchmark) {
    let sink = bench.sink
    let cases: [(clock: String, scheduler: any Scheduler, label: String, interval: Duration, expect: Expectation)] = [
      ("SystemScheduler", SystemScheduler.shared, "dropped", dropAll, .dropped),
      ("SteppingScheduler", SteppingScheduler(step: 1_000), "dropped", dropAll, .dropped),
      ("SteppingScheduler", SteppingScheduler(step: 1_000), "accepted", .nanoseconds(1_000), .accepted),
    ]
    for item in cases {
      // Dropped rows are armed by one call before the round (the sink is zeroed after set-up).
      let lockedGate = HandWrittenLockedGate(interval: item.interval, scheduler: item.scheduler) { sink.fire() }
      let arms = item.expect == .dropped
      let baseline = bench.measure(
        "hand-written locked gate, \(item.clock), \(item.label)", iterations: iterations, expect: item.expect,
        setUp: {
          lockedGate.reset()
          if arms { lockedGate() }
        },
        body: { n in
          for _ in 0..<n { lockedGate() }
        }
      )
      let plainGate = HandWrittenGate(interval: item.interval)
      let plain = bench.measure(
        "hand-written gate (one thread only), \(item.clock), \(item.label)", iterations: iterations,
        expect: item.expect,
        setUp: {
          plainGate.reset()
          if arms { plainGate.send(at: item.scheduler.now.uptimeNanoseconds) {} }
        },
        body: { n in
          for _ in 0..<n { plainGate.send(at: item.scheduler.now.uptimeNanoseconds) { sink.fire() } }
        }
      )
      let action = ThrottledAction(interval: item.interval, scheduler: item.scheduler) { @Sendable in sink.fire() }
      let throttled = bench.measure(
        "ThrottledAction, \(item.clock), \(item.label)", iterations: iterations, expect: item.expect,
        setUp: {
          action.reset()
          if arms { action() }
        },
        body: { n in
          for _ in 0..<n { action() }
        }
      )
      bench.report("ThrottledAction, \(item.clock) (\(item.label) path)", baseline: baseline, [throttled, plain])
    }
  }
}
