import ControlThrottle
import ControlThrottleTesting
import Testing

private struct CardDeclined: Error {}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AsyncButtonThrottleTests {
  let scheduler = VirtualScheduler()
  private let operation = ControlledOperation()

  /// Taps `throttle` with the held operation.
  private func tapHeld(
    _ throttle: AsyncButtonThrottle,
    onRunningChange: (@MainActor (Bool) -> Void)? = nil,
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> ThrottleDecision {
    throttle.tap(onRunningChange: onRunningChange, onError: onError) { [operation] in try await operation.run() }
  }

  @Test func tapWhileRunningIsDroppedAsBusy() async throws {
    let throttle = AsyncButtonThrottle(scheduler: scheduler)
    #expect(tapHeld(throttle).isAccepted)
    #expect(tapHeld(throttle) == .dropped(.running))
    await operation.waitForStart()
    #expect(throttle.isRunning)
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 5_000_000_000))
    #expect(tapHeld(throttle) == .dropped(.running))
    operation.finish()
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(!throttle.isRunning)
    #expect(operation.starts == 1)
  }

  @Test func runningChangeIsReportedWhenTheTapIsAcceptedAndWhenTheRunEnds() async throws {
    let throttle = AsyncButtonThrottle(scheduler: scheduler)
    var changes: [Bool] = []
    _ = tapHeld(throttle, onRunningChange: { changes.append($0) })
    #expect(changes == [true])
    await operation.waitForStart()
    operation.finish()
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(changes == [true, false])
  }

  @Test func cancelWhileRunningCancelsTheOperationAndReportsNoError() async throws {
    let throttle = AsyncButtonThrottle(scheduler: scheduler)
    var errors: [any Error] = []
    var changes: [Bool] = []
    _ = tapHeld(throttle, onRunningChange: { changes.append($0) }, onError: { errors.append($0) })
    await operation.waitForStart()
    throttle.cancel()
    operation.fail(CardDeclined())  // what an operation may throw once cancelled
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(operation.sawCancellation)
    #expect(errors.isEmpty)
    #expect(throttle.lastError == nil)
    #expect(changes == [true, false])
    #expect(tapHeld(throttle).isAccepted)
    await operation.waitForStart(count: 2)
    operation.finish()
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(!operation.sawCancellation)
  }

  @Test func cancelInTheTurnOfTheTapNeverStartsTheOperation() async throws {
    let throttle = AsyncButtonThrottle(scheduler: scheduler)
    var changes: [Bool] = []
    _ = tapHeld(throttle, onRunningChange: { changes.append($0) })
    throttle.cancel()
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(operation.starts == 0)
    #expect(!throttle.isRunning)
    #expect(changes == [true, false])
  }

  @Test func errorIsReportedAndKeptThenARetryRuns() async throws {
    let throttle = AsyncButtonThrottle(scheduler: scheduler)
    var errors: [any Error] = []
    _ = tapHeld(throttle, onError: { errors.append($0) })
    await operation.waitForStart()
    operation.fail(CardDeclined())
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(errors.count == 1)
    #expect(errors.first is CardDeclined)
    #expect(throttle.lastError is CardDeclined)
    #expect(!throttle.isRunning)

    #expect(tapHeld(throttle, onError: { errors.append($0) }).isAccepted)
    #expect(throttle.lastError == nil)
    await operation.waitForStart(count: 2)
    operation.finish()
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(errors.count == 1)
    #expect(operation.starts == 2)
  }

  @Test func cooldownDropsTapsAfterAFastRunUntilItsEnd() async throws {
    let throttle = AsyncButtonThrottle(scheduler: scheduler)
    var runs = 0
    let first = throttle.tap(cooldown: .milliseconds(500)) { runs += 1 }
    #expect(first.isAccepted)
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(!throttle.isRunning)
    let early = throttle.tap(cooldown: .milliseconds(500)) { runs += 1 }
    guard case .dropped(.insideInterval) = early else {
      Issue.record("expected a drop inside the minimum interval, got \(early)")
      return
    }
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 500_000_000 - 1))
    let beforeTheEnd = throttle.tap(cooldown: .milliseconds(500)) { runs += 1 }
    #expect(!beforeTheEnd.isAccepted)
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 500_000_000))
    let atTheEnd = throttle.tap(cooldown: .milliseconds(500)) { runs += 1 }
    #expect(atTheEnd.isAccepted)
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(runs == 2)
  }

  @Test func cooldownIsMeasuredFromTheEndOfASlowRun() async throws {
    let throttle = AsyncButtonThrottle(scheduler: scheduler)
    let accepted = throttle.tap(cooldown: .milliseconds(500)) { [operation] in try await operation.run() }
    #expect(accepted.isAccepted)
    await operation.waitForStart()
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 2_000_000_000))
    operation.finish()
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 2_400_000_000))
    let soonAfterTheEnd = throttle.tap(cooldown: .milliseconds(500)) {}
    guard case .dropped(.insideInterval(let remaining)) = soonAfterTheEnd else {
      Issue.record("expected a drop inside the minimum interval, got \(soonAfterTheEnd)")
      return
    }
    #expect(remaining == .milliseconds(100))
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 2_500_000_000))
    let atItsEnd = throttle.tap(cooldown: .milliseconds(500)) {}
    #expect(atItsEnd.isAccepted)
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
  }

  @Test func eachAcceptedTapRunsTheOperationItWasGiven() async throws {
    let throttle = AsyncButtonThrottle(scheduler: scheduler)
    var ran: [String] = []
    throttle.tap { ran.append("first render") }
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    throttle.tap { ran.append("second render") }
    try await scheduler.outcome { await throttle.waitForCurrentRun() }
    #expect(ran == ["first render", "second render"])
  }

  @Test func errorWithNoHandlerStopsDebugBuilds() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await Task { @MainActor in
        let throttle = AsyncButtonThrottle()
        throttle.tap { throw CardDeclined() }
        await throttle.waitForCurrentRun()
      }.value
    }
    #expect(standardError(of: result).contains("no error handler was given"))
  }
}
