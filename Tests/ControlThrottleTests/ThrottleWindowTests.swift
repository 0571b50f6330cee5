import Testing

@testable import ControlThrottle

@Suite(.timeLimit(.minutes(3))) struct ThrottleWindowTests {
  private let second: Int64 = 1_000_000_000

  @Test func firstActionPassesAndArmsTheWindow() {
    var window = ThrottleWindow()
    #expect(window.input(at: 10 * second, interval: second / 2, sameInputPasses: false).remaining == nil)
    #expect(window.ignoreUntil == 10 * second + second / 2)
  }

  @Test(arguments: [
    (offset: Int64(-1), passes: false),  // 1 ns before the deadline
    (offset: 0, passes: true),  // exactly at the deadline
    (offset: 1, passes: true),
  ])
  func deadlineBoundary(offset: Int64, passes: Bool) {
    var window = ThrottleWindow()
    _ = window.input(at: 0, interval: second, sameInputPasses: false).remaining
    let result = window.input(at: second + offset, interval: second, sameInputPasses: false).remaining
    #expect((result == nil) == passes)
  }

  @Test func droppedActionsReportTheTimeLeftAndDoNotExtendTheWindow() {
    var window = ThrottleWindow()
    _ = window.input(at: 0, interval: second, sameInputPasses: false).remaining
    #expect(window.input(at: second / 4, interval: second, sameInputPasses: false).remaining == 3 * second / 4)
    #expect(window.input(at: 3 * second / 4, interval: second, sameInputPasses: false).remaining == second / 4)
    #expect(window.ignoreUntil == second)
    #expect(window.input(at: second, interval: second, sameInputPasses: false).remaining == nil)
  }

  @Test func zeroIntervalPassesEverything() {
    var window = ThrottleWindow()
    for instant in [0, 0, 1, 1, 2] as [Int64] {
      #expect(window.input(at: instant, interval: 0, sameInputPasses: false).remaining == nil)
    }
  }

  @Test func sameEventPassesOnlyWhenAllowed() {
    var window = ThrottleWindow()
    _ = window.input(at: 5, interval: second, sameInputPasses: true).remaining
    #expect(window.input(at: 5, interval: second, sameInputPasses: true).remaining == nil)
    #expect(window.input(at: 5, interval: second, sameInputPasses: false).remaining != nil)
    #expect(window.ignoreUntil == 5 + second)
  }

  @Test func anEarlierInstantPassesAndReArms() {
    var window = ThrottleWindow()
    _ = window.input(at: 100 * second, interval: second, sameInputPasses: true).remaining
    #expect(window.input(at: 3 * second, interval: second, sameInputPasses: true).remaining == nil)
    #expect(window.ignoreUntil == 4 * second)
    #expect(window.input(at: 3 * second + 1, interval: second, sameInputPasses: true).remaining != nil)
  }

  @Test func foreverIgnoresUntilReset() {
    var window = ThrottleWindow()
    _ = window.input(at: 0, interval: Nanoseconds.forever, sameInputPasses: false).remaining
    #expect(
      window.input(at: .max - 1, interval: Nanoseconds.forever, sameInputPasses: false).remaining == Nanoseconds.forever
    )
    window.reset()
    #expect(window.input(at: .max - 1, interval: Nanoseconds.forever, sameInputPasses: false).remaining == nil)
  }

  @Test func hugeIntervalsNearTheEndOfTimeSaturateInsteadOfTrapping() {
    var window = ThrottleWindow()
    #expect(window.input(at: .max - 10, interval: .max - 1, sameInputPasses: false).remaining == nil)
    // Cut at the last finite instant: a finite interval never arms the window that lasts until reset.
    #expect(window.ignoreUntil == Nanoseconds.latestFinite)
  }
}

@Suite(.timeLimit(.minutes(3))) struct NanosecondsTests {
  @Test(arguments: [
    (duration: Duration.milliseconds(500), nanoseconds: Int64(500_000_000)),
    (duration: .zero, nanoseconds: 0),
    (duration: .seconds(Int64.max), nanoseconds: .max),
    (duration: .nanoseconds(1), nanoseconds: 1),
    (duration: .seconds(2.01), nanoseconds: 2_010_000_000),
    (duration: .seconds(0.1), nanoseconds: 100_000_000),
    (duration: .seconds(1) + .init(secondsComponent: 0, attosecondsComponent: 499_999_999), nanoseconds: 1_000_000_000),
    (duration: .seconds(1) + .init(secondsComponent: 0, attosecondsComponent: 500_000_000), nanoseconds: 1_000_000_001),
  ])
  func convertsConfiguredIntervalsToTheNearestNanosecond(duration: Duration, nanoseconds: Int64) {
    #expect(Nanoseconds.interval(duration, "test") == nanoseconds)
  }

  @Test(arguments: [
    (seconds: 2.01, nanoseconds: Int64(2_010_000_000)),
    (seconds: 0.3, nanoseconds: 300_000_000),
    (seconds: 1e300, nanoseconds: .max),
    (seconds: -1e300, nanoseconds: .min),
  ])
  func convertsTimestampsToTheNearestNanosecond(seconds: Double, nanoseconds: Int64) {
    #expect(SchedulerInstant(secondsSinceBoot: seconds).uptimeNanoseconds == nanoseconds)
  }

  @Test func negativeIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Nanoseconds.interval(.milliseconds(-100), "test")
    }
    #expect(standardError(of: result).contains("test is negative"))
  }

  @Test func nanTimestampIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SchedulerInstant(secondsSinceBoot: .nan)
    }
    #expect(standardError(of: result).contains("An event timestamp is NaN"))
  }

  @Test func instantsClampInsteadOfOverflowing() {
    #expect(at(1).advanced(by: .seconds(Int64.max)) == .distantFuture)
    #expect(SchedulerInstant(uptimeNanoseconds: .max - 1).advanced(by: .seconds(1)) == .distantFuture)
    #expect(at(1).duration(to: at(3)) == .seconds(2))
    #expect(at(3).duration(to: at(1)) == .seconds(-2))
    #expect(at(0).duration(to: .distantFuture) == .nanoseconds(Int64.max))
    let extremes = SchedulerInstant(uptimeNanoseconds: .min).duration(to: .distantFuture)
    #expect(extremes == .nanoseconds(Int64.max) * 2 + .nanoseconds(1))
    #expect(SchedulerInstant(secondsSinceBoot: 12.25).secondsSinceBoot == 12.25)
  }
}
