import Testing
import TraceReplay

@Suite struct IntervalSweepTests {
  @Test func includesBothEndsEvenOffTheStep() {
    let sweep = IntervalSweep(lowest: .milliseconds(200), highest: .seconds(1), step: .milliseconds(300))
    #expect(sweep.intervals == [.milliseconds(200), .milliseconds(500), .milliseconds(800), .seconds(1)])
    #expect(sweep.count == 4)
  }

  @Test func theStandardSweepRunsFrom100MillisecondsTo1point5SecondsIn100MillisecondSteps() {
    let sweep = IntervalSweep.standard
    #expect(sweep.step == .milliseconds(100))
    #expect(sweep.intervals.first == .milliseconds(100) && sweep.intervals.last == .milliseconds(1_500))
    #expect(sweep.count == 15)
  }

  @Test func aRangeOfOneIntervalHasOneRow() {
    #expect(IntervalSweep(lowest: .milliseconds(300), highest: .milliseconds(300)).intervals == [.milliseconds(300)])
  }

  @Test(arguments: [
    (minimum: Int64(0), step: Int64(1)),
    (minimum: 1, step: 1),
    (minimum: 3, step: 5),
    (minimum: 11, step: 20),
    (minimum: 21, step: 25),
    (minimum: 53_333_333, step: 100_000_000),
    (minimum: 93_333_333, step: 100_000_000),
    (minimum: 100_000_001, step: 200_000_000),
    (minimum: .max / 2, step: 5_000_000_000_000_000_000),
    (minimum: 6_000_000_000_000_000_000, step: .max),
  ])
  func roundsStepsUpToOneTwoTwoAndAHalfOrFive(minimum: Int64, step: Int64) {
    #expect(IntervalSweep.roundStep(atLeast: minimum) == step)
  }
}
