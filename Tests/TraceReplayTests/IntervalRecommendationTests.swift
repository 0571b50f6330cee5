import Testing
import TraceReplay

@Suite struct IntervalRecommendationTests {
  private static let sweep = IntervalSweep.standard

  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func recommendsAnIntervalInsideTheEmptyBandBetweenWellSeparatedPeaks(seed: UInt64) throws {
    let text = generatedTraceText(count: 60, accidental: 60...250, deliberate: 600...1_500, seed: seed)
    let taps = try #require(try TapTrace(parsing: text).controls.first)
    let gaps = taps.gaps
    let accidentalGaps = zip(gaps, taps.labels.dropFirst()).filter { $0.1 == .accidental }.map(\.0)
    let deliberateGaps = zip(gaps, taps.labels.dropFirst()).filter { $0.1 == .deliberate }.map(\.0)
    guard case .interval(let recommended) = IntervalRecommendation(gaps: gaps, within: Self.sweep) else {
      Issue.record("no recommendation for seed \(seed)")
      return
    }
    #expect(recommended.nanoseconds > accidentalGaps.max()!)
    #expect(recommended.nanoseconds <= deliberateGaps.min()!)
    #expect(recommended.shorterGap == accidentalGaps.max())
    #expect(recommended.longerGap == deliberateGaps.min())
    #expect(recommended.confidence == .high)
    #expect(recommended.nearBoundary == 0)
  }

  @Test func takesTheGeometricMiddleOfTheBandRoundedToTenMilliseconds() {
    let gaps = [100, 150, 200, 250, 600, 700, 800, 900, 1_000, 1_100].map { ms($0) }
    let recommendation = IntervalRecommendation(gaps: gaps, within: Self.sweep)
    // √(250 × 600) = 387.3 ms.
    #expect(recommendation.interval == .milliseconds(390))
  }

  @Test func judgesBandsByRatioNotByDifference() {
    // 200 → 600 ms is × 3; 1 → 1.45 s is 450 ms wide but only × 1.45.
    let gaps = [100, 150, 200, 600, 700, 800, 900, 1_000, 1_450, 1_450].map { ms($0) }
    let recommendation = IntervalRecommendation(gaps: gaps, within: Self.sweep)
    #expect(recommendation.interval == .milliseconds(350))
  }

  @Test func saysConfidenceIsLowWhenThePeaksOverlap() throws {
    let text = generatedTraceText(count: 200, accidental: 60...900, deliberate: 300...1_500, seed: 7)
    let gaps = try #require(try TapTrace(parsing: text).controls.first).gaps
    guard case .interval(let recommended) = IntervalRecommendation(gaps: gaps, within: Self.sweep) else {
      Issue.record("overlapping peaks still have narrow bands between gap lengths")
      return
    }
    #expect(recommended.confidence == .low)
    #expect(recommended.nearBoundary * 5 > recommended.gaps)
  }

  @Test(arguments: [0, 1, 2, 10])
  func saysTooFewTapsBelowElevenTaps(taps: Int) {
    let gaps = Array(repeating: ms(100), count: max(taps - 1, 0))
    #expect(IntervalRecommendation(gaps: gaps, within: Self.sweep) == .tooFewTaps(taps: max(taps, 1), needed: 11))
  }

  @Test func recommendsFromElevenTaps() {
    let gaps = [100, 120, 140, 160, 800, 900, 1_000, 1_100, 1_200, 1_300].map { ms($0) }
    #expect(IntervalRecommendation(gaps: gaps, within: Self.sweep).interval != nil)
  }

  @Test func findsNoBandWhenEveryGapIsTheSame() {
    let recommendation = IntervalRecommendation(gaps: Array(repeating: ms(300), count: 20), within: Self.sweep)
    #expect(recommendation == .noEmptyBand(.oneGapLength(ms(300))))
  }

