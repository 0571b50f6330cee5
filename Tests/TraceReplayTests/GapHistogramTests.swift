import Testing
import TraceReplay

@Suite struct GapHistogramTests {
  @Test func countsEachGapInItsBucketWithTheUpperEdgeInTheNext() {
    let histogram = GapHistogram(gaps: [0, ms(99), ms(100), ms(250), ms(700)], limit: ms(2_000))
    #expect(histogram.width == ms(100))
    #expect(histogram.buckets.map(\.count) == [2, 1, 1, 0, 0, 0, 0, 1])
    #expect(histogram.buckets.last?.upper == ms(800))
  }

  @Test func putsLongGapsInOneOpenEndedBucket() {
    let histogram = GapHistogram(gaps: [ms(50), ms(2_000), ms(60_000), .max], limit: ms(2_000))
    #expect(histogram.buckets.count == 2)
    #expect(histogram.buckets.last == GapHistogram.Bucket(lower: ms(2_000), upper: nil, count: 3))
    #expect(histogram.largestCount == 3)
  }

  @Test func hasNoBucketsWithoutGaps() {
    #expect(GapHistogram(gaps: [], limit: ms(2_000)).buckets.isEmpty)
  }

  @Test func copesWithTheLargestLimit() {
    let histogram = GapHistogram(gaps: [0, .max - 1, .max], limit: .max)
    #expect(histogram.buckets.map(\.count).reduce(0, +) == 3)
  }

  @Test func showsTwoPeaksAndTheEmptyBandBetweenThem() throws {
    let text = generatedTraceText(count: 200, accidental: 60...250, deliberate: 600...1_500, seed: 3)
    let gaps = try #require(try TapTrace(parsing: text).controls.first).gaps
    let buckets = GapHistogram(gaps: gaps, limit: ms(2_000)).buckets
    let count = { (range: Range<Int64>) in
      buckets.filter { range.contains($0.lower) }.map(\.count).reduce(0, +)
    }
    #expect(count(0..<ms(300)) > 0)
    #expect(count(ms(300)..<ms(600)) == 0)
    #expect(count(ms(600)..<ms(1_500)) > 0)
  }
}
