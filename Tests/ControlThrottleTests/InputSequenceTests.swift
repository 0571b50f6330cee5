import ControlThrottle
import ControlThrottleTesting
import Testing

/// A touch stand-in: only its identity matters.
final class Touch {}

/// A control that sends like a UIKit control: per target, with the touch of the sequence.
@MainActor
final class SequenceControl: ThrottledControl {
  let throttle: Throttle
  private(set) var delivered: [String] = []

  init(scheduler: VirtualScheduler, interval: Duration = .milliseconds(500)) {
    throttle = Throttle(.interval(interval), scheduler: scheduler, registry: ThrottleRegistry())
  }

  @discardableResult
  func send(_ name: String, at seconds: Double, touch: Touch, begins: Bool = false, ends: Bool = false)
    -> ThrottleDecision
  {
    throttleSendAction(at: at(seconds), sequence: touch, sequenceBegins: begins, sequenceEnds: ends) {
      delivered.append(name)
    }
  }

  @discardableResult
  func sendHandler(_ name: String, sequenceHasEnded: Bool = true) -> ThrottleDecision {
    throttleSendAction(currentSequenceHasEnded: sequenceHasEnded) { delivered.append(name) }
  }
}

/// One input sequence is one decision, made at its first send.
@MainActor
@Suite struct InputSequenceTests {
  let scheduler = VirtualScheduler()

  @Test func everySendOfOneSequenceSharesTheFirstSendsDecision() {
    let control = SequenceControl(scheduler: scheduler)
    let touch = Touch()
    #expect(control.send("down", at: 0, touch: touch, begins: true) == .accepted)
    #expect(control.send("drag", at: 0.3, touch: touch) == .accepted)
    #expect(control.send("up", at: 0.7, touch: touch, ends: true) == .accepted)  // after the window
    #expect(control.delivered == ["down", "drag", "up"])
  }

