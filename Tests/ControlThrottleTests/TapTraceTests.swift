import ControlThrottle
import Testing

@Suite struct TapTraceTests {
  @Test func parsesTapsSkippingBlankAndCommentLines() throws {
    let trace = try TapTrace(parsing: "# recorded\n0 pay\n\n  120.5\tpay  \n1210 back\n")
    #expect(trace.taps.map(\.control) == ["pay", "pay", "back"])
    #expect(trace.taps.map(\.line) == [2, 4, 5])
    #expect(trace.taps[1].instant == SchedulerInstant(uptimeNanoseconds: 120_500_000))
  }

  @Test(arguments: [
    (text: "0 pay\n12\n", line: 2),
    (text: "0 pay\nabc pay\n", line: 2),
    (text: "-5 pay\n", line: 1),
    (text: "nan pay\n", line: 1),
    (text: "inf pay\n", line: 1),
    (text: "# c\n\n0 pay extra\n", line: 3),
  ])
  func reportsTheFirstMalformedLine(text: String, line: Int) {
    #expect(throws: TapTrace.ParseError.self) { try TapTrace(parsing: text) }
    do {
      _ = try TapTrace(parsing: text)
    } catch {
      #expect(error.line == line)
      #expect(error.description.hasPrefix("line \(line): "))
    }
  }

  @Test func replaysEachControlThroughItsOwnWindow() throws {
    let trace = try TapTrace(parsing: "0 pay\n100 back\n300 pay\n500 pay\n600 back\n")
    let summaries = trace.replay(interval: .milliseconds(500))
    #expect(summaries.map(\.control) == ["pay", "back"])
    #expect(summaries[0].entries.map(\.decision.isAccepted) == [true, false, true])
    #expect(summaries[1].entries.map(\.decision.isAccepted) == [true, true])
    #expect(summaries[0].accepted == 2 && summaries[0].dropped == 1)
  }

  @Test func twoLinesWithTheSameTimeAreTwoTaps() throws {
    let summaries = try TapTrace(parsing: "40 pay\n40 pay\n").replay(interval: .milliseconds(500))
    #expect(summaries[0].entries.map(\.decision.isAccepted) == [true, false])
  }

  @Test func zeroIntervalDropsNothing() throws {
    let summaries = try TapTrace(parsing: "0 a\n0 a\n1 a\n").replay(interval: .zero)
    #expect(summaries[0].dropped == 0)
  }
}
