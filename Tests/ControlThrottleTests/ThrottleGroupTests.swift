import ControlThrottleTesting
import Testing

@testable import ControlThrottle

/// The group's rules, on the pure window and on its members, on the virtual clock.
@Suite @MainActor struct ThrottleGroupTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()

  func model(_ setting: ThrottleSetting = .inherited, group: ThrottleGroup?) -> GroupedModel {
    GroupedModel(setting: setting, group: group, scheduler: scheduler, registry: registry)
  }

  /// Back and Next, two members of a new group of `interval` that inherit their own interval.
  func backAndNext(grouped interval: Duration) -> (group: ThrottleGroup, back: GroupedModel, next: GroupedModel) {
    let group = ThrottleGroup(interval: interval)
    return (group, model(group: group), model(group: group))
  }

  // MARK: The pure window

  let first = GroupedMember()
  let second = GroupedMember()
  /// The two members' identities, as the window holds them.
  var a: ObjectIdentifier { ObjectIdentifier(first) }
  var b: ObjectIdentifier { ObjectIdentifier(second) }

  @Test func theWindowHoldsEveryMemberUntilItsEndAndNotAtIt() {
    var window = ThrottleWindow()
    #expect(window.input(at: 1_000, interval: 500, from: a).remaining == nil)
    #expect(window.holder == a)
    #expect(window.hold(at: 1_499, interval: 500, from: b) == 1)
    #expect(window.hold(at: 1_499, interval: 500, from: a) == 1)
    #expect(window.input(at: 1_200, interval: 500, from: b).remaining == 300)
    #expect(window.holder == a)
    #expect(window.input(at: 1_500, interval: 500, from: b).remaining == nil)
    #expect(window.holder == b)
  }

  @Test func theHoldersOtherSendsOfOneInputPassAndNobodyElses() {
    var window = ThrottleWindow()
    _ = window.input(at: 1_000, interval: 500, from: a).remaining
    #expect(window.hold(at: 1_000, interval: 500, from: a, sameInputPasses: true) == nil)
    #expect(window.hold(at: 1_000, interval: 500, from: a, sameInputPasses: false) == 500)
    #expect(window.hold(at: 1_000, interval: 500, from: b, sameInputPasses: true) == 500)
  }

  @Test func aGroupWithoutAnIntervalHoldsNothing() {
    var window = ThrottleWindow()
    #expect(window.input(at: 1_000, interval: 0, from: a).remaining == nil)
    #expect(window.hold(at: 1_000, interval: 0, from: b) == nil)
    #expect(window.holder == nil)
  }

  @Test func aClockThatJumpsBackAWholeWindowReArmsTheGroup() {
    var window = ThrottleWindow()
    _ = window.input(at: 10_000, interval: 500, from: a).remaining
    #expect(window.input(at: 9_600, interval: 500, from: b).remaining != nil)
    #expect(window.input(at: 9_500, interval: 500, from: b).remaining == nil)
    #expect(window.holder == b)
  }

  // MARK: Throttle members

  @Test func anAcceptedInputOnOneMemberDropsEveryMemberUntilTheGroupsWindowEnds() {
    let (_, back, next) = backAndNext(grouped: .milliseconds(500))
    #expect(back.tap() == .accepted)
    scheduler.advance(by: .milliseconds(100))
    #expect(
      next.tap() == .dropped(.insideGroupWindow(remaining: .milliseconds(400), heldBy: ObjectIdentifier(back))))
    #expect(
      back.tap() == .dropped(.insideGroupWindow(remaining: .milliseconds(400), heldBy: ObjectIdentifier(back))))
    scheduler.advance(by: .milliseconds(399))
    #expect(next.tap() == .dropped(.insideGroupWindow(remaining: .milliseconds(1), heldBy: ObjectIdentifier(back))))
    scheduler.advance(by: .milliseconds(1))
    #expect(next.tap() == .accepted)
    #expect(back.runs == 1)
    #expect(next.runs == 1)
  }

  @Test func withoutAGroupTwoControlsBothRun() {
    let back = model(.interval(.milliseconds(500)), group: nil)
    let next = model(.interval(.milliseconds(500)), group: nil)
    #expect(back.tap() == .accepted)
    #expect(next.tap() == .accepted)
  }

  @Test func aMembersOwnLongerIntervalStillHoldsItselfButNotTheOthers() {
    let group = ThrottleGroup(interval: .milliseconds(300))
    let slow = model(.interval(.seconds(1)), group: group)
    let other = model(group: group)
    #expect(slow.tap() == .accepted)
    scheduler.advance(by: .milliseconds(100))
    // Inside both windows: the member's own reason wins.
    #expect(slow.tap() == .dropped(.insideInterval(remaining: .milliseconds(900))))
    scheduler.advance(by: .milliseconds(200))
    #expect(other.tap() == .accepted)
    scheduler.advance(by: .milliseconds(300))
    #expect(slow.tap() == .dropped(.insideInterval(remaining: .milliseconds(400))))
  }

  @Test func theGroupsLongerIntervalHoldsTheMemberThatFiredToo() {
    let group = ThrottleGroup(interval: .seconds(1))
    let quick = model(.interval(.milliseconds(200)), group: group)
    #expect(quick.tap() == .accepted)
    scheduler.advance(by: .milliseconds(500))
    #expect(
      quick.tap() == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: ObjectIdentifier(quick))))
  }

  @Test func aMemberOfAnUnregisteredTypeIsThrottledByTheGroupAlone() {
    let group = ThrottleGroup(interval: .milliseconds(500))
    let member = model(group: group)
    #expect(member.tap() == .accepted)
    // A second delivery at the same instant is a new input: the group holds it.
    #expect(
      member.tap() == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: ObjectIdentifier(member))))
    let outsider = model(group: nil)
    #expect(outsider.tap() == .unthrottled(.unregisteredType))
  }

  @Test func aDropByTheGroupIsObservedWithTheMemberThatHeldTheWindow() {
    let records = LockedArray<ThrottleRecord>()
    let observation = registry.addObserver { records.append($0) }
    defer { observation.cancel() }
    let (_, back, next) = backAndNext(grouped: .milliseconds(500))
    back.tap()
    next.tap()
    let drop = records.all.last
    #expect(drop?.control == ObjectIdentifier(next))
    #expect(
      drop?.decision == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: ObjectIdentifier(back))))
    #expect(records.all.first?.decision == .accepted)
  }

  /// A member decides alike in line and the general way.
  ///
  /// A member that nothing else watches decides in line; an observer sends its decisions the
  /// general way. A script of taps, target sends and touches must decide alike on both.
  @Test func aMemberDecidesAlikeInLineAndWithAnObserver() {
    func script(observed: Bool) -> [String] {
      let scheduler = VirtualScheduler()
      let registry = ThrottleRegistry()
      let observation = observed ? registry.addObserver { _ in } : nil
      defer { observation?.cancel() }
      let group = ThrottleGroup(interval: .milliseconds(500))
      let back = GroupedModel(
        setting: .interval(.milliseconds(800)), group: group, scheduler: scheduler, registry: registry)
      let next = GroupedModel(setting: .inherited, group: group, scheduler: scheduler, registry: registry)
      let touch = GroupedMember()
      let other = GroupedMember()
      func named(_ decision: ThrottleDecision) -> String {
        guard case .dropped(.insideGroupWindow(let remaining, let holder)) = decision else { return "\(decision)" }
        let name = holder == ObjectIdentifier(back) ? "back" : holder == ObjectIdentifier(next) ? "next" : "none"
        return "group \(remaining) \(name)"
      }
      var decisions = [back.tap(), next.tap(), back.send(at: scheduler.now), next.send(at: scheduler.now)]
      scheduler.advance(by: .milliseconds(300))
      decisions += [next.touch(touch, .begins), back.send(at: scheduler.now)]
      scheduler.advance(by: .milliseconds(300))
      decisions += [next.touch(touch, .begins), next.touch(touch, .endsUnactivated), back.tap()]
      decisions += [next.touch(other, .begins), next.touch(other, .activates), back.send(at: scheduler.now)]
      scheduler.advance(by: .milliseconds(300))
      decisions += [back.send(at: scheduler.now)]
      scheduler.advance(by: .milliseconds(600))
      decisions += [back.send(at: scheduler.now), next.send(at: scheduler.now), back.send(at: scheduler.now)]
      return decisions.map(named)
    }
    let inLine = script(observed: false)
    #expect(inLine == script(observed: true))
    // The script meets every kind of decision a member makes.
    #expect(inLine.contains("accepted"))
    #expect(inLine.contains { $0.hasPrefix("group ") && $0.hasSuffix(" back") })
    #expect(inLine.contains { $0.hasPrefix("group ") && $0.hasSuffix(" next") })
    #expect(inLine.contains { $0.contains("inside interval") })
  }

  @Test func aGroupResetReopensItsWindowForEveryMember() {
    let (group, back, next) = backAndNext(grouped: .seconds(1))
    back.tap()
    group.reset()
    #expect(next.tap() == .accepted)
  }

  @Test func aTouchThatEndsWithoutActivatingGivesTheGroupsWindowBack() {
    let (_, back, next) = backAndNext(grouped: .seconds(1))
    let touch = GroupedMember()
    #expect(back.touch(touch, .begins) == .accepted)
    #expect(next.tap() != .accepted)
    #expect(back.touch(touch, .endsUnactivated) == .accepted)
    #expect(next.tap() == .accepted)
  }

  // A touch at a zero interval of its own arms only the group's window, so ending without activating
  // reopens only that one: the member's own window, armed before its interval was set to zero, stays
  // for when the interval is set back.
  @Test func anUnactivatedTouchAtAZeroIntervalKeepsTheOwnWindowArmedBefore() {
    let group = ThrottleGroup(interval: .seconds(1))
    let member = model(.interval(.seconds(10)), group: group)
    #expect(member.tap() == .accepted)
    scheduler.advance(by: .seconds(2))
    member.throttle.setting = .interval(.zero)
    let touch = GroupedMember()
    #expect(member.touch(touch, .begins) == .accepted)
    #expect(member.touch(touch, .endsUnactivated) == .accepted)
    member.throttle.setting = .interval(.seconds(10))
    #expect(member.tap() == .dropped(.insideInterval(remaining: .seconds(8))))
  }

  @Test func twoFingersOnTwoMembersInOneEventRunOne() {
    let (_, back, next) = backAndNext(grouped: .milliseconds(500))
    let instant = scheduler.now
    #expect(back.tap(at: instant) == .accepted)
    #expect(
      next.tap(at: instant)
        == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: ObjectIdentifier(back))))
  }

  // MARK: Members that keep their own window (a SwiftUI button's model)

  @Test func aMemberKeepingItsOwnWindowJoinsWithOneCall() {
    let group = ThrottleGroup(interval: .milliseconds(500))
    let button = model(group: group)
    var own = ThrottleWindow()
    let member = ObjectIdentifier(first)
    let now = { scheduler.now.uptimeNanoseconds }
    #expect(group.decide(own: &own, at: now(), interval: 1_000_000_000, member: member) == .accepted)
    #expect(button.tap() == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: member)))
    scheduler.advance(by: .milliseconds(500))
    #expect(
      group.decide(own: &own, at: now(), interval: 1_000_000_000, member: member)
        == .dropped(.insideInterval(remaining: .milliseconds(500))))
    #expect(button.tap() == .accepted)
    scheduler.advance(by: .milliseconds(500))
    // Both windows end at the same instant: the member passes again.
    #expect(group.decide(own: &own, at: now(), interval: 1_000_000_000, member: member) == .accepted)
  }

  @Test func theTargetsOfOneEventPassTogetherOnTheMemberThatHoldsTheGroup() {
    let (_, back, next) = backAndNext(grouped: .milliseconds(500))
    let instant = scheduler.now
    #expect(back.send(at: instant) == .accepted)
    #expect(back.send(at: instant) == .accepted)
    #expect(next.send(at: instant) != .accepted)
    #expect(back.runs == 2)
  }

  // MARK: Closure members

  @Test func closuresAndControlsShareOneGroup() {
    let group = ThrottleGroup(interval: .milliseconds(500))
    let log = Log()
    let shortcut = ThrottledAction.onMainActor(interval: .zero, group: group, scheduler: scheduler) {
      log.record("next")
    }
    let button = model(group: group)
    #expect(shortcut() == .accepted)
    #expect(
      button.tap() == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: ObjectIdentifier(shortcut))))
    scheduler.advance(by: .milliseconds(500))
    #expect(button.tap() == .accepted)
    #expect(shortcut() == .dropped(.insideGroupWindow(remaining: .milliseconds(500), heldBy: ObjectIdentifier(button))))
    #expect(log.entries == ["next"])
  }

  @Test func aClosuresOwnIntervalAndTheGroupsCombine() {
    let group = ThrottleGroup(interval: .milliseconds(200))
    let pay = ThrottledAction.onMainActor(interval: .seconds(1), group: group, scheduler: scheduler) {}
    let cancel = ThrottledAction.onMainActor(interval: .zero, group: group, scheduler: scheduler) {}
    #expect(pay() == .accepted)
    #expect(cancel.isIgnoring)
    scheduler.advance(by: .milliseconds(200))
    #expect(!cancel.isIgnoring)
    #expect(pay.isIgnoring)
    #expect(pay() == .dropped(.insideInterval(remaining: .milliseconds(800))))
    #expect(cancel() == .accepted)
  }

  @Test func aGroupOfClosuresRunsOnceAcrossThreads() async {
    let scheduler = VirtualScheduler()
    let group = ThrottleGroup(interval: .seconds(1))
    let counter = Counter()
    let members = (0..<4).map { _ in
      ThrottledAction(interval: .zero, group: group, scheduler: scheduler) { counter.increment() }
    }
    await withTaskGroup(of: Void.self) { tasks in
      for member in members {
        tasks.addTask { for _ in 0..<200 { member() } }
      }
    }
    #expect(counter.value == 1)
  }
}

/// An object whose identity stands for a member or a touch.
final class GroupedMember {}

/// A control model that also takes touches, to drive a member's sequences.
@MainActor
final class GroupedModel: ThrottledControl {
  let throttle: Throttle
  private(set) var runs = 0

  init(setting: ThrottleSetting, group: ThrottleGroup?, scheduler: VirtualScheduler, registry: ThrottleRegistry) {
    throttle = Throttle(setting, group: group, scheduler: scheduler, registry: registry)
    self.scheduler = scheduler
  }

  private let scheduler: VirtualScheduler

  @discardableResult
  func tap(at instant: SchedulerInstant? = nil) -> ThrottleDecision {
    throttleSendActions(at: instant ?? scheduler.now) { runs += 1 }
  }

  /// One target's send of an event at `instant`.
  func send(at instant: SchedulerInstant) -> ThrottleDecision {
    throttleSendAction(at: instant) { runs += 1 }
  }

  func touch(_ touch: GroupedMember, _ phase: ThrottleStateMachine.SequencePhase) -> ThrottleDecision {
    throttleSendAction(at: scheduler.now, sequence: ThrottleStateMachine.sequenceID(of: touch), phase: phase) {
      runs += 1
    }
  }
}
