import ControlThrottle
import ControlThrottleTesting
import Testing

/// A button converts its interval only when it changes: each tap still decides with the interval it
/// passes, and a bad one still traps.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct ButtonThrottleIntervalTests {
  let scheduler = VirtualScheduler()

  /// The instant `milliseconds` after zero, plus `nanoseconds`.
  private func instant(milliseconds: Int64, nanoseconds: Int64 = 0) -> SchedulerInstant {
    SchedulerInstant(uptimeNanoseconds: milliseconds * 1_000_000 + nanoseconds)
  }

  // Fails if a tap decides with the interval of an earlier tap: each accepted tap must arm the
  // window it passes, however often the interval changes and changes back.
  @Test func anIntervalChangedBackAndForthArmsTheWindowEachTapPasses() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    #expect(throttle.tap(interval: .seconds(1)) == .accepted)
    #expect(throttle.ignoreUntil == instant(milliseconds: 1_000))
    scheduler.advance(to: instant(milliseconds: 1_000))
    #expect(throttle.tap(interval: .zero) == .unthrottled(.intervalIsZero))
    #expect(throttle.tap(interval: .milliseconds(300)) == .accepted)
    #expect(throttle.ignoreUntil == instant(milliseconds: 1_300))
    scheduler.advance(to: instant(milliseconds: 1_300))
    #expect(throttle.tap(interval: .seconds(1)) == .accepted)
    #expect(throttle.ignoreUntil == instant(milliseconds: 2_300))
  }

  // Fails if the converted interval is keyed on anything coarser than the duration itself: half a
  // nanosecond after a zero interval is still a window, rounded up to one nanosecond, not "off".
  @Test func aSubNanosecondIntervalAfterAZeroOneArmsAOneNanosecondWindow() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    #expect(throttle.tap(interval: .zero) == .unthrottled(.intervalIsZero))
    #expect(throttle.tap(interval: .nanoseconds(1) / 2) == .accepted)
    #expect(throttle.ignoreUntil == instant(milliseconds: 0, nanoseconds: 1))
    #expect(throttle.tap(interval: .nanoseconds(1) / 2) == .dropped(.insideInterval(remaining: .nanoseconds(1))))
  }

  // Fails if intervals are told apart by their low 64 bits of attoseconds only: 2^64 attoseconds
  // (about 18.4 s) has the low word of zero.
  @Test func anIntervalThatDiffersFromTheLastOnlyAboveSixtyFourBitsOfAttosecondsIsConverted() {
    let throttle = ButtonThrottle(scheduler: scheduler)
    let twoToTheSixtyFourAttoseconds = Duration(secondsComponent: 18, attosecondsComponent: 446_744_073_709_551_616)
    #expect(throttle.tap(interval: .zero) == .unthrottled(.intervalIsZero))
    #expect(throttle.tap(interval: twoToTheSixtyFourAttoseconds) == .accepted)
    #expect(throttle.ignoreUntil == SchedulerInstant(uptimeNanoseconds: 18_446_744_074))
  }

  // Fails if only the first interval is checked: a negative one after valid ones is still a
  // programmer error.
  @Test func aNegativeIntervalAfterValidOnesIsStillAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let throttle = ButtonThrottle()
        _ = throttle.tap(interval: .seconds(1))
        _ = throttle.tap(interval: .zero)
        _ = throttle.tap(interval: .seconds(-1))
      }
    }
    #expect(standardError(of: result).contains("ButtonThrottle interval is negative"))
  }
}
