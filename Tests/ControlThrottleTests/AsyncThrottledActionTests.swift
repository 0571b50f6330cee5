import ControlThrottle
import ControlThrottleTesting
import Testing

/// An async operation a test releases by hand, and a signal that it started.
@MainActor
final class ControlledOperation {
  private var release: CheckedContinuation<Void, any Error>?
  private var startWaiters: [CheckedContinuation<Void, Never>] = []
  private(set) var starts = 0

  func run() async throws {
    starts += 1
    for waiter in startWaiters { waiter.resume() }
    startWaiters.removeAll()
    try await withCheckedThrowingContinuation { release = $0 }
  }

  /// Returns once the operation has started `count` times.
  func waitForStart(count: Int = 1) async {
    while starts < count {
      await withCheckedContinuation { startWaiters.append($0) }
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

struct PaymentDeclined: Error {}

@MainActor
@Suite struct AsyncThrottledActionTests {
  let scheduler = VirtualScheduler()
  let operation = ControlledOperation()

  private func makeAction(minimumInterval: Double = 0.5) -> AsyncThrottledAction {
    AsyncThrottledAction(minimumInterval: minimumInterval, scheduler: scheduler) { [operation] in
      try await operation.run()
    }
  }

  @Test func ignoresCallsWhileTheRunIsInFlightEvenAfterTheInterval() async {
    let action = makeAction()
    let first = Task { await action.perform() }
    await operation.waitForStart()
    #expect(action.isBusy)
    scheduler.advance(by: 5)
    if case .dropped(.busy) = await action.perform() {} else { Issue.record("expected a busy drop") }
    #expect(action() == .dropped(.busy))
    operation.finish()
    if case .finished = await first.value {} else { Issue.record("expected the first run to finish") }
    #expect(!action.isBusy)
    #expect(operation.starts == 1)
  }

  @Test func ignoresCallsForTheMinimumIntervalAfterAFastRun() async {
    let action = AsyncThrottledAction(minimumInterval: 0.5, scheduler: scheduler) {}
    if case .finished = await action.perform() {} else { Issue.record("expected finished") }
    scheduler.advance(by: 0.4)
    if case .dropped(.insideInterval(let remaining)) = await action.perform() {
      #expect(abs(remaining - 0.1) < 1e-9)
    } else {
      Issue.record("expected an interval drop")
    }
    scheduler.advance(by: 0.1)
    if case .finished = await action.perform() {} else { Issue.record("expected finished at the deadline") }
  }

  @Test func reopensWhenTheOperationThrows() async {
    let action = makeAction(minimumInterval: 0)
    let run = Task { await action.perform() }
    await operation.waitForStart()
    operation.fail(PaymentDeclined())
    if case .failed(let error) = await run.value {
      #expect(error is PaymentDeclined)
    } else {
      Issue.record("expected failed")
    }
    #expect(!action.isBusy)
  }

  @Test func reopensWhenTheTaskIsCancelled() async {
    let action = makeAction(minimumInterval: 0)
    let run = Task { await action.perform() }
    await operation.waitForStart()
    run.cancel()
    operation.fail(CancellationError())
    if case .cancelled = await run.value {} else { Issue.record("expected cancelled") }
    #expect(!action.isBusy)
    let second = Task { await action.perform() }
    await operation.waitForStart(count: 2)
    operation.finish()
    _ = await second.value
    #expect(operation.starts == 2)
  }

  @Test func callAsFunctionClaimsTheGateBeforeTheTaskStarts() async {
    let action = makeAction(minimumInterval: 0)
    #expect(action() == .accepted)
    #expect(action() == .dropped(.busy))
    await operation.waitForStart()
    operation.finish()
    await action.waitForCurrentRun()
    #expect(!action.isBusy)
    #expect(action() == .accepted)
    // Let the second run finish too: a run left suspended would hold the action and the operation
    // for the rest of the process.
    await operation.waitForStart(count: 2)
    operation.finish()
    await action.waitForCurrentRun()
    #expect(!action.isBusy)
  }
}
