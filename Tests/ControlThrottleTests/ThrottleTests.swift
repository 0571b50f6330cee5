import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor class PayButton: ControlModel {}
@MainActor final class FancyPayButton: PayButton {}
@MainActor class BaseToolbarButton: ControlModel {}
@MainActor final class SystemToolbarButton: BaseToolbarButton {}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct ActionThrottleTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()
  let log = Log()

  private func makeButton<Button: ControlModel>(
    _ type: Button.Type = ControlModel.self,
    setting: ThrottleSetting = .interval(.milliseconds(500)),
    targets: [String] = ["pay"]
  ) -> Button {
    let button = Button(scheduler: scheduler, registry: registry, setting: setting)
    for name in targets {
      button.addTarget(name) { [log] (_: SchedulerInstant?) in log.record(name) }
    }
    return button
  }

  // MARK: Leading edge

  @Test func firstTapPassesAndLaterTapsInsideTheIntervalDrop() {
    let button = makeButton()
    #expect(button.tap() == .accepted)
    scheduler.advance(by: .milliseconds(300))
    #expect(button.tap() == .dropped(.insideInterval(remaining: .milliseconds(200))))
    #expect(log.entries == ["pay"])
  }

  @Test func tapExactlyAtTheDeadlinePassesAndOneNanosecondBeforeDrops() {
    let button = makeButton()
    button.tap(at: at(0))
    #expect(
      button.tap(at: SchedulerInstant(uptimeNanoseconds: 499_999_999))
        == .dropped(.insideInterval(remaining: .nanoseconds(1))))
    #expect(button.tap(at: at(0.5)) == .accepted)
    #expect(log.entries == ["pay", "pay"])
  }

  @Test func droppedTapsDoNotExtendTheWindow() {
    let button = makeButton()
    button.tap(at: at(0))
    button.tap(at: at(0.2))
    button.tap(at: at(0.4))
    #expect(button.tap(at: at(0.5)) == .accepted)
    #expect(button.throttle.ignoreUntil == at(1.0))
  }

  @Test func thereIsNeverATrailingAction() {
    let button = makeButton()
    button.tap(at: at(0))
    button.tap(at: at(0.1))
    scheduler.advance(by: .seconds(10))
    #expect(log.entries == ["pay"])
    #expect(scheduler.pendingWorkCount == 0)
  }

  @Test func defaultIntervalIsHalfASecond() {
    #expect(ThrottleRegistry().defaultInterval == .milliseconds(500))
    let button = makeButton(setting: .defaultInterval)
    button.tap(at: at(0))
    #expect(!button.tap(at: at(0.499)).isAccepted)
    #expect(button.tap(at: at(0.5)) == .accepted)
  }

  // MARK: Resolution: instance, exact type, subclasses

  @Test func unregisteredTypeWithInheritedSettingIsNotThrottled() {
    let button = makeButton(setting: .inherited)
    button.tap(at: at(0))
    button.tap(at: at(0.01))
    #expect(log.entries == ["pay", "pay"])
  }

  @Test func registeringATypeThrottlesExactlyThatType() {
    registry.register(PayButton.self, interval: .seconds(1))
    let pay = makeButton(PayButton.self, setting: .inherited)
    let fancy = makeButton(FancyPayButton.self, setting: .inherited, targets: ["fancy"])
    pay.tap(at: at(0))
    pay.tap(at: at(0.5))
    fancy.tap(at: at(0))
    fancy.tap(at: at(0.5))
    #expect(log.entries == ["pay", "fancy", "fancy"])
    #expect(registry.registeredInterval(for: pay) == .seconds(1))
    #expect(registry.registeredInterval(for: fancy) == nil)
  }

  @Test func aSubclassIsThrottledWhenRegisteredItself() {
    registry.register(PayButton.self, interval: .seconds(1))
    registry.register(FancyPayButton.self, interval: .seconds(2))
    let fancy = makeButton(FancyPayButton.self, setting: .inherited)
    fancy.tap(at: at(0))
    fancy.tap(at: at(1.5))
    fancy.tap(at: at(2))
    #expect(log.entries == ["pay", "pay"])
  }

  @Test func includingSubclassesCoversUnregisteredDescendants() {
    registry.register(BaseToolbarButton.self, interval: .seconds(1), includingSubclasses: true)
    let system = makeButton(SystemToolbarButton.self, setting: .inherited)
    system.tap(at: at(0))
    system.tap(at: at(0.5))
    #expect(log.entries == ["pay"])
    #expect(registry.registeredInterval(for: system) == .seconds(1))
  }

  @Test(arguments: [
    (setting: ThrottleSetting.inherited, payments: 2),  // the type's 1 s: 0 and 1.5 pass
    (setting: .interval(.zero), payments: 3),
    (setting: .interval(.seconds(2)), payments: 1),
    (setting: .defaultInterval, payments: 3),  // 0.5 s: every tap is ≥ 0.5 s after the last
  ])
  func instanceSettingWinsOverTypeRegistration(setting: ThrottleSetting, payments: Int) {
    registry.register(PayButton.self, interval: .seconds(1))
    let button = makeButton(PayButton.self, setting: setting)
    button.tap(at: at(0))
    button.tap(at: at(0.75))
    button.tap(at: at(1.5))
    #expect(log.entries.count == payments)
  }

  @Test func registryChangesApplyToTheNextDecision() {
    registry.register(PayButton.self)
    let button = makeButton(PayButton.self, setting: .inherited)
    button.tap(at: at(0))
    #expect(button.tap(at: at(0.6)) == .accepted)  // default 0.5 s
    registry.defaultInterval = .seconds(2)
    #expect(button.tap(at: at(1.2)) == .accepted)  // the 0.6 window ended at 1.1; this one lasts 2 s
    #expect(button.tap(at: at(3.0)) != .accepted)
    registry.unregister(PayButton.self)
    #expect(button.tap(at: at(3.1)) == .unthrottled(.unregisteredType))
    #expect(log.entries == ["pay", "pay", "pay", "pay"])
  }

  @Test func settingCanBeReadBack() {
    let throttle = Throttle(.interval(.milliseconds(250)))
    #expect(throttle.setting == .interval(.milliseconds(250)))
    throttle.setting = .interval(.zero)
    #expect(throttle.setting == .interval(.zero))
    throttle.setting = .inherited
    #expect(throttle.setting == .inherited)
  }

  // MARK: One event, many targets

  @Test func allTargetsOfOneTapPassOrDropTogether() {
    let button = makeButton(targets: ["analytics", "pay", "haptics"])
    #expect(button.tap(at: at(0)) == .accepted)
    #expect(!button.tap(at: at(0.2)).isAccepted)
    #expect(log.entries == ["analytics", "pay", "haptics"])
  }

  @Test func separateSendsStampedWithOneEventShareItsFate() {
    // UIKit sends each target of a touch separately, all with the same UIEvent timestamp.
    let button = makeButton(targets: ["analytics", "pay", "haptics"])
    let first = button.targets.map { button.sendAction(to: $0, at: at(1)) }
    let second = button.targets.map { button.sendAction(to: $0, at: at(1.2)) }
    #expect(first == [.accepted, .accepted, .accepted])
    #expect(second.allSatisfy { !$0.isAccepted })
    #expect(log.entries == ["analytics", "pay", "haptics"])
  }

  @Test(arguments: [false, true])
  func everyMemberSendOfAnAcceptedDeliveryPasses(withWindowCallback: Bool) {
    let button = makeButton(targets: ["analytics", "pay", "haptics"])
    var changes: [Throttle.WindowChange] = []
    if withWindowCallback { button.throttle.onWindowChange = { changes.append($0) } }
    var members: [ThrottleDecision] = []
    let decision = button.throttleSendActions(at: at(1)) {
      members = button.targets.map { button.sendAction(to: $0, at: at(1)) }
    }
    #expect(decision == .accepted)
    #expect(members == [.accepted, .accepted, .accepted])
    #expect(log.entries == ["analytics", "pay", "haptics"])
    #expect(changes == (withWindowCallback ? [.began(until: at(1.5))] : []))
    // The delivery is over: the next one is decided on its own, inside the window.
    #expect(button.throttleSendActions(at: at(1.1)) {} == .dropped(.insideInterval(remaining: .milliseconds(400))))
  }

  @Test func twoTapsAtTheSameInstantAreTwoEvents() {
    let button = makeButton()
    #expect(button.tap() == .accepted)
    #expect(button.tap() == .dropped(.insideInterval(remaining: .milliseconds(500))))
    #expect(log.entries == ["pay"])
  }

  // MARK: Sends without an event

  @Test func programmaticSendsAreThrottledByDefault() {
    let button = makeButton(targets: ["a", "b"])
    button.tap(at: at(0))
    #expect(button.sendActions() == .dropped(.insideInterval(remaining: .milliseconds(500))))
    scheduler.advance(to: at(0.5))
    #expect(button.sendActions() == .accepted)
    #expect(log.entries == ["a", "b", "a", "b"])
    #expect(!button.tap(at: at(0.6)).isAccepted)  // the programmatic send armed the window
  }

  @Test func underTheDeliverPolicyProgrammaticSendsRunAndArmNothing() {
    registry.programmaticSendPolicy = .deliver
    let button = makeButton(targets: ["a", "b"])
    button.tap(at: at(0))
    #expect(button.sendActions() == .unthrottled(.programmaticSend))
    #expect(button.sendActions() == .unthrottled(.programmaticSend))
    #expect(log.entries == ["a", "b", "a", "b", "a", "b"])
    #expect(!button.tap(at: at(0.1)).isAccepted)
  }

  @Test func programmaticSendsCanBeThrottledAsOneBatch() {
    registry.programmaticSendPolicy = .throttle
    let button = makeButton(targets: ["a", "b"])
    #expect(button.sendActions() == .accepted)
    scheduler.advance(by: .milliseconds(100))
    #expect(button.sendActions() == .dropped(.insideInterval(remaining: .milliseconds(400))))
    scheduler.advance(by: .milliseconds(400))
    #expect(button.sendActions() == .accepted)
    #expect(log.entries == ["a", "b", "a", "b"])
  }

  @Test func aSingleProgrammaticSendFollowsThePolicy() {
    registry.programmaticSendPolicy = .throttle
    let button = makeButton()
    let target = button.targets[0]
    #expect(button.sendAction(to: target, at: nil) == .accepted)
    #expect(button.sendAction(to: target, at: nil) != .accepted)
    registry.programmaticSendPolicy = .deliver
    #expect(button.sendAction(to: target, at: nil) == .unthrottled(.programmaticSend))
  }

  // MARK: Clock going backwards, re-entrancy

  @Test func aJumpBackOfAtLeastTheIntervalPassesAndReArms() {
    let button = makeButton()
    button.tap(at: at(100))
    #expect(button.tap(at: at(5)) == .accepted)
    #expect(button.tap(at: at(5.2)) != .accepted)
    #expect(button.tap(at: at(5.5)) == .accepted)
    #expect(button.tap(at: at(5)) == .accepted)  // exactly one interval back
  }

  @Test func anInstantLessThanAnIntervalBeforeTheLastAcceptedIsInsideTheWindow() {
    // A programmatic send stamped by the scheduler at 10.000 s, then a tap whose event was stamped at
    // 9.995 s by the event system: one moment, two clocks. It must not run twice.
    registry.programmaticSendPolicy = .throttle
    scheduler.advance(to: at(10))
    let button = makeButton()
    #expect(button.sendActions() == .accepted)
    // Counted from the last accepted instant, 10.000 s: never more than the interval.
    #expect(button.tap(at: at(9.995)) == .dropped(.insideInterval(remaining: .milliseconds(500))))
    #expect(button.tap(at: at(9.500_000_001)) != .accepted)
    #expect(button.throttle.isIgnoring(at: at(9.6)))
    #expect(!button.throttle.isIgnoring(at: at(9.5)))
  }

  @Test(arguments: [ThrottleSetting.interval(.zero), .interval(.milliseconds(500))])
  func theSameInputSentAgainFromInsideItsActionIsDroppedAsReentrant(setting: ThrottleSetting) {
    let button = ControlModel(scheduler: scheduler, registry: registry, setting: setting)
    var nested: [ThrottleDecision] = []
    // `unowned`: the control keeps its targets, so a strong capture would never be released.
    button.addTarget("outer") { [log, unowned button] instant in
      log.record("outer")
      nested.append(button.sendAction(to: button.targets[0], at: instant))
    }
    let decision = button.tap(at: at(0))
    #expect(decision.isAccepted)
    #expect(log.entries == ["outer"])
    #expect(nested == [.dropped(.reentrant)])
    scheduler.advance(to: at(1))
    #expect(button.tap(at: at(1)).isAccepted)  // the control is usable afterwards
  }

  @Test(arguments: [ProgrammaticSendPolicy.deliver, .throttle])
  func aProgrammaticSendFromInsideAnActionBelongsToTheRunningInput(policy: ProgrammaticSendPolicy) {
    registry.programmaticSendPolicy = policy
    let button = ControlModel(scheduler: scheduler, registry: registry, setting: .interval(.milliseconds(500)))
    var nested: [ThrottleDecision] = []
    // A custom control's touch-up handler that sends its value-changed actions, as UIKit code does.
    button.addTarget("touchUpInside") { [log, unowned button] instant in
      log.record("touchUpInside")
      if instant != nil { nested.append(button.sendActions()) }
    }
    button.tap(at: at(0))
    #expect(nested == [.accepted])  // never dropped, under either policy
    #expect(log.entries == ["touchUpInside", "touchUpInside"])
  }

  @Test func aSecondDeliveryStartedByTheFirstIsDroppedAsReentrant() {
    let button = ControlModel(scheduler: scheduler, registry: registry, setting: .interval(.zero))
    var inner: ThrottleDecision?
    let decision = button.throttleSendActions(at: at(0)) {
      inner = button.throttleSendActions(at: at(1)) {}
    }
    #expect(decision == .unthrottled(.intervalIsZero))
    #expect(inner == .dropped(.reentrant))
  }

  // MARK: Infinity

  @Test func untilResetIgnoresEverythingUntilReset() {
    let button = makeButton(setting: .untilReset)
    button.tap(at: at(0))
    #expect(button.tap(at: at(1e9)) == .dropped(.untilReset))
    #expect(button.tap(at: at(0)) == .dropped(.untilReset))  // not even the same instant again
    button.throttle.reset()
    #expect(button.tap(at: at(1e9)) == .accepted)
    #expect(button.throttle.setting == .untilReset)
  }

  @Test func anIntervalBeyondTheNanosecondRangeBehavesAsUntilReset() {
    let button = makeButton(setting: .interval(.seconds(Int64.max)))
    #expect(button.throttle.setting == .untilReset)
    button.tap(at: at(0))
    #expect(button.tap(at: at(1e9)) == .dropped(.untilReset))
  }

  // MARK: Observation

  @Test func everyDecisionIsReportedToTheObserver() {
    let records = LockedArray<ThrottleRecord>()
    let observation = registry.addObserver { record in records.append(record) }
    defer { observation.cancel() }
    let button = makeButton(PayButton.self, targets: ["a", "b"])
    button.tap(at: at(0))
    button.tap(at: at(0.1))
    let seen = records.all
    #expect(seen.map(\.decision) == [.accepted, .dropped(.insideInterval(remaining: .milliseconds(400)))])
    #expect(seen.allSatisfy { $0.controlType == PayButton.self && $0.control == ObjectIdentifier(button) })
    #expect(seen.map(\.instant) == [at(0), at(0.1)])
  }

  @Test func windowCallbacksFireAtTheDeadlineOnlyWhenRequested() {
    let button = makeButton()
    button.tap(at: at(0))
    #expect(scheduler.pendingWorkCount == 0)

    var changes: [Throttle.WindowChange] = []
    button.throttle.onWindowChange = { changes.append($0) }
    scheduler.advance(to: at(1))
    button.tap()
    #expect(changes == [.began(until: at(1.5))])
    #expect(scheduler.pendingWorkCount == 1)
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 1_499_999_999))
    #expect(changes.count == 1)
    scheduler.advance(by: .nanoseconds(1))
    #expect(changes == [.began(until: at(1.5)), .ended])
  }

  // MARK: Bad input

  @Test func negativeInstanceIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = Throttle(.interval(.seconds(-1))) }
    }
    #expect(standardError(of: result).contains("Throttle interval is negative"))
  }

  @Test func negativeRegisteredIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { ThrottleRegistry().register(PayButton.self, interval: .nanoseconds(-1)) }
    }
    #expect(standardError(of: result).contains("The interval registered for PayButton is negative"))
  }

  @Test func negativeDefaultIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ThrottleRegistry().defaultInterval = .milliseconds(-500)
    }
    #expect(standardError(of: result).contains("ThrottleRegistry.defaultInterval is negative"))
  }
}
