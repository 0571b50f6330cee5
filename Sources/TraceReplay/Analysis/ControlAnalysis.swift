import ControlThrottle

/// Everything the replayer reports about one control: its gaps, the interval they suggest, and
/// what each interval of the sweep does to its taps.
package struct ControlAnalysis: Hashable, Sendable {
  /// The control's name.
  package var control: String
  /// How many taps it has.
  package var taps: Int
  /// How many of its taps are labelled `accidental`.
  package var accidentalTaps: Int
  /// How many of its taps are labelled `deliberate`.
  package var deliberateTaps: Int
  /// The distribution of the gaps between its consecutive taps.
  package var histogram: GapHistogram
  /// The interval the gaps suggest.
  package var recommendation: IntervalRecommendation
  /// One row per interval: the sweep's, any asked for besides, and the recommended one; shortest
  /// first, each once.
  package var rows: [SweepRow]

  /// The shortest gap the histogram spreads its buckets over, whatever the sweep: 2 s.
  package static let shortestHistogramLimit: Duration = .seconds(2)

  /// Analyses one control's taps.
  ///
  /// - Parameters:
  ///   - taps: The control's taps.
  ///   - sweep: The intervals to replay, and the range a recommendation is looked for in.
  ///   - extraIntervals: Intervals replayed besides the sweep's, such as `--interval`'s.
  package init(taps: ControlTaps, sweep: IntervalSweep, alsoReplaying extraIntervals: [Duration] = []) {
    let gaps = taps.gaps
    let recommendation = IntervalRecommendation(gaps: gaps, within: sweep)
    var intervals = Set(sweep.intervals).union(extraIntervals)
    if let interval = recommendation.interval { intervals.insert(interval) }
    let limit = max(Self.shortestHistogramLimit, sweep.highest)
    self.control = taps.control
    self.taps = taps.instants.count
    self.accidentalTaps = taps.count(of: .accidental)
    self.deliberateTaps = taps.count(of: .deliberate)
    self.histogram = GapHistogram(gaps: gaps, limit: max(Nanoseconds.saturating(limit), 1))
    self.recommendation = recommendation
    self.rows = intervals.sorted().map { SweepRow(scoring: taps, interval: $0) }
  }

  /// How many gaps the histogram counts: one fewer than the taps.
  package var gaps: Int { max(taps - 1, 0) }

  /// Whether any tap carries a label, so that the rows' mistakes mean something.
  package var isLabelled: Bool { accidentalTaps + deliberateTaps > 0 }

  /// The row of the recommended interval, if there is one.
  package var recommendedRow: SweepRow? {
    recommendation.interval.flatMap { interval in rows.first { $0.interval == interval } }
  }
}
