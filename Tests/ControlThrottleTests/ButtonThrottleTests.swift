import ControlThrottle
import ControlThrottleTesting
import Testing

/// An instant `milliseconds` after zero, plus `nanoseconds`.
private func instant(milliseconds: Int64, nanoseconds: Int64 = 0) -> SchedulerInstant {
  SchedulerInstant(uptimeNanoseconds: milliseconds * 1_000_000 + nanoseconds)
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct ButtonThrottleTests {
  let scheduler = VirtualScheduler()

  @Test func doubleTapRunsTheActionOnce() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    var payments = 0
    let first = throttle.tap(interval: .seconds(1)) { payments += 1 }
    #expect(first == .accepted)
    scheduler.advance(to: instant(milliseconds: 80))
    let second = throttle.tap(interval: .seconds(1)) { payments += 1 }
    #expect(payments == 1)
    guard case .dropped(.insideInterval) = second else {
      Issue.record("expected a drop inside the interval, got \(second)")
      return
    }
  }

  @Test func tapExactlyAtTheDeadlinePassesAndOneNanosecondBeforeIsDropped() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    #expect(throttle.tap(interval: .milliseconds(500)) == .accepted)
    scheduler.advance(to: instant(milliseconds: 500, nanoseconds: -1))
    #expect(!throttle.tap(interval: .milliseconds(500)).isAccepted)
    scheduler.advance(to: instant(milliseconds: 500))
    #expect(throttle.tap(interval: .milliseconds(500)) == .accepted)
  }

  @Test func droppedTapDoesNotExtendTheWindow() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    #expect(throttle.tap(interval: .milliseconds(500)) == .accepted)
    scheduler.advance(to: instant(milliseconds: 400))
    #expect(!throttle.tap(interval: .milliseconds(500)).isAccepted)
    #expect(throttle.ignoreUntil == instant(milliseconds: 500))
    scheduler.advance(to: instant(milliseconds: 500))
    #expect(throttle.tap(interval: .milliseconds(500)) == .accepted)
  }

  @Test func zeroIntervalPassesEveryTapUnthrottled() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    var runs = 0
    var decisions: [ThrottleDecision] = []
    for _ in 0..<3 { decisions.append(throttle.tap(interval: .zero) { runs += 1 }) }
    #expect(runs == 3)
    #expect(decisions == Array(repeating: .unthrottled(.intervalIsZero), count: 3))
  }

  @Test(arguments: [
    (argument: Duration?.none, environment: Duration.seconds(2), expected: Duration.seconds(2)),
    (argument: .milliseconds(300), environment: .seconds(2), expected: .milliseconds(300)),
    (argument: .zero, environment: .seconds(2), expected: .zero),
    (argument: nil, environment: .defaultThrottleInterval, expected: .milliseconds(500)),
  ])
  func perButtonArgumentWinsOverTheEnvironment(argument: Duration?, environment: Duration, expected: Duration) {
    let throttle = ButtonThrottle(scheduler: scheduler)
    throttle.tap(interval: argument, environment: environment) {}
    let second = throttle.tap(interval: argument, environment: environment) {}
    #expect(
      second == (expected == .zero ? .unthrottled(.intervalIsZero) : .dropped(.insideInterval(remaining: expected))))
  }

  @Test func environmentDefaultIsOverriddenPerButton() {
    // A subtree sets 2 s; one of its buttons passes its own 300 ms.
    let environment = Duration.seconds(2)
    let inherited = ButtonThrottle(scheduler: scheduler)
    let overridden = ButtonThrottle(scheduler: scheduler)
    var log: [String] = []
    func tapBoth() {
      inherited.tap(interval: nil, environment: environment) { log.append("inherited") }
      overridden.tap(interval: .milliseconds(300), environment: environment) { log.append("overridden") }
    }
    tapBoth()
    scheduler.advance(to: instant(milliseconds: 300))
    tapBoth()
    scheduler.advance(to: instant(milliseconds: 2_000))
    tapBoth()
    #expect(log == ["inherited", "overridden", "overridden", "inherited", "overridden"])
  }

  @Test func changedIntervalAppliesFromTheNextAcceptedTap() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    #expect(throttle.tap(interval: .seconds(1)) == .accepted)
    scheduler.advance(to: instant(milliseconds: 200))
    #expect(!throttle.tap(interval: .milliseconds(100)).isAccepted)
    scheduler.advance(to: instant(milliseconds: 1_000))
    #expect(throttle.tap(interval: .milliseconds(100)) == .accepted)
    #expect(throttle.ignoreUntil == instant(milliseconds: 1_100))
  }

  @Test func resetReopensTheWindow() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    #expect(throttle.ignoreUntil == nil)
    #expect(throttle.tap(interval: .seconds(1)) == .accepted)
    #expect(throttle.ignoreUntil == instant(milliseconds: 1_000))
    throttle.reset()
    #expect(throttle.ignoreUntil == nil)
    #expect(throttle.tap(interval: .seconds(1)) == .accepted)
  }

  @Test func negativeIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = ButtonThrottle().tap(interval: .seconds(-1)) }
    }
    #expect(standardError(of: result).contains("ButtonThrottle interval is negative"))
  }

  // MARK: Groups

  // Fails before groups reached SwiftUI buttons: each button kept only its own window, so Back and
  // Next tapped together both ran.
  @Test func twoButtonsInOneGroupRunOneOfThemAndTheDropNamesTheHolder() {
    let group = ThrottleGroup(interval: .milliseconds(600))
    let back = ButtonThrottle(scheduler: scheduler)
    let next = ButtonThrottle(scheduler: scheduler)
    var log: [String] = []
    #expect(back.tap(interval: .milliseconds(500), group: group) { log.append("back") } == .accepted)
    scheduler.advance(by: .milliseconds(100))
    #expect(
      next.tap(interval: .milliseconds(500), group: group) { log.append("next") }
        == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: ObjectIdentifier(back))))
    scheduler.advance(by: .milliseconds(500))
    #expect(next.tap(interval: .milliseconds(500), group: group) { log.append("next") } == .accepted)
    #expect(log == ["back", "next"])
  }

  @Test func withoutAGroupBothButtonsRun() {
    let back = ButtonThrottle(scheduler: scheduler)
    let next = ButtonThrottle(scheduler: scheduler)
    var log: [String] = []
    #expect(back.tap(interval: .milliseconds(500)) { log.append("back") } == .accepted)
    #expect(next.tap(interval: .milliseconds(500)) { log.append("next") } == .accepted)
    #expect(log == ["back", "next"])
  }

  // Fails if the zero-interval early return comes first: a button with no interval of its own
  // would pass every tap, ignoring its group.
  @Test func aButtonWithAZeroIntervalIsStillHeldByItsGroup() {
    let group = ThrottleGroup(interval: .milliseconds(600))
    let save = ButtonThrottle(scheduler: scheduler)
    let send = ButtonThrottle(scheduler: scheduler)
    #expect(save.tap(interval: .zero, group: group) == .accepted)
    #expect(
      send.tap(interval: .zero, group: group)
        == .dropped(.insideGroupWindow(remaining: .milliseconds(600), heldBy: ObjectIdentifier(save))))
    #expect(
      save.tap(interval: .zero, group: group)
        == .dropped(.insideGroupWindow(remaining: .milliseconds(600), heldBy: ObjectIdentifier(save))))
    #expect(save.tap(interval: .zero, group: ThrottleGroup(interval: .zero)) == .unthrottled(.intervalIsZero))
  }

  @Test func aButtonsOwnIntervalStillHoldsItsOwnTapsWhenTheGroupsWindowIsShorter() {
    let group = ThrottleGroup(interval: .milliseconds(100))
    let pay = ButtonThrottle(scheduler: scheduler)
    let other = ButtonThrottle(scheduler: scheduler)
    #expect(pay.tap(interval: .seconds(1), group: group) == .accepted)
    scheduler.advance(by: .milliseconds(100))
    #expect(pay.tap(interval: .seconds(1), group: group) == .dropped(.insideInterval(remaining: .milliseconds(900))))
    #expect(other.tap(interval: .seconds(1), group: group) == .accepted)
  }
}