  @Test func aSequenceThatBeginsInsideTheWindowIsDroppedWhole() {
    let control = SequenceControl(scheduler: scheduler)
    let first = Touch()
    control.send("down", at: 0, touch: first, begins: true)
    control.send("up", at: 0.1, touch: first, ends: true)
    let second = Touch()
    #expect(
      control.send("down", at: 0.4, touch: second, begins: true)
        == .dropped(.insideInterval(remaining: .milliseconds(100))))
    #expect(control.send("up", at: 0.6, touch: second, ends: true) == .dropped(.partOfDroppedInput))
    #expect(control.send("down", at: 0.6, touch: Touch(), begins: true) == .accepted)
  }

  @Test func theWindowStartsAtTheSequencesFirstSend() {
    let control = SequenceControl(scheduler: scheduler)
    let touch = Touch()
    control.send("down", at: 0, touch: touch, begins: true)
    control.send("up", at: 0.45, touch: touch, ends: true)
    #expect(control.throttle.ignoreUntil == at(0.5))
    #expect(control.send("down", at: 0.5, touch: Touch(), begins: true) == .accepted)
  }

  @Test func twoFingersAtOneInstantAreTwoInputs() {
    let control = SequenceControl(scheduler: scheduler)
    #expect(control.send("a", at: 1, touch: Touch(), ends: true) == .accepted)
    #expect(control.send("b", at: 1, touch: Touch(), begins: true) != .accepted)
  }

  @Test func theSameSequenceSentAgainFromInsideItsActionIsReentrant() {
    let control = SequenceControl(scheduler: scheduler)
    let touch = Touch()
    var nested: ThrottleDecision?
    control.throttleSendAction(at: at(0), sequence: touch) {
      nested = control.send("again", at: 0, touch: touch)
    }
    #expect(nested == .dropped(.reentrant))
  }

  @Test func handlerSendsShareTheCurrentSequenceUntilTheTurnAfterItEnds() {
    let control = SequenceControl(scheduler: scheduler)
    let touch = Touch()
    control.sendHandler("warm up")  // the control now has handlers; an input of its own at 0
    scheduler.advance(to: at(1))
    control.send("down", at: 1, touch: touch, begins: true)
    #expect(control.sendHandler("during", sequenceHasEnded: false) == .accepted)
    control.send("up", at: 1.1, touch: touch, ends: true)
    #expect(control.sendHandler("same dispatch") == .accepted)
    scheduler.advance(to: at(1.2))  // the next turn: the sequence is over for handlers
    #expect(control.sendHandler("later") == .dropped(.insideInterval(remaining: .milliseconds(300))))
    #expect(control.delivered == ["warm up", "down", "during", "up", "same dispatch"])
  }

  @Test func handlersOfADroppedSequenceAreDropped() {
    let control = SequenceControl(scheduler: scheduler)
    let first = Touch()
    control.send("down", at: 0, touch: first, begins: true)
    control.send("up", at: 0.1, touch: first, ends: true)
    let second = Touch()
    control.send("down", at: 0.2, touch: second, begins: true)
    #expect(control.sendHandler("handler", sequenceHasEnded: false) == .dropped(.partOfDroppedInput))
  }

  @Test func handlerSendsWithoutASequenceAreOneInputPerTurn() {
    let control = SequenceControl(scheduler: scheduler)
    #expect(control.sendHandler("first") == .accepted)
    #expect(control.sendHandler("second handler, same turn") == .accepted)
    scheduler.advance(to: at(0.1))
    #expect(control.sendHandler("next tap") == .dropped(.insideInterval(remaining: .milliseconds(400))))
    scheduler.advance(to: at(0.6))
    #expect(control.sendHandler("after the window") == .accepted)
  }

  @Test func resetForgetsTheSequence() {
    let control = SequenceControl(scheduler: scheduler)
    let touch = Touch()
    control.send("down", at: 0, touch: touch, begins: true)
    control.throttle.reset()
    #expect(control.throttle.currentSequenceID == 0)
    #expect(control.send("again", at: 0.1, touch: touch) == .accepted)
  }

  @Test func aThrottleIsOneAllocationOfAtMost112Bytes() {
    #expect(Throttle.instanceSize <= 112)
  }
}

@MainActor
@Suite struct NestedHandlerSendTests {
  @Test(arguments: [ProgrammaticSendPolicy.deliver, .throttle])
  func aHandlerSendFromInsideAnActionBelongsToTheRunningInputUnderEitherPolicy(policy: ProgrammaticSendPolicy) {
    let scheduler = VirtualScheduler()
    let control = SequenceControl(scheduler: scheduler)
    control.throttle.registry.programmaticSendPolicy = policy
    var nested: ThrottleDecision?
    control.throttleSendAction(at: at(0), sequence: Touch()) {
      nested = control.sendHandler("valueChanged")
    }
    #expect(nested == .accepted)
  }
}

@MainActor
@Suite struct DefaultsTests {
  /// A model starts where `Throttle()` does, `.inherited`: unthrottled, saying why, until its type
  /// is registered; then throttled at the registration's interval, the default one here.
  @Test func aControlModelWithEveryDefaultIsInheritedLikeAThrottle() {
    let scheduler = VirtualScheduler()
    let registry = ThrottleRegistry()
    let help = ControlModel(scheduler: scheduler, registry: registry)
    #expect(help.throttle.setting == Throttle().setting)
    #expect(help.throttle.setting == .inherited)
    var opened = 0
    help.addTarget("help") { _ in opened += 1 }
    #expect(help.tap() == .unthrottled(.unregisteredType))
    #expect(help.tap() == .unthrottled(.unregisteredType))
    #expect(opened == 2)
    registry.register(ControlModel.self)
    help.tap()
    help.tap()
    #expect(opened == 3)
    scheduler.advance(by: .milliseconds(500))
    #expect(help.tap() == .accepted)
  }

