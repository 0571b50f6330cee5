import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor class PayButton: ControlModel {}
@MainActor final class FancyPayButton: PayButton {}
@MainActor class BaseToolbarButton: ControlModel {}
@MainActor final class SystemToolbarButton: BaseToolbarButton {}

@MainActor
@Suite struct ActionThrottleTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()
  let log = Log()

  private func makeButton<Button: ControlModel>(
    _ type: Button.Type = ControlModel.self,
    setting: ThrottleSetting = .interval(0.5),
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
    scheduler.advance(by: 0.3)
    #expect(button.tap() == .dropped(.insideInterval(remaining: 0.2)))
    #expect(log.entries == ["pay"])
  }

  @Test func tapExactlyAtTheDeadlinePassesAndOneNanosecondBeforeDrops() {
    let button = makeButton()
    button.tap(at: at(0))
    #expect(
      button.tap(at: SchedulerInstant(uptimeNanoseconds: 499_999_999)) == .dropped(.insideInterval(remaining: 1e-9)))
    #expect(button.tap(at: at(0.5)) == .accepted)
    #expect(log.entries == ["pay", "pay"])
  }

  @Test func droppedTapsDoNotExtendTheWindow() {
    let button = makeButton()
    button.tap(at: at(0))
    button.tap(at: at(0.2))
    button.tap(at: at(0.4))
    #expect(button.tap(at: at(0.5)) == .accepted)
    #expect(button.actionThrottle.ignoreUntil == at(1.0))
  }

  @Test func thereIsNeverATrailingAction() {
    let button = makeButton()
    button.tap(at: at(0))
    button.tap(at: at(0.1))
    scheduler.advance(by: 10)
    #expect(log.entries == ["pay"])
    #expect(scheduler.pendingWorkCount == 0)
  }

  @Test func defaultIntervalIsHalfASecond() {
    #expect(ThrottleRegistry().defaultInterval == 0.5)
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
    registry.register(PayButton.self, interval: 1)
    let pay = makeButton(PayButton.self, setting: .inherited)
    let fancy = makeButton(FancyPayButton.self, setting: .inherited, targets: ["fancy"])
    pay.tap(at: at(0))
    pay.tap(at: at(0.5))
    fancy.tap(at: at(0))
    fancy.tap(at: at(0.5))
    #expect(log.entries == ["pay", "fancy", "fancy"])
    #expect(registry.registeredInterval(for: pay) == 1)
    #expect(registry.registeredInterval(for: fancy) == 0)
  }

  @Test func aSubclassIsThrottledWhenRegisteredItself() {
    registry.register(PayButton.self, interval: 1)
    registry.register(FancyPayButton.self, interval: 2)
    let fancy = makeButton(FancyPayButton.self, setting: .inherited)
    fancy.tap(at: at(0))
    fancy.tap(at: at(1.5))
    fancy.tap(at: at(2))
    #expect(log.entries == ["pay", "pay"])
  }

  @Test func includingSubclassesCoversUnregisteredDescendants() {
    registry.register(BaseToolbarButton.self, interval: 1, includingSubclasses: true)
    let system = makeButton(SystemToolbarButton.self, setting: .inherited)
    system.tap(at: at(0))
    system.tap(at: at(0.5))
    #expect(log.entries == ["pay"])
    #expect(registry.registeredInterval(for: system) == 1)
  }

  @Test(arguments: [
    (setting: ThrottleSetting.inherited, payments: 2),  // the type's 1 s: 0 and 1.5 pass
    (setting: .off, payments: 3),
    (setting: .interval(2), payments: 1),
    (setting: .defaultInterval, payments: 3),  // 0.5 s: every tap is ≥ 0.5 s after the last
  ])
  func instanceSettingWinsOverTypeRegistration(setting: ThrottleSetting, payments: Int) {
    registry.register(PayButton.self, interval: 1)
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
    registry.defaultInterval = 2
    #expect(button.tap(at: at(1.2)) == .accepted)  // the 0.6 window ended at 1.1; this one lasts 2 s
    #expect(button.tap(at: at(3.0)) != .accepted)
    registry.unregister(PayButton.self)
    #expect(button.tap(at: at(3.1)) == .accepted)
    #expect(log.entries == ["pay", "pay", "pay", "pay"])
  }

  @Test func settingCanBeReadBack() {
    let throttle = ActionThrottle(.interval(0.25))
    #expect(throttle.setting == .interval(0.25))
    throttle.setting = .off
    #expect(throttle.setting == .interval(0))
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
    let first = button.targets.map { button.sendAction(to: $0, for: at(1)) }
    let second = button.targets.map { button.sendAction(to: $0, for: at(1.2)) }
    #expect(first == [.accepted, .accepted, .accepted])
    #expect(second.allSatisfy { !$0.isAccepted })
    #expect(log.entries == ["analytics", "pay", "haptics"])
  }

  @Test func twoTapsAtTheSameInstantAreTwoEvents() {
    let button = makeButton()
    #expect(button.tap() == .accepted)
    #expect(button.tap() == .dropped(.insideInterval(remaining: 0.5)))
    #expect(log.entries == ["pay"])
  }

  // MARK: Sends without an event

  @Test func programmaticSendsAreDeliveredByDefault() {
    let button = makeButton(targets: ["a", "b"])
    button.tap(at: at(0))
    #expect(button.sendActions() == .accepted)
    #expect(button.sendActions() == .accepted)
    #expect(log.entries == ["a", "b", "a", "b", "a", "b"])
    #expect(!button.tap(at: at(0.1)).isAccepted)
  }

  @Test func programmaticSendsCanBeThrottledAsOneBatch() {
    registry.eventlessSendPolicy = .throttle
    let button = makeButton(targets: ["a", "b"])
    #expect(button.sendActions() == .accepted)
    scheduler.advance(by: 0.1)
    #expect(button.sendActions() == .dropped(.insideInterval(remaining: 0.4)))
    scheduler.advance(by: 0.4)
    #expect(button.sendActions() == .accepted)
    #expect(log.entries == ["a", "b", "a", "b"])
  }

  @Test func aSingleProgrammaticSendFollowsThePolicy() {
    registry.eventlessSendPolicy = .throttle
    let button = makeButton()
    let target = button.targets[0]
    #expect(button.sendAction(to: target, for: nil) == .accepted)
    #expect(button.sendAction(to: target, for: nil) != .accepted)
    registry.eventlessSendPolicy = .deliver
    #expect(button.sendAction(to: target, for: nil) == .accepted)
  }

  // MARK: Clock going backwards, re-entrancy

  @Test func anEventEarlierThanTheLastAcceptedPassesAndReArms() {
    let button = makeButton()
    button.tap(at: at(100))
    #expect(button.tap(at: at(5)) == .accepted)
    #expect(button.tap(at: at(5.2)) != .accepted)
    #expect(button.tap(at: at(5.5)) == .accepted)
  }

  @Test func aNestedSendFromInsideAnActionIsDropped() {
    let button = ControlModel(scheduler: scheduler, registry: registry, setting: .off)
    var nested: [ThrottleDecision] = []
    // `unowned`: the control keeps its targets, so a strong capture would never be released.
    button.addTarget("outer") { [log, unowned button] _ in
      log.record("outer")
      nested = [button.tap(at: at(0)), button.sendActions()]
    }
    button.tap(at: at(0))
    #expect(log.entries == ["outer"])
    #expect(nested == [.dropped(.reentrant), .dropped(.reentrant)])
    #expect(button.tap(at: at(0)) == .accepted)  // the control is usable afterwards
  }

  // MARK: Infinity

  @Test func infiniteIntervalIgnoresUntilReset() {
    let button = makeButton(setting: .interval(.infinity))
    button.tap(at: at(0))
    #expect(button.tap(at: at(1e9)) == .dropped(.insideInterval(remaining: .infinity)))
    button.actionThrottle.reset()
    #expect(button.tap(at: at(1e9)) == .accepted)
  }

  // MARK: Observation

  @Test func everyDecisionIsReportedToTheObserver() {
    let records = LockedArray<ThrottleRecord>()
    registry.observer = { record in records.append(record) }
    let button = makeButton(PayButton.self, targets: ["a", "b"])
    button.tap(at: at(0))
    button.tap(at: at(0.1))
    let seen = records.all
    #expect(seen.map(\.decision) == [.accepted, .dropped(.insideInterval(remaining: 0.4))])
    #expect(seen.allSatisfy { $0.controlType == PayButton.self && $0.control == ObjectIdentifier(button) })
    #expect(seen.map(\.instant) == [at(0), at(0.1)])
  }

  @Test func windowCallbacksFireAtTheDeadlineOnlyWhenRequested() {
    let button = makeButton()
    button.tap(at: at(0))
    #expect(scheduler.pendingWorkCount == 0)

    var changes: [ActionThrottle.WindowChange] = []
    button.actionThrottle.onWindowChange = { changes.append($0) }
    scheduler.advance(to: at(1))
    button.tap()
    #expect(changes == [.began(until: at(1.5))])
    #expect(scheduler.pendingWorkCount == 1)
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 1_499_999_999))
    #expect(changes.count == 1)
    scheduler.advance(by: 1e-9)
    #expect(changes == [.began(until: at(1.5)), .ended])
  }

  // MARK: Bad input

  @Test func negativeInstanceIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = ActionThrottle(interval: -1) }
    }
    #expect(standardError(of: result).contains("ActionThrottle interval is negative"))
  }

  @Test func nanRegisteredIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { ThrottleRegistry().register(PayButton.self, interval: .nan) }
    }
    #expect(standardError(of: result).contains("The interval registered for PayButton is NaN"))
  }

  @Test func negativeDefaultIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ThrottleRegistry().defaultInterval = -0.5
    }
    #expect(standardError(of: result).contains("ThrottleRegistry.defaultInterval is negative"))
  }
}
