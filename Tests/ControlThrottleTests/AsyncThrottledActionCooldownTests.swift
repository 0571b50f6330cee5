import ControlThrottle
import ControlThrottleTesting
import Observation
import Testing

/// When an async action accepts calls again, and what it reports meanwhile.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct AsyncThrottledActionCooldownTests {
  let clock = VirtualScheduler()

  // Fails before the fix: the drop reported the cooldown's 200 ms although the 2 s interval
  // still held for 1.9 s, so a caller who waited 200 ms was dropped again.
  @Test func aDropReportsTheWindowThatHoldsLongestWhenTheCooldownEndsInsideTheInterval() async throws {
    let action = AsyncThrottledAction(interval: .seconds(2), cooldown: .milliseconds(300), scheduler: clock) {}
    #expect(action() == .accepted)
    try await clock.outcome { await action.waitForCurrentRun() }
    clock.advance(by: .milliseconds(100))
    #expect(action() == .dropped(.insideInterval(remaining: .milliseconds(1_900))))
    clock.advance(by: .milliseconds(1_899))
    #expect(action() == .dropped(.insideInterval(remaining: .milliseconds(1))))
    clock.advance(by: .milliseconds(1))
    #expect(action() == .accepted)
    try await clock.outcome { await action.waitForCurrentRun() }
  }

  @Test func aDropReportsTheCooldownWhenItOutlastsTheInterval() async throws {
    let operation = ControlledOperation()
    let action = AsyncThrottledAction(interval: .milliseconds(500), cooldown: .seconds(1), scheduler: clock) {
      try await operation.run()
    }
    #expect(action() == .accepted)
    await operation.waitForStart()
    clock.advance(by: .seconds(2))
    operation.finish()
    try await clock.outcome { await action.waitForCurrentRun() }
    clock.advance(by: .milliseconds(250))
    #expect(action() == .dropped(.insideCooldown(remaining: .milliseconds(750))))
  }

  // Fails before the fix: the action exposed no cooldown state at all.
  @Test func theCooldownStateFromTheRunsStartToTheCooldownsEnd() async throws {
    let operation = ControlledOperation()
    let action = AsyncThrottledAction(interval: .zero, cooldown: .seconds(1), scheduler: clock) {
      try await operation.run()
    }
    var told: [Bool] = []
    action.onStateChange = { told.append($0.isIgnoring) }
    #expect(!action.isIgnoring)
    #expect(action.ignoreUntil == nil)

    #expect(action() == .accepted)
    #expect(action.isIgnoring)
    await operation.waitForStart()
    clock.advance(by: .milliseconds(400))
    operation.finish()
    try await clock.outcome { await action.waitForCurrentRun() }
    #expect(!action.isRunning)
    #expect(action.isIgnoring)
    #expect(action.ignoreUntil == SchedulerInstant(uptimeNanoseconds: 1_400_000_000))

    clock.advance(by: .milliseconds(999))
    #expect(action.isIgnoring)
    clock.advance(by: .milliseconds(1))
    #expect(!action.isIgnoring)
    #expect(told == [true, true, false])
    #expect(action() == .accepted)
    await operation.waitForStart(count: 2)
    operation.finish()
    try await clock.outcome { await action.waitForCurrentRun() }
  }

  @Test func theCooldownsEndIsObservable() async throws {
    let action = AsyncThrottledAction(interval: .zero, cooldown: .milliseconds(300), scheduler: clock) {}
    #expect(action() == .accepted)
    try await clock.outcome { await action.waitForCurrentRun() }
    let changed = ObservationFlag()
    withObservationTracking {
      _ = action.isIgnoring
    } onChange: {
      changed.set()
    }
    clock.advance(by: .milliseconds(300))
    #expect(changed.isSet)
    #expect(!action.isIgnoring)
  }

  @Test func resetReopensAtOnceAndCancelsTheScheduledEnd() async throws {
    let action = AsyncThrottledAction(interval: .seconds(1), cooldown: .seconds(1), scheduler: clock) {}
    #expect(action() == .accepted)
    try await clock.outcome { await action.waitForCurrentRun() }
    #expect(action.isIgnoring)
    action.reset()
    #expect(!action.isIgnoring)
    #expect(action.ignoreUntil == nil)
    #expect(clock.pendingWorkCount == 0)
    #expect(action() == .accepted)
    try await clock.outcome { await action.waitForCurrentRun() }
  }

  // Fails before the fix: the reopening was scheduled at the cooldown's absolute end, so after the
  // clock moved back 100 s the action read as ignoring for 100 s although calls passed.
  @Test func isIgnoringNeverHoldsForTheSizeOfAClockJumpBack() async throws {
    let clock = SettableScheduler()
    clock.instant = at(100)
    let action = AsyncThrottledAction(interval: .zero, cooldown: .seconds(1), scheduler: clock) {}
    var told: [Bool] = []
    action.onStateChange = { told.append($0.isIgnoring) }
    #expect(await action.callAndWaitForRun() == .accepted)
    #expect(action.isIgnoring)
    clock.instant = at(99.5)  // back by less than the cooldown: it still holds
    #expect(action.isIgnoring)
    // Counted from the cooldown's start, as every window counts: never more than the cooldown.
    #expect(action() == .dropped(.insideCooldown(remaining: .seconds(1))))
    clock.instant = at(0)  // back by more: calls pass, and it says so
    #expect(!action.isIgnoring)
    told.removeAll()
    #expect(await action.callAndWaitForRun() == .accepted)
    #expect(told.first == false)  // the call told observers of the reopening before its run
  }

  // Fails before async actions joined groups: both actions ran.
  @Test func twoActionsInOneGroupRunOneOfThemAndTheDropNamesTheHolder() async throws {
    let group = ThrottleGroup(interval: .seconds(1))
    let save = AsyncThrottledAction(interval: .zero, group: group, scheduler: clock) {}
    let send = AsyncThrottledAction(interval: .zero, group: group, scheduler: clock) {}
    #expect(save() == .accepted)
    clock.advance(by: .milliseconds(400))
    #expect(send() == .dropped(.insideGroupWindow(remaining: .milliseconds(600), heldBy: ObjectIdentifier(save))))
    #expect(!send.isIgnoring)  // the group drops calls without disabling its other members
    try await clock.outcome { await save.waitForCurrentRun() }
    #expect(save() == .dropped(.insideGroupWindow(remaining: .milliseconds(600), heldBy: ObjectIdentifier(save))))
    clock.advance(by: .milliseconds(600))
    #expect(send() == .accepted)
    try await clock.outcome { await send.waitForCurrentRun() }
  }

  @Test func anActionsOwnGateDropsBeforeItsGroupIsAsked() async throws {
    let group = ThrottleGroup(interval: .milliseconds(100))
    let operation = ControlledOperation()
    let pay = AsyncThrottledAction(interval: .seconds(1), group: group, scheduler: clock) { try await operation.run() }
    let other = AsyncThrottledAction(interval: .zero, group: group, scheduler: clock) {}
    #expect(pay() == .accepted)
    #expect(pay() == .dropped(.running))
    await operation.waitForStart()
    clock.advance(by: .milliseconds(100))
    operation.finish()
    try await clock.outcome { await pay.waitForCurrentRun() }
    #expect(pay() == .dropped(.insideInterval(remaining: .milliseconds(900))))
    // A call its own gate drops claims nothing: the group is open for the other member.
    #expect(other() == .accepted)
    try await clock.outcome { await other.waitForCurrentRun() }
  }

  // Fails before the fix: the initializer took no error handler.
  @Test func anErrorHandlerGivenAtCreationIsToldEachFailure() async throws {
    struct Declined: Error {}
    var errors: [any Error] = []
    let action = AsyncThrottledAction(
      interval: .zero, scheduler: clock, onError: { errors.append($0) }, operation: { throw Declined() })
    #expect(action() == .accepted)
    try await clock.outcome { await action.waitForCurrentRun() }
    #expect(errors.count == 1)
    #expect(errors.first is Declined)
    #expect(action.lastCompletion == .failed)
  }
}
