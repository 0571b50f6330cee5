import ControlThrottle
import ControlThrottleTesting
import Testing

/// The window's rules at the edges of the 64-bit range, for every throttle that keeps one, and the
/// rules of arming and reopening it that no other test pins.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct WindowRuleTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()

  /// A control of its own type, so that the registry can register it.
  final class Pay: ThrottledControl {
    let throttle: Throttle
    init(
      _ setting: ThrottleSetting, group: ThrottleGroup? = nil, scheduler: VirtualScheduler, registry: ThrottleRegistry
    ) {
      throttle = Throttle(setting, group: group, scheduler: scheduler, registry: registry)
    }
    @discardableResult
    func tap(at instant: SchedulerInstant) -> ThrottleDecision { throttleSendActions(at: instant) {} }
    @discardableResult
    func touch(_ touch: AnyObject, _ phase: ThrottleStateMachine.SequencePhase, at instant: SchedulerInstant)
      -> ThrottleDecision
    {
      throttleSendAction(at: instant, sequence: ThrottleStateMachine.sequenceID(of: touch), phase: phase) {}
    }
  }
  final class Touch {}

  func pay(_ setting: ThrottleSetting = .interval(.seconds(1)), group: ThrottleGroup? = nil) -> Pay {
    Pay(setting, group: group, scheduler: scheduler, registry: registry)
  }

  @Test func aGroupMemberTappedAtAnInfiniteTimestampNeverLocksTheGroup() {
    let group = ThrottleGroup(interval: .seconds(1))
    let back = pay(group: group)
    let next = pay(group: group)
    #expect(back.tap(at: SchedulerInstant(secondsSinceBoot: .infinity)) == .accepted)
    // The clock back in range: a jump back of more than the group's interval reopens it.
    #expect(next.tap(at: at(5)) == .accepted)
    #expect(
      back.tap(at: at(5.5))
        == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: ObjectIdentifier(next))))
  }

  @Test func aGroupedClosureOnAClockAtTheTopOfTheRangeNeverLocksItselfOrTheGroup() {
    let clock = SettableScheduler()
    let group = ThrottleGroup(interval: .seconds(1))
    let back = ThrottledAction(interval: .seconds(1), group: group, scheduler: clock) {}
    let next = ThrottledAction(interval: .seconds(1), group: group, scheduler: clock) {}
    clock.instant = .distantFuture
    #expect(back() == .accepted)
    clock.instant = at(5)
    #expect(back() == .accepted)
    clock.instant = at(7)
    #expect(next() == .accepted)
  }

  @Test func twoTapsStampedWithAnInfiniteTimestampAreTwoInputsAndTheSecondDrops() {
    let button = pay()
    let infinity = SchedulerInstant(secondsSinceBoot: .infinity)
    #expect(button.tap(at: infinity) == .accepted)
    #expect(button.tap(at: infinity) == .dropped(.insideInterval(remaining: .seconds(1))))
  }

  @Test func twoGroupMembersTappedAtAnInfiniteTimestampPassOnce() {
    let group = ThrottleGroup(interval: .seconds(1))
    let back = pay(group: group)
    let next = pay(group: group)
    let infinity = SchedulerInstant(secondsSinceBoot: .infinity)
    #expect(back.tap(at: infinity) == .accepted)
    #expect(next.tap(at: infinity) != .accepted)
  }

  @Test func aWindowArmedOneIntervalBeforeTheTopOfTheRangeNeverLocksTheControl() {
    let button = pay()
    let late = SchedulerInstant(uptimeNanoseconds: .max - 1_000_000_000)
    #expect(button.tap(at: late) == .accepted)
    #expect(button.ignoreUntilIsFinite)
    #expect(button.tap(at: at(5)) == .accepted)
  }

  @Test func aTouchLiftedOutsideAfterAnotherInputReArmedTheWindowLeavesThatWindow() {
    let button = pay()
    let first = Touch()
    #expect(button.touch(first, .begins, at: at(0)) == .accepted)
    // Another input after the first touch's window: it arms a window of its own.
    #expect(button.tap(at: at(1.5)) == .accepted)
    #expect(button.touch(first, .endsUnactivated, at: at(1.6)) == .accepted)
    #expect(button.throttle.ignoreUntil == at(2.5))
    #expect(button.tap(at: at(2)) == .dropped(.insideInterval(remaining: .milliseconds(500))))
  }

  @Test func aWindowReopenedByATouchEndingUnactivatedIsAnnouncedEndedAtOnce() {
    let button = pay()
    var changes: [Throttle.WindowChange] = []
    button.throttle.onWindowChange = { changes.append($0) }
    let touch = Touch()
    scheduler.advance(to: at(1))
    button.touch(touch, .begins, at: at(1))
    #expect(changes == [.began(until: at(2))])
    scheduler.advance(to: at(1.2))
    button.touch(touch, .endsUnactivated, at: at(1.2))
    #expect(changes == [.began(until: at(2)), .ended])
    scheduler.advance(to: at(3))
    #expect(changes == [.began(until: at(2)), .ended])
  }

  @Test func settingAThrottleBackToInheritedResolvesItsIntervalFromTheRegistryAgain() {
    registry.register(Pay.self, interval: .milliseconds(200))
    let button = pay(.inherited)
    #expect(button.tap(at: at(0)) == .accepted)
    #expect(button.tap(at: at(0.3)) == .accepted)
    button.throttle.setting = .interval(.seconds(1))
    #expect(button.tap(at: at(0.6)) == .accepted)
    #expect(button.tap(at: at(1)) == .dropped(.insideInterval(remaining: .milliseconds(600))))
    button.throttle.setting = .inherited
    #expect(button.tap(at: at(1.6)) == .accepted)
    #expect(button.tap(at: at(1.9)) == .accepted)
  }
}

extension WindowRuleTests.Pay {
  /// Whether the window ends at a finite instant, not only at reset.
  var ignoreUntilIsFinite: Bool { throttle.ignoreUntil.map { $0 != .distantFuture } ?? true }
}
