import Foundation
import Testing
import TraceReplay

@Suite struct TraceReportTextTests {
  private static func report(_ text: String, sweep: IntervalSweep = .standard) throws -> String {
    TraceReportText.analysis(try TapTrace(parsing: text).analysis(sweep: sweep), sweep: sweep)
  }

  @Test func statesTheRuleOnceWithTheSweepRange() throws {
    let report = try Self.report("0 a\n")
    #expect(report.hasPrefix("How an interval is recommended:"))
    #expect(report.contains("(100 ms...1.5 s)"))
    #expect(report.components(separatedBy: "How an interval is recommended").count == 2)
  }

  @Test func drawsBothPeaksAndTheEmptyBandBetween() throws {
    let report = try Self.report(
      generatedTraceText(count: 80, accidental: 60...250, deliberate: 600...1_500, seed: 5))
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    let bar = { (label: String) in lines.first { $0.contains(" \(label)  ") }.map(String.init) }
    #expect(try #require(bar("100–200 ms")).contains("█"))
    #expect(try #require(bar("400–500 ms")).contains("█") == false)
    #expect(try #require(bar("900–1000 ms")).contains("█"))
    #expect(report.contains("high confidence"))
    #expect(report.contains("← recommended"))
    #expect(report.contains("deliberate lost"))
    #expect(report.contains("0 of"))
  }

  @Test func saysSoWhenAControlHasTooFewTaps() throws {
    let report = try Self.report("0 pay\n90 pay\n700 pay\n")
    #expect(report.contains("No recommendation: 3 taps are too few; at least 11 (10 gaps) are needed"))
    #expect(report.contains("pay                 none (too few taps)"))
    let single = try Self.report("0 pay\n")
    #expect(single.contains("1 tap is too few"))
    #expect(single.contains("No gaps: a single tap."))
  }

  @Test func saysWhyConfidenceIsLowWhenThePeaksOverlap() throws {
    let report = try Self.report(
      generatedTraceText(count: 200, accidental: 60...900, deliberate: 300...1_500, seed: 7)
    ).replacingOccurrences(of: "\n", with: " ")
    #expect(report.contains("low confidence"))
    #expect(report.contains("peaks overlap"))
    #expect(report.contains("the sweep's labelled counts show what each one gets wrong"))
  }

  @Test func saysWhyThereIsNoBandWhenEveryGapIsTheSame() throws {
    let text = (0..<12).map { "\($0 * 300) stepper" }.joined(separator: "\n")
    let report = try Self.report(text)
    #expect(report.contains("every gap is 300 ms, a single peak"))
    #expect(report.contains("confidence in any interval is low"))
  }

  @Test func leavesLabelColumnsOutForAnUnlabelledControl() throws {
    let report = try Self.report((0..<12).map { "\($0 * 700) a" }.joined(separator: "\n"))
    #expect(!report.contains("deliberate lost"))
    #expect(report.contains("label the taps") || report.contains("No recommendation"))
  }

  @Test func escapesControlNames() throws {
    let report = try Self.report("0 \u{1B}[2J\n")
    #expect(!report.unicodeScalars.contains("\u{1B}"))
  }

  @Test func keepsTheTotalsTableOfTheReplayedInterval() throws {
    let trace = try TapTrace(parsing: "0 pay\n90 pay\n700 pay\n")
    let totals = TraceReportText.totals(of: trace, from: "standard input", interval: .milliseconds(500))
    #expect(totals.hasPrefix("Replayed 3 taps from standard input with a 500 ms interval\n"))
    #expect(totals.contains("pay                 3       2         1\n"))
    #expect(totals.hasSuffix("1 of 3 taps would be dropped.\n"))
  }

  @Test func marksTheReplayedIntervalInTheSweep() throws {
    let trace = try TapTrace(parsing: "0 pay\n90 pay\n700 pay\n")
    let report = TraceReportText.analysis(
      trace.analysis(sweep: .standard, alsoReplaying: [.milliseconds(333)]), sweep: .standard,
      replayedInterval: .milliseconds(333))
    #expect(report.contains("  333 ms      2         1        ← replayed above"))
  }

  /// The issue's acceptance check: the sample trace's accidental repeats (60–250 ms) and
  /// deliberate re-taps (600–1,500 ms) give every control a recommendation inside the empty band,
  /// with both peaks in its histogram.
  @Test func theSampleTraceGetsARecommendationInsideTheEmptyBandForEveryControl() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let bytes = try Data(contentsOf: root.appendingPathComponent("Examples/sample-trace.txt"))
    let trace = try TapTrace(parsing: bytes)
    #expect(trace.taps.count == 200)
    #expect(trace.taps.count { $0.label == .accidental } == 48)
    let analyses = trace.analysis(sweep: .standard)
    #expect(analyses.count == 5)
    for analysis in analyses {
      guard case .interval(let recommended) = analysis.recommendation else {
        Issue.record("\(analysis.control): \(analysis.recommendation)")
        continue
      }
      #expect(recommended.nanoseconds > recommended.shorterGap && recommended.nanoseconds <= recommended.longerGap)
      #expect(recommended.shorterGap <= ms(250) && recommended.longerGap >= ms(600))
      #expect(recommended.confidence == .high)
      #expect(analysis.recommendedRow?.mistakes == 0)
      let buckets = analysis.histogram.buckets
      #expect(buckets.contains { $0.lower < ms(300) && $0.count > 0 })
      #expect(buckets.contains { $0.lower >= ms(600) && $0.count > 0 })
      #expect(buckets.filter { $0.lower >= ms(300) && $0.lower < ms(600) }.allSatisfy { $0.count == 0 })
    }
  }
}
