import ControlThrottle
import ControlThrottleTesting
import Testing

/// Yields to the main actor until `condition` holds, or records an issue after many turns: the work
/// it waits for is main-actor work already queued.
@MainActor
func yieldUntil(
  _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
  for _ in 0..<10_000 where !condition() { await Task.yield() }
  if !condition() { Issue.record("Never saw: \(what).", sourceLocation: sourceLocation) }
}

/// What an action told its handlers, in order.
@MainActor
final class ActionLog {
  var events: [AsyncThrottledAction.RunEvent] = []
  var decisions: [ThrottleDecision] = []
  var errors: [any Error] = []

  func attach(to action: AsyncThrottledAction) {
    action.onRunEvent = { [unowned self] in events.append($0) }
    action.onDecision = { [unowned self] in decisions.append($0) }
    action.onError = { [unowned self] in errors.append($0) }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct AsyncThrottledActionRunTests {
  let scheduler = VirtualScheduler()
  let operation = ControlledOperation()
  let log = ActionLog()

  private func makeAction(
    interval: Duration = .zero, cooldown: Duration = .zero, timeout: Duration? = nil,
    runPolicy: AsyncThrottledAction.RunPolicy = .dropWhileRunning, group: ThrottleGroup? = nil
  ) -> AsyncThrottledAction {
    let action = AsyncThrottledAction(
      interval: interval, cooldown: cooldown, timeout: timeout, runPolicy: runPolicy, group: group,
      scheduler: scheduler
    ) { [operation] in
      try await operation.run()
    }
    log.attach(to: action)
    return action
  }

  // MARK: Timeout

  @Test func aRunThatNeverReturnsEndsAtItsTimeoutAndItsLateResultIsDiscarded() async throws {
    let action = makeAction(timeout: .seconds(2))
    #expect(action() == .accepted)
    await operation.waitForStart()
    scheduler.advance(by: .seconds(2) - .nanoseconds(1))
    #expect(action.isRunning)
    scheduler.advance(by: .nanoseconds(1))
    #expect(!action.isRunning)
    #expect(!action.isIgnoring)
    #expect(action.lastCompletion == .timedOut)
    #expect((action.lastError as? AsyncThrottledAction.TimedOut)?.timeout == .seconds(2))
    #expect(log.errors.count == 1)
    #expect(log.events == [.started, .ended(.timedOut), .reopened])
    operation.finish()  // the operation ignored the cancellation and returns late
    await yieldUntil("the late result") { log.events.count == 4 }
    #expect(log.events.last == .discardedLateResult)
    #expect(action.lastCompletion == .timedOut)
    #expect(operation.sawCancellation)
    #expect(log.errors.count == 1)
  }

  @Test func aRunAwaitedByItsCallerEndsAtTheTimeout() async throws {
    let action = makeAction(timeout: .seconds(2))
    let run = Task { await action.callAndWaitForRun() }
    await operation.waitForStart()
    scheduler.advance(by: .seconds(2))
    #expect(try await scheduler.outcome { await run.value } == .accepted)
    #expect(action.lastError is AsyncThrottledAction.TimedOut)
    operation.finish()
    await yieldUntil("the late result") { log.events.last == .discardedLateResult }
  }

  @Test func aRunThatEndsInTimeIsNotTimedOutLater() async throws {
    let action = makeAction(timeout: .seconds(2))
    #expect(action() == .accepted)
    await operation.waitForStart()
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    scheduler.advance(by: .seconds(5))
    #expect(action.lastCompletion == .finished)
    #expect(log.events == [.started, .ended(.finished), .reopened])
    #expect(log.errors.isEmpty)
  }

  @Test func aZeroTimeoutIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = AsyncThrottledAction(timeout: .zero) {} }
    }
    #expect(standardError(of: result).contains("AsyncThrottledAction timeout is not positive"))
  }

  @Test func aNegativeTimeoutIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = AsyncThrottledAction(timeout: .nanoseconds(-1)) {} }
    }
    #expect(standardError(of: result).contains("AsyncThrottledAction timeout is not positive"))
  }

  @Test func aCooldownTooLongToCountIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = AsyncThrottledAction(cooldown: .seconds(Int64.max)) {} }
    }
    #expect(standardError(of: result).contains("AsyncThrottledAction cooldown is too long"))
  }

  // MARK: Events and decisions

  @Test func eachStepOfARunIsReportedOnceInOrder() async throws {
    let action = makeAction(cooldown: .seconds(1))
    var stateChanges = 0
    action.onStateChange = { _ in stateChanges += 1 }
    #expect(action() == .accepted)
    #expect(log.events == [.started])
    await operation.waitForStart()
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(log.events == [.started, .ended(.finished)])
    scheduler.advance(by: .seconds(1))
    #expect(log.events == [.started, .ended(.finished), .reopened])
    #expect(stateChanges == 3)  // the state changes three times; the run finished once
  }

  @Test func aFailedRunIsReportedOnceThenReopens() async throws {
    let action = makeAction()
    #expect(action() == .accepted)
    await operation.waitForStart()
    operation.fail(PaymentDeclined())
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(log.events == [.started, .ended(.failed), .reopened])
    #expect(log.errors.count == 1)
  }

  @Test func onDecisionIsToldEveryCall() async throws {
    let group = ThrottleGroup(interval: .seconds(10))
    let action = makeAction(cooldown: .seconds(1), group: group)
    let sibling = AsyncThrottledAction(interval: .zero, group: group, scheduler: scheduler) {}
    #expect(action() == .accepted)
    #expect(action() == .dropped(.running))
    await operation.waitForStart()
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(action() == .dropped(.insideCooldown(remaining: .seconds(1))))
    scheduler.advance(by: .seconds(1))
    let byGroup = action()
    guard case .dropped(.insideGroupWindow) = byGroup else {
      Issue.record("Expected a drop by the group, got \(byGroup).")
      return
    }
    #expect(
      log.decisions == [.accepted, .dropped(.running), .dropped(.insideCooldown(remaining: .seconds(1))), byGroup])
    _ = sibling
  }

  // MARK: Policies

  @Test func replaceRunningCancelsTheRunInFlightAndStartsTheNewOne() async throws {
    var completed = 0
    let action = AsyncThrottledAction(interval: .zero, runPolicy: .replaceRunning, scheduler: scheduler) {
      [scheduler] in
      try await scheduler.sleep(for: .seconds(2))
      completed += 1
    }
    log.attach(to: action)
    #expect(action() == .accepted)
    await yieldUntil("the first run sleeping") { action.isRunning }
    await scheduler.sleepers(atLeast: 1)
    #expect(action() == .accepted)
    #expect(action.isRunning)
    await scheduler.sleepers(atLeast: 1)  // the second run's
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(completed == 1)
    #expect(log.events == [.started, .ended(.cancelled), .started, .ended(.finished), .reopened])
  }

  @Test func aReplacedRunArmsNoCooldown() async throws {
    let action = AsyncThrottledAction(
      interval: .zero, cooldown: .seconds(1), runPolicy: .replaceRunning, scheduler: scheduler
    ) { [scheduler] in
      try await scheduler.sleep(for: .seconds(2))
    }
    #expect(action() == .accepted)
    #expect(action() == .accepted)  // replaces the first at once
    #expect(action() == .accepted)
    action.cancel()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(action() == .dropped(.insideCooldown(remaining: .seconds(1))))  // the last run's cooldown
  }

  @Test func dropWhileRunningIsTheDefault() {
    #expect(AsyncThrottledAction {}.runPolicy == .dropWhileRunning)
  }

  // MARK: Cancellation and lifetime

  @Test(arguments: [false, true])
  func anOwnerReleasedMidFlightIsNeverCalledBack(failing: Bool) async throws {
    /// A screen that owns its action, as the documentation's examples do.
    @MainActor final class Screen {
      var action: AsyncThrottledAction?
    }
    var screen: Screen? = Screen()
    weak let closed = screen
    let calls = ActionLog()
    screen?.action = AsyncThrottledAction(interval: .zero, scheduler: scheduler) { [operation] in
      try await operation.run()
    }
    calls.attach(to: screen!.action!)
    #expect(screen?.action?() == .accepted)
    await operation.waitForStart()
    screen = nil  // the screen closes mid-flight
    #expect(closed == nil)
    if failing { operation.fail(PaymentDeclined()) } else { operation.finish() }
    await yieldUntil("the operation's end") { operation.ended }
    await Task.yield()
    #expect(operation.sawCancellation)
    #expect(calls.events == [.started])
    #expect(calls.errors.isEmpty)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct AsyncThrottledActionCancelTests {
  @Test func cancelOnAnOperationThatIgnoresItHoldsTheActionUntilTheTimeout() async throws {
    let scheduler = VirtualScheduler()
    let operation = ControlledOperation()
    let action = AsyncThrottledAction(interval: .zero, timeout: .seconds(5), scheduler: scheduler) { [operation] in
      try await operation.run()
    }
    #expect(action() == .accepted)
    await operation.waitForStart()
    action.cancel()
    await Task.yield()
    #expect(action.isRunning)  // the operation goes on: cancellation is cooperative
    scheduler.advance(by: .seconds(5))
    #expect(!action.isRunning)
    #expect(action.lastCompletion == .timedOut)
    operation.finish()
    await yieldUntil("the operation's end") { operation.ended }
    #expect(action.lastCompletion == .timedOut)
  }
}
