import ControlThrottle
import ControlThrottleTesting
import Testing

/// ``AsyncThrottledAction/isIgnoring`` says whether a call would be dropped now, under every run
/// policy: every reading is checked against the call it predicts.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct AsyncThrottledActionIsIgnoringTests {
  let scheduler = VirtualScheduler()

  private func slowAction(_ policy: AsyncThrottledAction.RunPolicy) -> AsyncThrottledAction {
    AsyncThrottledAction(interval: .seconds(1), runPolicy: policy, scheduler: scheduler) { [scheduler] in
      try await scheduler.sleep(for: .seconds(3))
    }
  }

  @Test func aReplaceRunningRunPastItsIntervalTakesCallsAndSaysSo() async throws {
    let reload = slowAction(.replaceRunning)
    var changes = 0
    reload.onStateChange = { _ in changes += 1 }
    #expect(reload() == .accepted)
    await scheduler.sleepers(atLeast: 1)
    #expect(reload.isIgnoring)  // inside the interval: a call now is dropped
    #expect(reload() == .dropped(.insideInterval(remaining: .seconds(1))))
    let before = changes
    scheduler.advance(by: .milliseconds(1_150))
    #expect(reload.isRunning)
    #expect(!reload.isIgnoring)  // 1.15 s into the run: a call now replaces it
    #expect(changes == before + 1)  // observers hear it when it happens
    #expect(reload() == .accepted)
    #expect(reload.isIgnoring)  // the new run's interval
    #expect(reload.isRunning)
  }

  @Test func aDropWhileRunningRunKeepsIgnoringPastItsInterval() async throws {
    let send = slowAction(.dropWhileRunning)
    #expect(send() == .accepted)
    await scheduler.sleepers(atLeast: 1)
    scheduler.advance(by: .milliseconds(1_150))
    #expect(send.isIgnoring)
    #expect(send() == .dropped(.running))
  }

  @Test(arguments: [AsyncThrottledAction.RunPolicy.dropWhileRunning, .replaceRunning])
  func everyReadingMatchesTheCallItPredicts(policy: AsyncThrottledAction.RunPolicy) async throws {
    let action = slowAction(policy)
    #expect(action() == .accepted)
    await scheduler.sleepers(atLeast: 1)
    for _ in 0..<8 {
      scheduler.advance(by: .milliseconds(500))
      let predicted = action.isIgnoring
      let decision = action()
      #expect(decision.isAccepted == !predicted, "at \(scheduler.now): isIgnoring \(predicted), call \(decision)")
      // Lets a run that just started reach its sleep, and one that just woke end.
      for _ in 0..<100 { await Task.yield() }
    }
    action.cancel()
    try await scheduler.outcome { await action.waitForCurrentRun() }
  }
}