  @Test func aThrottleThatIsNotThrottledSaysWhy() {
    let scheduler = VirtualScheduler()
    let registry = ThrottleRegistry()
    let inherited = ControlModel(scheduler: scheduler, registry: registry, setting: .inherited)
    let off = ControlModel(scheduler: scheduler, registry: registry, setting: .interval(.zero))
    #expect(inherited.tap() == .unthrottled(.unregisteredType))
    #expect(off.tap() == .unthrottled(.intervalIsZero))
    // Eventless sends are throttled by default, so the type's missing registration shows.
    #expect(inherited.sendActions() == .unthrottled(.unregisteredType))
    registry.programmaticSendPolicy = .deliver
    #expect(inherited.sendActions() == .unthrottled(.programmaticSend))
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct EdgeInputTests {
  @Test func aPositiveIntervalShorterThanANanosecondStillThrottles() {
    let scheduler = VirtualScheduler()
    let tiny = Duration(secondsComponent: 0, attosecondsComponent: 1)
    let button = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(tiny))
    #expect(button.tap() == .accepted)
    #expect(button.tap() == .dropped(.insideInterval(remaining: .nanoseconds(1))))
  }

  @Test func aGateCeilingShorterThanANanosecondStillBlocks() {
    let scheduler = VirtualScheduler()
    let gate = InteractionGate(
      scheduler: scheduler, maximumDuration: Duration(secondsComponent: 0, attosecondsComponent: 400_000_000))
    gate.block(.touches, for: .seconds(1))
    #expect(gate.isBlocked(.touches))
  }

  @Test func theActiveRequestCountSeesAClockThatMovedBack() {
    let clock = SettableScheduler()
    clock.instant = at(10)
    let gate = InteractionGate(scheduler: clock)
    gate.block(.touches, for: .seconds(2))
    clock.instant = at(8.001)  // back by less than the request's length: it still blocks
    #expect(gate.activeRequestCount == 1)
    #expect(gate.isBlocked(.touches))
    clock.instant = at(8)  // back by its length: it ended
    #expect(gate.activeRequestCount == 0)
    #expect(!gate.isBlocked(.touches))
  }

  @Test func aCooldownNeverHoldsForTheSizeOfAClockJumpBack() async throws {
    let clock = SettableScheduler()
    clock.instant = at(100)
    let action = AsyncThrottledAction(interval: .zero, cooldown: .seconds(1), scheduler: clock) {}
    #expect(await action.callAndWaitForRun() == .accepted)
    clock.instant = at(0)
    #expect(await action.callAndWaitForRun() == .accepted)
  }

  @Test func aNegativeReopeningLimitNamesWithBlocking() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await blockWithANegativeLimit()
    }
    #expect(standardError(of: result).contains("withBlocking(reopeningAfter:) is negative"))
  }
}

/// A scheduler whose instant a test sets directly, including backwards.
final class SettableScheduler: Scheduler, @unchecked Sendable {
  // Sendable: only used from the main actor in tests.
  var instant = SchedulerInstant(uptimeNanoseconds: 0)
  var now: SchedulerInstant { instant }

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork {}
  }
}

@MainActor
func blockWithANegativeLimit() async {
  await InteractionGate().withBlocking(reopeningAfter: .seconds(-1)) {}
}

@MainActor
@Suite struct SequenceLifetimeTests {
  /// A touch that holds its view, as `UITouch.view` does.
  final class ViewHoldingTouch {
    let view: AnyObject
    init(view: AnyObject) { self.view = view }
  }

  @Test func aControlIsNotKeptAliveByItsLastTouch() {
    weak var released: SequenceControl?
    do {
      let control = SequenceControl(scheduler: VirtualScheduler())
      released = control
      let touch = ViewHoldingTouch(view: control)
      control.throttleSendAction(at: at(0), sequence: touch, sequenceEnds: true) {}
    }
    #expect(released == nil)
  }
}
