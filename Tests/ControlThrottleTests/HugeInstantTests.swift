import ControlThrottle
import ControlThrottleTesting
import Testing

/// An instant at the end of the 64-bit range — an event timestamp of `.infinity`, anything near
/// `Int64.max` — never locks a control with a finite interval: its window is cut short, never
/// "until reset", and the next ordinary instant is accepted.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct HugeInstantTests {
  let scheduler = VirtualScheduler()

  func makeButton() -> ControlModel {
    let button = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(.seconds(1)))
    button.addTarget("pay") { _ in }
    return button
  }

  @Test func anInfiniteTimestampNeverLocksAFiniteIntervalControl() {
    let button = makeButton()
    #expect(button.tap(at: SchedulerInstant(secondsSinceBoot: .infinity)) == .accepted)
    #expect(button.throttle.ignoreUntil != .distantFuture)
    // The clock back in range: accepted, and it arms an ordinary window.
    #expect(button.tap(at: at(5)) == .accepted)
    #expect(button.tap(at: at(5.5)) == .dropped(.insideInterval(remaining: .milliseconds(500))))
    #expect(button.tap(at: at(6)) == .accepted)
  }

  @Test(arguments: [Int64.max, Int64.max - 1, Int64.max - 500_000_000])
  func anInstantNearTheEndOfTheRangeIsNeverDroppedUntilReset(nanoseconds: Int64) {
    let button = makeButton()
    #expect(button.tap(at: SchedulerInstant(uptimeNanoseconds: nanoseconds)) == .accepted)
    let again = button.tap(at: SchedulerInstant(uptimeNanoseconds: nanoseconds))
    #expect(again != .dropped(.untilReset))
    if case .dropped(.insideInterval(let remaining)) = again { #expect(remaining <= .seconds(1)) }
    #expect(button.tap(at: at(1)) == .accepted)
  }

  @Test func aThrottledActionOnAClockAtTheEndOfTheRangeIsNeverLocked() {
    let clock = SettableScheduler()
    clock.instant = .distantFuture
    let counter = Counter()
    let action = ThrottledAction(interval: .seconds(1), scheduler: clock) { counter.increment() }
    #expect(action() == .accepted)
    #expect(action() != .dropped(.untilReset))
    clock.instant = at(5)  // the clock back in range
    #expect(action() == .accepted)
    #expect(action() == .dropped(.insideInterval(remaining: .seconds(1))))
    clock.instant = SchedulerInstant(uptimeNanoseconds: .max - 100)
    #expect(action() == .accepted)
    #expect(action() != .dropped(.untilReset))
    clock.instant = at(7)
    #expect(action() == .accepted)
  }

  /// A window armed so late that its end is cut at the last finite instant reports the time to
  /// that cut end, and opens exactly there: the drop and ``Throttle/ignoreUntil`` agree.
  @Test func aDropAtTheTopOfTheRangeReportsTheTimeToTheCutEnd() {
    let button = makeButton()
    #expect(button.tap(at: SchedulerInstant(uptimeNanoseconds: .max - 10)) == .accepted)
    #expect(button.throttle.ignoreUntil == SchedulerInstant(uptimeNanoseconds: .max - 1))
    #expect(
      button.tap(at: SchedulerInstant(uptimeNanoseconds: .max - 5))
        == .dropped(.insideInterval(remaining: .nanoseconds(4)))
    )
    #expect(
      button.tap(at: SchedulerInstant(uptimeNanoseconds: .max - 2))
        == .dropped(.insideInterval(remaining: .nanoseconds(1)))
    )
    #expect(button.tap(at: SchedulerInstant(uptimeNanoseconds: .max - 1)) == .accepted)
  }

  @Test func aThrottledActionAtTheTopOfTheRangeOpensAtTheCutEnd() {
    let clock = SettableScheduler()
    let counter = Counter()
    let action = ThrottledAction(interval: .seconds(1), scheduler: clock) { counter.increment() }
    clock.instant = SchedulerInstant(uptimeNanoseconds: .max - 10)
    #expect(action() == .accepted)
    clock.instant = SchedulerInstant(uptimeNanoseconds: .max - 5)
    #expect(action() == .dropped(.insideInterval(remaining: .nanoseconds(4))))
    clock.instant = SchedulerInstant(uptimeNanoseconds: .max - 1)
    #expect(action() == .accepted)
    #expect(counter.value == 2)
  }

  @Test func untilResetStillLastsUntilReset() {
    let button = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .untilReset)
    button.addTarget("pay") { _ in }
    #expect(button.tap(at: SchedulerInstant(secondsSinceBoot: .infinity)) == .accepted)
    #expect(button.tap(at: at(5)) == .dropped(.untilReset))
  }
}

/// A drop's time left never exceeds the interval, even for an instant a little before the last
/// accepted one (a clock that moved back, or two clocks stamping one moment).
@MainActor
@Suite(.timeLimit(.minutes(3))) struct RemainingAfterJumpBackTests {
  @Test func aThrottleReportsAtMostTheIntervalRightAfterASmallJumpBack() {
    let button = ControlModel(
      scheduler: VirtualScheduler(), registry: ThrottleRegistry(), setting: .interval(.seconds(1)))
    button.addTarget("pay") { _ in }
    #expect(button.tap(at: at(10)) == .accepted)
    #expect(button.tap(at: at(9.5)) == .dropped(.insideInterval(remaining: .seconds(1))))
    #expect(button.tap(at: at(10.25)) == .dropped(.insideInterval(remaining: .milliseconds(750))))
  }

  @Test func aThrottledActionReportsAtMostTheIntervalRightAfterASmallJumpBack() {
    let clock = SettableScheduler()
    clock.instant = at(10)
    let action = ThrottledAction(interval: .seconds(1), scheduler: clock) {}
    #expect(action() == .accepted)
    clock.instant = at(9.5)
    #expect(action() == .dropped(.insideInterval(remaining: .seconds(1))))
    clock.instant = at(10.25)
    #expect(action() == .dropped(.insideInterval(remaining: .milliseconds(750))))
  }
}