  @Test func findsNoBandWhenEveryGapIsOutsideTheRange() {
    let short = [40, 50, 60, 70, 80, 90, 100, 60, 50, 40].map { ms($0) }
    #expect(
      IntervalRecommendation(gaps: short, within: Self.sweep) == .noEmptyBand(.allAtOrBelowRange(longest: ms(100))))
    let long = [1_500, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000].map { ms($0) }
    #expect(
      IntervalRecommendation(gaps: long, within: Self.sweep) == .noEmptyBand(.allAtOrAboveRange(shortest: ms(1_500)))
    )
  }

  @Test func findsNoBandInARangeOfOneInterval() {
    let gaps = [100, 150, 200, 250, 600, 700, 800, 900, 1_000, 1_100].map { ms($0) }
    let sweep = IntervalSweep(lowest: .milliseconds(300), highest: .milliseconds(300), step: .milliseconds(1))
    #expect(IntervalRecommendation(gaps: gaps, within: sweep) == .noEmptyBand(.rangeTooNarrow))
  }

  @Test func looksOnlyInsideTheSweepRange() {
    // The widest band overall is 250 → 600 ms, but the sweep starts at 700 ms.
    let gaps = [100, 150, 200, 250, 600, 700, 800, 1_000, 1_050, 1_100].map { ms($0) }
    let sweep = IntervalSweep(lowest: .milliseconds(700), highest: .milliseconds(1_100), step: .milliseconds(100))
    guard case .interval(let recommended) = IntervalRecommendation(gaps: gaps, within: sweep) else {
      Issue.record("expected a recommendation")
      return
    }
    #expect(recommended.shorterGap == ms(800) && recommended.longerGap == ms(1_000))
    #expect(recommended.nanoseconds > ms(800) && recommended.nanoseconds <= ms(1_000))
  }

  @Test func copesWithZeroAndHugeGaps() {
    let gaps: [Int64] = [0, 0, 0, ms(80), ms(90), ms(700), ms(800), ms(900), .max, .max]
    let recommendation = IntervalRecommendation(gaps: gaps, within: Self.sweep)
    guard case .interval(let recommended) = recommendation else {
      Issue.record("expected a recommendation, got \(recommendation)")
      return
    }
    #expect(recommended.shorterGap == ms(90) && recommended.longerGap == ms(700))
    let zeroLow = IntervalSweep(lowest: .zero, highest: .seconds(1), step: .milliseconds(100))
    #expect(IntervalRecommendation(gaps: gaps, within: zeroLow).interval != nil)
  }

  @Test func keepsTheIntervalInsideABandTooNarrowToRound() {
    let gaps = [100, 100, 100, 100, 100, 900, 900, 900, 900, 900].map { ms($0) } + [ms(400) + 1, ms(400) + 3]
    let sweep = IntervalSweep(lowest: .milliseconds(400), highest: .nanoseconds(ms(400) + 2), step: .nanoseconds(1))
    guard case .interval(let recommended) = IntervalRecommendation(gaps: gaps, within: sweep) else {
      Issue.record("expected a recommendation")
      return
    }
    #expect(recommended.nanoseconds > recommended.shorterGap && recommended.nanoseconds <= recommended.longerGap)
    #expect(recommended.nanoseconds >= ms(400) && recommended.nanoseconds <= ms(400) + 2)
  }

  @Test(arguments: [
    (near: 0, total: 20, confidence: RecommendationConfidence.high),
    (near: 1, total: 20, confidence: .high),
    (near: 2, total: 20, confidence: .medium),
    (near: 4, total: 20, confidence: .medium),
    (near: 5, total: 20, confidence: .low),
    (near: 20, total: 20, confidence: .low),
  ])
  func gradesConfidenceByTheShareOfTapsNearTheInterval(near: Int, total: Int, confidence: RecommendationConfidence) {
    #expect(RecommendationConfidence(near: near, of: total) == confidence)
  }
}

@Suite struct IntervalRecommendationPeakTests {
  @Test func prefersABandWithAPeakOnEachSide() {
    // 100 → 250 ms is the widest band (× 2.5) but has one gap below it; 300 → 650 ms (× 2.2)
    // has three.
    let gaps = [100, 250, 270, 300, 650, 700, 750, 800, 850, 900, 950, 1_000].map { ms($0) }
    guard case .interval(let recommended) = IntervalRecommendation(gaps: gaps, within: .standard) else {
      Issue.record("expected a recommendation")
      return
    }
    #expect(recommended.shorterGap == ms(300) && recommended.longerGap == ms(650))
    #expect(recommended.liesBetweenTwoPeaks)
  }

  @Test func saysConfidenceIsLowWhenOneSideIsTooThinToBeAPeak() {
    let gaps: [Int64] = [150] + Array(repeating: 800, count: 10)
    guard case .interval(let recommended) = IntervalRecommendation(gaps: gaps.map { ms($0) }, within: .standard)
    else {
      Issue.record("expected a recommendation")
      return
    }
    #expect(!recommended.liesBetweenTwoPeaks)
    #expect(recommended.gapsBelow == 1)
    #expect(recommended.confidence == .low)
  }

  @Test(arguments: [(gaps: 10, peak: 2), (gaps: 39, peak: 2), (gaps: 41, peak: 3), (gaps: 200, peak: 10)])
  func needsFivePercentOfTheGapsAndAtLeastTwoForAPeak(gaps: Int, peak: Int) {
    #expect(IntervalRecommendation.minimumPeak(of: gaps) == peak)
  }
}
