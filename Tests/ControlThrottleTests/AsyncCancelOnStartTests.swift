import ControlThrottle
import ControlThrottleTesting
import Testing

/// `cancel()` reaches a run as soon as it is observable as running.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct AsyncCancelOnStartTests {
  @Test func cancelFromTheStartNotificationCancelsTheRun() async throws {
    let scheduler = VirtualScheduler()
    let action = AsyncThrottledAction(interval: .zero, scheduler: scheduler) {
      try Task.checkCancellation()
    }
    action.onStateChange = { action in
      if action.isRunning { action.cancel() }
    }
    #expect(action() == .accepted)
    #expect(action.isRunning)
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(action.lastCompletion == .cancelled)
  }
}
