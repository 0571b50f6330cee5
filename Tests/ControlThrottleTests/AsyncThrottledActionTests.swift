import ControlThrottle
import ControlThrottleTesting
import Observation
import Testing

/// An async operation a test releases by hand, a signal that it started, and whether its task
/// was cancelled when it ended.
@MainActor
final class ControlledOperation {
  private var release: CheckedContinuation<Void, any Error>?
  private(set) var starts = 0
  private(set) var sawCancellation = false
  /// Whether the last run returned or threw.
  private(set) var ended = false

  func run() async throws {
    starts += 1
    ended = false
    defer {
      sawCancellation = Task.isCancelled
      ended = true
    }
    try await withCheckedThrowingContinuation { release = $0 }
  }

  /// Returns once the operation has started `count` times, or records an issue when it has not
  /// after the main actor ran everything else it had to run many times over: the run's task is
  /// main-actor work queued before the wait, so a start that has not come by then never will.
  func waitForStart(count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<10_000 where starts < count { await Task.yield() }
    if starts < count {
      Issue.record("The operation started \(starts) times, not \(count).", sourceLocation: sourceLocation)
    }
  }

  func finish() {
    release?.resume()
    release = nil
  }
  func fail(_ error: any Error) {
    release?.resume(throwing: error)
    release = nil
  }
}

struct PaymentDeclined: Error, Equatable {}

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct AsyncThrottledActionTests {
  let scheduler = VirtualScheduler()
  let operation = ControlledOperation()

  private func makeAction(interval: Duration = .milliseconds(500), cooldown: Duration = .zero) -> AsyncThrottledAction {
    AsyncThrottledAction(interval: interval, cooldown: cooldown, scheduler: scheduler) { [operation] in
      try await operation.run()
    }
  }

  @Test func ignoresCallsWhileTheRunIsInFlightEvenAfterTheInterval() async throws {
    let action = makeAction()
    let first = Task { await action.callAndWaitForRun() }
    await operation.waitForStart()
    #expect(action.isRunning)
    scheduler.advance(by: .seconds(5))
    #expect(await action.callAndWaitForRun() == .dropped(.running))
    #expect(action() == .dropped(.running))
    operation.finish()
    #expect(try await scheduler.outcome { await first.value } == .accepted)
    #expect(!action.isRunning)
    #expect(action.lastCompletion == .finished)
    #expect(operation.starts == 1)
  }

  @Test func aDoubleTapRunsOnce() async throws {
    let action = makeAction()
    #expect(action() == .accepted)
    #expect(action() == .dropped(.running))
    await operation.waitForStart()
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(operation.starts == 1)
  }

  @Test func ignoresCallsForTheIntervalAfterAFastRun() async throws {
    let action = AsyncThrottledAction(interval: .milliseconds(500), scheduler: scheduler) {}
    #expect(await action.callAndWaitForRun() == .accepted)
    scheduler.advance(by: .milliseconds(400))
    #expect(await action.callAndWaitForRun() == .dropped(.insideInterval(remaining: .milliseconds(100))))
    scheduler.advance(by: .milliseconds(100))
    #expect(await action.callAndWaitForRun() == .accepted)
  }

  @Test func theCooldownCountsFromTheEndOfTheRun() async throws {
    let action = makeAction(interval: .zero, cooldown: .seconds(1))
    #expect(action() == .accepted)
    await operation.waitForStart()
    scheduler.advance(by: .seconds(3))  // a slow run
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    scheduler.advance(by: .milliseconds(999))
    #expect(action() == .dropped(.insideCooldown(remaining: .milliseconds(1))))
    scheduler.advance(by: .milliseconds(1))
    #expect(action() == .accepted)
    // Let the second run finish too: a run left suspended would hold the action and the operation
    // for the rest of the process.
    await operation.waitForStart(count: 2)
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(!action.isRunning)
  }

  @Test func aTapsErrorIsRecordedAndHandedToOnErrorThenARetryClearsIt() async throws {
    let action = makeAction(interval: .zero)
    var errors: [any Error] = []
    action.onError = { errors.append($0) }
    #expect(action() == .accepted)
    await operation.waitForStart()
    operation.fail(PaymentDeclined())
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(errors.count == 1 && errors.first is PaymentDeclined)
    #expect(action.lastError is PaymentDeclined)

    #expect(action() == .accepted)  // retry
    #expect(action.lastError == nil)
    await operation.waitForStart(count: 2)
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(action.lastCompletion == .finished)
    #expect(errors.count == 1)
  }

  @Test func cancellingTheRunReopensAndReportsNoError() async throws {
    let action = makeAction(interval: .zero)
    #expect(action() == .accepted)
    await operation.waitForStart()
    action.cancel()
    operation.fail(CancellationError())
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(!action.isRunning)
    #expect(action.lastCompletion == .cancelled)
    #expect(action.lastError == nil)
    let second = Task { await action.callAndWaitForRun() }
    await operation.waitForStart(count: 2)
    operation.finish()
    #expect(try await scheduler.outcome { await second.value } == .accepted)
  }

  @Test func cancelStopsARunStartedByATap() async throws {
    let action = AsyncThrottledAction(interval: .zero, scheduler: scheduler) { [scheduler] in
      try await scheduler.sleep(for: .seconds(3_600))  // virtual time never gets there
    }
    var errors = 0
    action.onError = { _ in errors += 1 }
    #expect(action() == .accepted)
    action.cancel()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(!action.isRunning)
    #expect(action.lastCompletion == .cancelled)
    #expect(errors == 0)  // cancellation is not an error
  }

  @Test func stateChangesAreObservable() async throws {
    let action = makeAction(interval: .zero)
    var changes = 0
    action.onStateChange = { _ in changes += 1 }
    let observed = ObservationFlag()
    withObservationTracking {
      _ = action.isRunning
    } onChange: {
      observed.set()
    }
    #expect(action() == .accepted)
    #expect(observed.isSet)
    #expect(changes == 1)
    await operation.waitForStart()
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(changes == 2)
  }

  @Test func negativeIntervalIsAPreconditionFailure() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = AsyncThrottledAction(interval: .seconds(-1)) {} }
    }
    #expect(standardError(of: result).contains("AsyncThrottledAction interval is negative"))
  }
}

/// A flag an observation callback sets from any thread.
final class ObservationFlag: @unchecked Sendable {
  // Sendable: `value` is only touched under `lock`.
  private let lock = LockedBox<Void>()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct AsyncWaitCancellationTests {
  @Test func cancellingTheWaiterEndsTheWaitButNotTheRun() async throws {
    let scheduler = VirtualScheduler()
    let operation = ControlledOperation()
    let action = AsyncThrottledAction(interval: .zero, scheduler: scheduler) { [operation] in
      try await operation.run()
    }
    #expect(action() == .accepted)
    await operation.waitForStart()
    let waiter = Task { await action.waitForCurrentRun() }
    waiter.cancel()
    try await scheduler.outcome { await waiter.value }  // returns although the run goes on
    #expect(action.isRunning)
    operation.finish()
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(!action.isRunning)
  }
}
