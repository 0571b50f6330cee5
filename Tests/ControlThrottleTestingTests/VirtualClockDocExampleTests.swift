import ControlThrottle
import ControlThrottleTesting
import Testing

/// The clock examples of the README and of the testing article, run as written: the listings are
/// only type-checked elsewhere.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct VirtualClockDocExampleTests {
  @Test func retryTapsAgainAfterOneSecond() async throws {
    let clock = VirtualScheduler()
    let button = ControlModel(
      scheduler: clock, registry: ThrottleRegistry(), setting: .interval(.milliseconds(500)))
    #expect(button.tap() == .accepted)  // t = 0
    clock.advance(by: .milliseconds(300))  // no task sleeps yet: advance
    #expect(button.tap() == .dropped(.insideInterval(remaining: .milliseconds(200))))
    let retry = Task {
      try await clock.sleep(for: .seconds(1))
      return button.tap()
    }
    await clock.sleepers(atLeast: 1)  // the retry is asleep until t = 1.3 s
    await clock.drive(by: .seconds(1))  // a task sleeps: drive, which lets it run once woken
    #expect(try await clock.outcome { try await retry.value } == .accepted)  // after the 500 ms window
  }

  @Test func pollsTenTimes() async throws {
    let clock = VirtualScheduler()
    var polls = 0
    let poller = Task {
      for await _ in clock.timer(interval: .seconds(1)) {
        polls += 1
        if polls == 10 { break }
      }
    }
    await clock.sleepers(atLeast: 1)
    await clock.drive(by: .seconds(10))  // ten ticks, one call
    #expect(polls == 10)
    try await clock.outcome { await poller.value }
    try await clock.checkSuspension()  // nothing left asleep
  }
}
