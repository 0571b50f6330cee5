import ControlThrottle
import ControlThrottleTesting

/// A control in a ``ThrottleGroup``, entered the way UIKit enters a control's `sendAction`.
@MainActor
final class GroupedBenchControl: ThrottledControl {
  let throttle: Throttle

  init(group: ThrottleGroup, scheduler: any Scheduler, registry: ThrottleRegistry) {
    throttle = Throttle(.interval(.zero), group: group, scheduler: scheduler, registry: registry)
  }

  @inline(never)
  func send(at instant: SchedulerInstant?, _ action: () -> Void) {
    throttleSendAction(at: instant, action)
  }
}

/// The minimal correct group a careful engineer would hand-write on one thread: one deadline and
/// its holder, shared by the members.
@MainActor
final class HandWrittenGroup {
  var ignoreUntil = Int64.min
  var holder: ObjectIdentifier?
  let interval: Int64

  init(interval: Duration) { self.interval = Nanoseconds.saturating(interval) }

  @inline(never)
  func send(at now: Int64, from member: ObjectIdentifier, _ action: () -> Void) {
    if now >= ignoreUntil {
      ignoreUntil = now &+ interval
      holder = member
      action()
    }
  }

  func reset() {
    ignoreUntil = .min
    holder = nil
  }
}

/// The minimal correct thread-safe group: the last accepted instant in one locked word, claimed
/// with a compare-and-exchange under the package's lock, and its holder beside it.
final class HandWrittenLockedGroup: Sendable {
  let lastAccepted = LockedBox<Int64>(.min)
  let holder = LockedBox<Int64>(0)
  let interval: Int64
  let scheduler: any Scheduler

  init(interval: Duration, scheduler: any Scheduler) {
    self.interval = Nanoseconds.saturating(interval)
    self.scheduler = scheduler
  }

  @inline(never)
  func call(from member: Int64, _ action: () -> Void) {
    let last = lastAccepted.load()
    let now = scheduler.now.uptimeNanoseconds
    if last != .min && now &- last < interval { return }
    if lastAccepted.compareExchange(expected: last, desired: now).exchanged {
      holder.store(member)
      action()
    }
  }

  func reset() { lastAccepted.store(.min) }
}

/// Group decisions: a member's send dropped because another member holds the group's window, and a
/// member's send the group accepts, claiming the window.
@MainActor
enum GroupBenchmarks {
  static let iterations = 2_000_000

  static func run(_ bench: Benchmark) {
    let registry = ThrottleRegistry(programmaticSendPolicy: .throttle)
    for (clock, scheduler) in [
      ("SystemScheduler", SystemScheduler.shared as any Scheduler),
      ("SteppingScheduler", opaque(SteppingScheduler(step: 1_000))),
    ] {
      runDropped(bench, clock: clock, scheduler: scheduler, registry: registry)
      runAccepted(bench, clock: clock, scheduler: scheduler, registry: registry)
    }
  }

