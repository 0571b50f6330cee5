import Testing
import TraceReplay

@Suite struct SweepRowTests {
  private static func taps(_ text: String) throws -> ControlTaps {
    try #require(try TapTrace(parsing: text).controls.first)
  }

  @Test func countsDeliberateTapsLostAndAccidentalTapsLetThrough() throws {
    let taps = try Self.taps("0 pay deliberate\n120 pay accidental\n700 pay deliberate\n1000 pay deliberate\n")
    let short = SweepRow(scoring: taps, interval: .milliseconds(100))
    #expect(short.accepted == 4 && short.dropped == 0)
    #expect(short.deliberateLost == 0 && short.accidentalLetThrough == 1)
    let middle = SweepRow(scoring: taps, interval: .milliseconds(300))
    #expect(middle.accepted == 3 && middle.dropped == 1)
    #expect(middle.mistakes == 0)
    let long = SweepRow(scoring: taps, interval: .milliseconds(800))
    #expect(long.accepted == 2 && long.deliberateLost == 1 && long.accidentalLetThrough == 0)
  }

  @Test func measuresFromTheLastAcceptedTapNotThePreviousOne() throws {
    // Three accidental repeats 200 ms apart: at 390 ms the third is 400 ms after the accepted
    // first and gets through.
    let taps = try Self.taps("0 a deliberate\n200 a accidental\n400 a accidental\n")
    let row = SweepRow(scoring: taps, interval: .milliseconds(390))
    #expect(row.accepted == 2 && row.accidentalLetThrough == 1)
  }

  @Test func acceptsATapExactlyOneIntervalLaterAndDropsOneNanosecondSooner() throws {
    let taps = try Self.taps("0 a\n299.999999 a deliberate\n600 a deliberate\n")
    let row = SweepRow(scoring: taps, interval: .milliseconds(300))
    #expect(row.accepted == 2 && row.deliberateLost == 1)
  }

  @Test func leavesUnlabelledTapsUnscored() throws {
    let taps = try Self.taps("0 a\n100 a\n200 a\n")
    let row = SweepRow(scoring: taps, interval: .milliseconds(150))
    #expect(row.dropped == 1 && row.mistakes == 0)
    #expect(taps.count(of: .accidental) == 0)
  }

  @Test func zeroIntervalAcceptsEverything() throws {
    let taps = try Self.taps("0 a\n0 a accidental\n1 a\n")
    #expect(SweepRow(scoring: taps, interval: .zero).accidentalLetThrough == 1)
  }
}
