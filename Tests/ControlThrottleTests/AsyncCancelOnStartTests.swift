import ControlThrottle
import ControlThrottleTesting
import Testing

/// `cancel()` reaches a run as soon as it is observable as running.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AsyncCancelOnStartTests {
  @Test func cancelFromTheStartNotificationCancelsTheRun() async {
    let action = AsyncThrottledAction(interval: .zero, scheduler: VirtualScheduler()) {
      try Task.checkCancellation()
    }
    action.onStateChange = { action in
      if action.isRunning { action.cancel() }
    }
    #expect(action() == .accepted)
    #expect(action.isRunning)
    await action.waitForCurrentRun()
    #expect(action.lastCompletion == .cancelled)
  }
}
