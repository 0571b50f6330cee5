import ControlThrottle

/// The interval one control's gaps suggest, or why they suggest none.
///
/// The rule: sort the gaps between the control's consecutive taps, and look at every empty band
/// between two neighbouring gap lengths that overlaps the sweep range and has a peak on each side:
/// at least ``minimumPeakShare`` of the gaps, and at least two, below it and above it. The widest
/// such band, measured as the ratio of its ends within the range (so 250 → 600 ms, × 2.4, beats
/// 1 → 1.4 s, × 1.4), separates the accidental repeats below it from the deliberate re-taps above
/// it; the recommendation is its middle on that scale, the geometric mean of its ends, rounded to
/// 10 ms where that stays inside the band. Any interval in the band drops every gap below it and
/// keeps every gap above it, so the middle leaves the most room either way. When no band has a
/// peak on each side, the widest band of all is taken, with low confidence.
///
/// Ratios rather than differences, because timing varies in proportion: a person whose
/// re-taps take about a second varies by a few hundred milliseconds, one who repeats by accident
/// after 80 ms varies by tens. A band's lower end counts as at least 1 ms, so a gap of zero does
/// not make every band above it infinitely wide.
package enum IntervalRecommendation: Hashable, Sendable {
  /// An interval, with the band it sits in and how far to trust it.
  case interval(Recommended)
  /// Fewer than ``minimumTaps`` taps: too few to show two peaks.
  case tooFewTaps(taps: Int, needed: Int)
  /// No empty band between two gap lengths overlaps the sweep range.
  case noEmptyBand(NoEmptyBandReason)

  /// The fewest taps a control needs for a recommendation: ten gaps.
  package static let minimumTaps = 11

  /// The share of a control's gaps that must lie on each side of a band for it to lie between two
  /// peaks, rather than in the thin edge of one: 5%.
  package static let minimumPeakShare = 0.05

  /// How many gaps a peak needs among `gaps`: ``minimumPeakShare`` of them, and at least two.
  package static func minimumPeak(of gaps: Int) -> Int {
    max(2, Int((Double(gaps) * minimumPeakShare).rounded(.up)))
  }

  /// A recommended interval.
  package struct Recommended: Hashable, Sendable {
    /// The interval, in nanoseconds.
    package var nanoseconds: Int64
    /// The longest gap below the band, in nanoseconds: the band's lower edge.
    package var shorterGap: Int64
    /// The shortest gap above the band, in nanoseconds: the band's upper edge.
    package var longerGap: Int64
    /// How many gaps lie below the band: the shorter peak.
    package var gapsBelow: Int
    /// How many gaps lie above the band: the longer peak.
    package var gapsAbove: Int
    /// How many gaps lie within a factor of ``RecommendationConfidence/nearness`` of the interval.
    package var nearBoundary: Int
    /// How many gaps there are.
    package var gaps: Int
    /// How far to trust the interval: from ``nearBoundary``, and low when either side has fewer
    /// gaps than a peak needs (``IntervalRecommendation/minimumPeak(of:)``).
    package var confidence: RecommendationConfidence

    /// Whether both sides of the band hold enough gaps to be a peak.
    package var liesBetweenTwoPeaks: Bool {
      min(gapsBelow, gapsAbove) >= IntervalRecommendation.minimumPeak(of: gaps)
    }

    /// The interval.
    package var interval: Duration { .nanoseconds(nanoseconds) }
  }

  /// Why no band was found.
  package enum NoEmptyBandReason: Hashable, Sendable {
    /// Every gap has this one length, in nanoseconds: one peak, nothing to separate it from.
    case oneGapLength(Int64)
    /// Every gap is at or below the sweep's lowest interval; the longest is given, in nanoseconds.
    case allAtOrBelowRange(longest: Int64)
    /// Every gap is at or above the sweep's highest interval; the shortest is given, in
    /// nanoseconds.
    case allAtOrAboveRange(shortest: Int64)
    /// The sweep range is too narrow to hold a band (its ends are equal, or below 1 ms).
    case rangeTooNarrow
  }

  /// The recommended interval, if there is one.
  package var interval: Duration? {
    if case .interval(let recommended) = self { return recommended.interval }
    return nil
  }

  /// Applies the rule to one control's gaps, in nanoseconds, within `sweep`'s range.
  package init(gaps: [Int64], within sweep: IntervalSweep) {
    guard gaps.count + 1 >= Self.minimumTaps else {
      self = .tooFewTaps(taps: gaps.count + 1, needed: Self.minimumTaps)
      return
    }
    let sorted = gaps.sorted()
    let low = Nanoseconds.saturating(sweep.lowest)
    let high = Nanoseconds.saturating(sweep.highest)
    let floor = max(low, min(1_000_000, high))
    let peak = Self.minimumPeak(of: sorted.count)
    var best: Band?
    var bestBetweenPeaks: Band?
    for index in sorted.indices.dropLast() where sorted[index + 1] > sorted[index] {
      let lower = max(sorted[index], floor)
      let upper = min(sorted[index + 1], high)
      guard lower < upper else { continue }
      let band = Band(
        lower: lower, upper: upper, shorter: sorted[index], longer: sorted[index + 1],
        below: index + 1, above: sorted.count - index - 1
      )
      if band.ratio > best?.ratio ?? 0 { best = band }
      if min(band.below, band.above) >= peak && band.ratio > bestBetweenPeaks?.ratio ?? 0 { bestBetweenPeaks = band }
    }
    guard let band = bestBetweenPeaks ?? best else {
      self = .noEmptyBand(Self.reason(sorted: sorted, floor: floor, high: high))
      return
    }
    let middle = (Double(band.lower) * Double(band.upper)).squareRoot()
    let nanoseconds = Self.rounded(middle, inside: band.shorter...band.longer, range: low...high)
    let near = RecommendationConfidence.nearRange(around: nanoseconds)
    let nearBoundary = gaps.count { near.contains(Double($0)) }
    self = .interval(
      Recommended(
        nanoseconds: nanoseconds,
        shorterGap: band.shorter,
        longerGap: band.longer,
        gapsBelow: band.below,
        gapsAbove: band.above,
        nearBoundary: nearBoundary,
        gaps: gaps.count,
        confidence: bestBetweenPeaks == nil ? .low : RecommendationConfidence(near: nearBoundary, of: gaps.count)
      )
    )
  }

  /// An empty band between two neighbouring gap lengths, clipped to the range.
  private struct Band {
    var lower: Int64
    var upper: Int64
    var shorter: Int64
    var longer: Int64
    var below: Int
    var above: Int
    var ratio: Double { Double(upper) / Double(lower) }
  }

  /// `middle` rounded to 10 ms, else 1 ms, else 1 µs, else 1 ns: the first that is above the
  /// shorter gap, at most the longer one, and inside the range.
  private static func rounded(_ middle: Double, inside band: ClosedRange<Int64>, range: ClosedRange<Int64>) -> Int64 {
    for unit in [10_000_000, 1_000_000, 1_000, 1] as [Double] {
      let candidate = Int64(min((middle / unit).rounded() * unit, 9.2e18))
      if candidate > band.lowerBound && candidate <= band.upperBound && range.contains(candidate) {
        return candidate
      }
    }
    // Only a band a nanosecond or so wide gets here; its upper edge within the range is inside.
    return min(band.upperBound, range.upperBound)
  }

  private static func reason(sorted: [Int64], floor: Int64, high: Int64) -> NoEmptyBandReason {
    guard let shortest = sorted.first, let longest = sorted.last, shortest != longest else {
      return .oneGapLength(sorted.first ?? 0)
    }
    if longest <= floor { return .allAtOrBelowRange(longest: longest) }
    if shortest >= high { return .allAtOrAboveRange(shortest: shortest) }
    return .rangeTooNarrow
  }
}
