import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

/// Random tap schedules checked against a short reference model of the throttle contract.
@MainActor
@Suite struct ThrottleModelTests {
  /// The reference model: resolution by the documented order, then "accept if no accepted action
  /// within the last interval", written with differences rather than deadlines.
  struct Model {
    var setting: ThrottleSetting
    var defaultInterval: Duration
    var registrations: [ObjectIdentifier: (interval: Duration?, includesSubclasses: Bool)]
    var lineage: [ObjectIdentifier]  // the control's type first, then its ancestors
    var lastAccepted: Int64?

    /// The interval in nanoseconds, and whether any registration or setting applies at all.
    func interval() -> (nanoseconds: Int64, isRegistered: Bool) {
      let duration: Duration?
      switch setting {
      case .interval(let value): duration = value
      case .untilReset: return (.max, true)
      case .defaultInterval: duration = defaultInterval
      case .inherited:
        if let exact = registrations[lineage[0]] {
          duration = exact.interval ?? defaultInterval
        } else if let inherited = lineage.dropFirst().lazy.compactMap({ registrations[$0] }).first(
          where: \.includesSubclasses)
        {
          duration = inherited.interval ?? defaultInterval
        } else {
          duration = nil
        }
      }
      guard let duration else { return (0, false) }
      let (seconds, attoseconds) = duration.components
      if seconds >= 9_000_000_000 { return (.max, true) }
      return (seconds * 1_000_000_000 + attoseconds / 1_000_000_000, true)
    }

    /// The decision the control must report.
    mutating func decide(at instant: Int64, sameEventPasses: Bool) -> ThrottleDecision {
      let (interval, isRegistered) = interval()
      if interval == 0 { return .unthrottled(isRegistered ? .intervalIsZero : .unregisteredType) }
      guard let last = lastAccepted else {
        lastAccepted = instant
        return .accepted
      }
      // A finite window is cut one before the end of the range, never lasting until reset.
      let forever = interval == .max
      let end =
        forever
        ? Int64.max : (last.addingReportingOverflow(interval).overflow ? .max - 1 : min(last + interval, .max - 1))
      if instant >= end || (!forever && instant < last && last - instant >= end - last) {
        lastAccepted = instant
        return .accepted
      }
      if sameEventPasses && instant == last { return .accepted }
      if forever { return .dropped(.untilReset) }
      // Counted from the later of the instant and the last accepted one: at most the interval.
      return .dropped(.insideInterval(remaining: .nanoseconds(end - max(instant, last))))
    }
  }

  static let intervals: [Duration] = [.zero, .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(Int64.max)]

  @Test func randomScheduleMatchesTheReferenceModel() async {
    let seed = randomisedSeed()
    var random = SeededGenerator(seed: seed)
    let schedules = randomisedIterations(20_000)
    let types: [ControlModel.Type] = [ControlModel.self, PayButton.self, FancyPayButton.self]
    let lineages: [[ObjectIdentifier]] = [
      [ObjectIdentifier(ControlModel.self)],
      [ObjectIdentifier(PayButton.self), ObjectIdentifier(ControlModel.self)],
      [ObjectIdentifier(FancyPayButton.self), ObjectIdentifier(PayButton.self), ObjectIdentifier(ControlModel.self)],
    ]
    var decisions = 0

    for schedule in 0..<schedules {
      // Long main-actor work: a turn every millisecond or so (under ThreadSanitizer) lets the
      // main-actor tests queued behind it run, so that their time limits measure them, not this.
      if schedule % 4 == 0 { await Task.yield() }
      let scheduler = VirtualScheduler()
      let defaultInterval = Self.intervals.randomElement(using: &random)!
      let throttlesEventless = Bool.random(using: &random)
      let registry = ThrottleRegistry(
        defaultInterval: defaultInterval,
        programmaticSendPolicy: throttlesEventless ? .throttle : .deliver
      )
      // An observer moves every decision off the inlined fast path onto the general one.
      let observed = Bool.random(using: &random)
      let reported = LockedArray<ThrottleDecision>()
      if observed { registry.observer = { reported.append($0.decision) } }
      var registrations: [ObjectIdentifier: (interval: Duration?, includesSubclasses: Bool)] = [:]
      for (index, type) in types.enumerated() where Int.random(in: 0..<3, using: &random) == 0 {
        let interval = Bool.random(using: &random) ? nil : Self.intervals.randomElement(using: &random)
        let includesSubclasses = Bool.random(using: &random)
        registry.register(type, interval: interval, includingSubclasses: includesSubclasses)
        registrations[lineages[index][0]] = (interval, includesSubclasses)
      }
      let setting: ThrottleSetting =
        switch Int.random(in: 0..<4, using: &random) {
        case 0: .inherited
        case 1: .defaultInterval
        case 2: .interval(.zero)
        default: .interval(Self.intervals.randomElement(using: &random)!)
        }
      let typeIndex = Int.random(in: 0..<types.count, using: &random)
      let control = types[typeIndex].init(scheduler: scheduler, registry: registry, setting: setting)
      let targetCount = Int.random(in: 1...3, using: &random)
      var fired = 0
      for index in 0..<targetCount {
        control.addTarget("t\(index)") { _ in fired += 1 }
      }
      var model = Model(
        setting: setting,
        defaultInterval: defaultInterval,
        registrations: registrations,
        lineage: lineages[typeIndex],
        lastAccepted: nil
      )

      var lastStamp: Int64 = 0
      for _ in 0..<Int.random(in: 1...10, using: &random) {
        scheduler.advance(by: .milliseconds(Int.random(in: 0...1_200, using: &random)))
        let now = scheduler.now.uptimeNanoseconds
        let roll = Int.random(in: 0..<10, using: &random)
        fired = 0
        let expected: ThrottleDecision
        if roll == 0 {
          // A programmatic sendActions(for:): one decision for all targets, at the scheduler's now.
          control.sendActions()
          expected =
            throttlesEventless ? model.decide(at: now, sameEventPasses: false) : .unthrottled(.programmaticSend)
        } else {
          // An input event; sometimes the clock went back, sometimes it carries the last stamp again.
          let timing = Int.random(in: 0..<5, using: &random)
          let stamp =
            timing == 0 ? now - Int64.random(in: 1...5_000_000_000, using: &random) : timing == 1 ? lastStamp : now
          lastStamp = stamp
          let instant = SchedulerInstant(uptimeNanoseconds: stamp)
          if roll <= 5 {
            // UIKit's way: one send per target, each stamped with the event's timestamp, so a
            // repeated stamp is the same event.
            for target in control.targets { control.sendAction(to: target, at: instant) }
            expected = model.decide(at: stamp, sameEventPasses: true)
          } else {
            // A model tap: one distinct event for all targets, even with a repeated stamp.
            control.tap(at: instant)
            expected = model.decide(at: stamp, sameEventPasses: false)
          }
        }
        decisions += 1
        if observed, let last = reported.all.last, last != expected {
          Issue.record(
            "schedule \(schedule): observer saw \(last), model expected \(expected); replay with CONTROL_THROTTLE_SEED=\(seed)"
          )
          return
        }
        guard fired == (expected.isAccepted ? targetCount : 0) else {
          Issue.record(
            "schedule \(schedule) diverged: fired \(fired) of \(targetCount), model says \(expected); replay with CONTROL_THROTTLE_SEED=\(seed)"
          )
          return
        }
      }
    }
    #expect(decisions >= schedules)
  }
}