  /// Every row's group is armed by its other member before the round, and holds for the whole round.
  static func runDropped(_ bench: Benchmark, clock: String, scheduler: any Scheduler, registry: ThrottleRegistry) {
    let sink = bench.sink
    let interval = ThrottleBenchmarks.dropAll
    let handGroup = HandWrittenGroup(interval: interval)
    let first = ObjectIdentifier(handGroup)
    let second = ObjectIdentifier(registry)
    let handWritten = bench.measure(
      "hand-written group, \(clock), dropped by the group", iterations: iterations, expect: .dropped,
      setUp: {
        handGroup.reset()
        handGroup.send(at: scheduler.now.uptimeNanoseconds, from: first) {}
      },
      body: { n in
        for _ in 0..<n { handGroup.send(at: scheduler.now.uptimeNanoseconds, from: second) { sink.fire() } }
      }
    )
    let group = ThrottleGroup(interval: interval)
    let back = GroupedBenchControl(group: group, scheduler: scheduler, registry: registry)
    let next = GroupedBenchControl(group: group, scheduler: scheduler, registry: registry)
    let member = bench.measure(
      "throttleSendAction(at:) of a group member, \(clock), dropped by the group", iterations: iterations,
      expect: .dropped,
      setUp: {
        group.reset()
        back.send(at: scheduler.now) {}
      },
      body: { n in
        for _ in 0..<n { next.send(at: scheduler.now) { sink.fire() } }
      }
    )
    let lockedGroup = HandWrittenLockedGroup(interval: interval, scheduler: scheduler)
    let locked = bench.measure(
      "hand-written locked group, \(clock), dropped by the group", iterations: iterations, expect: .dropped,
      setUp: {
        lockedGroup.reset()
        lockedGroup.call(from: 1) {}
      },
      body: { n in
        for _ in 0..<n { lockedGroup.call(from: 2) { sink.fire() } }
      }
    )
    let pay = ThrottledAction(interval: .zero, group: group, scheduler: scheduler) { @Sendable in sink.fire() }
    let cancel = ThrottledAction(interval: .zero, group: group, scheduler: scheduler) { @Sendable in sink.fire() }
    let closure = bench.measure(
      "ThrottledAction of a group member, \(clock), dropped by the group", iterations: iterations,
      expect: .dropped,
      setUp: {
        group.reset()
        pay()
      },
      body: { n in
        for _ in 0..<n { cancel() }
      }
    )
    bench.report("Group decision, \(clock) (dropped by the group)", baseline: handWritten, [member])
    bench.report("Group decision of a closure, \(clock) (dropped by the group)", baseline: locked, [closure])
  }

  /// The group's interval is shorter than the time between two reads of the clock: every send of
  /// the member passes the group and claims its window.
  ///
  /// A group is shared across threads (a ``ThrottledAction`` member may run on any), so a claim is
  /// a compare-and-exchange: the baseline is the hand-written locked group, with the one-thread
  /// group beside it for what the locked claim itself costs.
  static func runAccepted(_ bench: Benchmark, clock: String, scheduler: any Scheduler, registry: ThrottleRegistry) {
    let sink = bench.sink
    let interval = ThrottleBenchmarks.acceptAll
    let handGroup = HandWrittenGroup(interval: interval)
    let member = ObjectIdentifier(registry)
    let handWritten = bench.measure(
      "hand-written group (one thread only), \(clock), accepted by the group", iterations: iterations,
      expect: .accepted,
      setUp: { handGroup.reset() },
      body: { n in
        for _ in 0..<n { handGroup.send(at: scheduler.now.uptimeNanoseconds, from: member) { sink.fire() } }
      }
    )
    let group = ThrottleGroup(interval: interval)
    let control = GroupedBenchControl(group: group, scheduler: scheduler, registry: registry)
    _ = GroupedBenchControl(group: group, scheduler: scheduler, registry: registry)
    let accepted = bench.measure(
      "throttleSendAction(at:) of a group member, \(clock), accepted by the group", iterations: iterations,
      expect: .accepted,
      setUp: { group.reset() },
      body: { n in
        for _ in 0..<n { control.send(at: scheduler.now) { sink.fire() } }
      }
    )
    let lockedGroup = HandWrittenLockedGroup(interval: interval, scheduler: scheduler)
    let locked = bench.measure(
      "hand-written locked group, \(clock), accepted by the group", iterations: iterations, expect: .accepted,
      setUp: { lockedGroup.reset() },
      body: { n in
        for _ in 0..<n { lockedGroup.call(from: 1) { sink.fire() } }
      }
    )
    let action = ThrottledAction(interval: .zero, group: group, scheduler: scheduler) { @Sendable in sink.fire() }
    let closure = bench.measure(
      "ThrottledAction of a group member, \(clock), accepted by the group", iterations: iterations,
      expect: .accepted,
      setUp: { group.reset() },
      body: { n in
        for _ in 0..<n { action() }
      }
    )
    bench.report("Group decision, \(clock) (accepted by the group)", baseline: locked, [handWritten, accepted])
    bench.report("Group decision of a closure, \(clock) (accepted by the group)", baseline: locked, [closure])
  }
}
