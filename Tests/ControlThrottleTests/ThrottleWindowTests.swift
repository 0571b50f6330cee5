import Testing

@testable import ControlThrottle

@Suite struct ThrottleWindowTests {
  private let second: Int64 = 1_000_000_000

  @Test func firstActionPassesAndArmsTheWindow() {
    var window = ThrottleWindow()
    #expect(window.decide(at: 10 * second, interval: second / 2, sameEventPasses: false) == nil)
    #expect(window.ignoreUntil == 10 * second + second / 2)
  }

  @Test(arguments: [
    (offset: Int64(-1), passes: false),  // 1 ns before the deadline
    (offset: 0, passes: true),  // exactly at the deadline
    (offset: 1, passes: true),
  ])
  func deadlineBoundary(offset: Int64, passes: Bool) {
    var window = ThrottleWindow()
    _ = window.decide(at: 0, interval: second, sameEventPasses: false)
    let result = window.decide(at: second + offset, interval: second, sameEventPasses: false)
    #expect((result == nil) == passes)
  }

  @Test func droppedActionsReportTheTimeLeftAndDoNotExtendTheWindow() {
    var window = ThrottleWindow()
    _ = window.decide(at: 0, interval: second, sameEventPasses: false)
    #expect(window.decide(at: second / 4, interval: second, sameEventPasses: false) == 3 * second / 4)
    #expect(window.decide(at: 3 * second / 4, interval: second, sameEventPasses: false) == second / 4)
    #expect(window.ignoreUntil == second)
    #expect(window.decide(at: second, interval: second, sameEventPasses: false) == nil)
  }

  @Test func zeroIntervalPassesEverything() {
    var window = ThrottleWindow()
    for instant in [0, 0, 1, 1, 2] as [Int64] {
      #expect(window.decide(at: instant, interval: 0, sameEventPasses: false) == nil)
    }
  }

  @Test func sameEventPassesOnlyWhenAllowed() {
    var window = ThrottleWindow()
    _ = window.decide(at: 5, interval: second, sameEventPasses: true)
    #expect(window.decide(at: 5, interval: second, sameEventPasses: true) == nil)
    #expect(window.decide(at: 5, interval: second, sameEventPasses: false) != nil)
    #expect(window.ignoreUntil == 5 + second)
  }

  @Test func anEarlierInstantPassesAndReArms() {
    var window = ThrottleWindow()
    _ = window.decide(at: 100 * second, interval: second, sameEventPasses: true)
    #expect(window.decide(at: 3 * second, interval: second, sameEventPasses: true) == nil)
    #expect(window.ignoreUntil == 4 * second)
    #expect(window.decide(at: 3 * second + 1, interval: second, sameEventPasses: true) != nil)
  }

  @Test func foreverIgnoresUntilReset() {
    var window = ThrottleWindow()
    _ = window.decide(at: 0, interval: Nanoseconds.forever, sameEventPasses: false)
    #expect(window.decide(at: .max - 1, interval: Nanoseconds.forever, sameEventPasses: false) == Nanoseconds.forever)
    window.reset()
    #expect(window.decide(at: .max - 1, interval: Nanoseconds.forever, sameEventPasses: false) == nil)
  }

  @Test func hugeIntervalsNearTheEndOfTimeSaturateInsteadOfTrapping() {
    var window = ThrottleWindow()
    #expect(window.decide(at: .max - 10, interval: .max - 1, sameEventPasses: false) == nil)
    #expect(window.ignoreUntil == .max)
  }
}

@Suite struct NanosecondsTests {
  @Test(arguments: [
    (seconds: 0.5, nanoseconds: Int64(500_000_000)),
    (seconds: 0, nanoseconds: 0),
    (seconds: .infinity, nanoseconds: .max),
    (seconds: 1e300, nanoseconds: .max),
    (seconds: 1e-9, nanoseconds: 1),
  ])
  func convertsConfiguredIntervals(seconds: Double, nanoseconds: Int64) {
    #expect(Nanoseconds.interval(seconds, "test") == nanoseconds)
  }

  @Test func negativeIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Nanoseconds.interval(-0.1, "test")
    }
    #expect(standardError(of: result).contains("is negative"))
  }

  @Test func nanIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Nanoseconds.interval(.nan, "test")
    }
    #expect(standardError(of: result).contains("is NaN"))
  }

  @Test func instantsClampInsteadOfOverflowing() {
    #expect(at(1).advanced(by: .infinity) == .distantFuture)
    #expect(at(1).advanced(by: 1e300) == .distantFuture)
    #expect(SchedulerInstant(uptimeNanoseconds: .max - 1).advanced(by: 1) == .distantFuture)
    #expect(at(1).duration(to: at(3)) == 2)
    #expect(at(3).duration(to: at(1)) == -2)
    #expect(at(0).duration(to: .distantFuture) == .infinity)
    #expect(SchedulerInstant(secondsSinceBoot: 12.25).secondsSinceBoot == 12.25)
  }
}
