/// The replayer's report for a terminal: totals at one interval, then per control a gap
/// histogram, a recommended interval with its confidence, and the sweep.
///
/// Pure functions of the analysis, returning the text to print: nothing here writes anywhere.
/// Control names are escaped (see ``TraceText``), so a trace cannot send escape sequences to the
/// terminal.
package enum TraceReportText {
  /// The widest histogram bar, in characters.
  package static let barWidth = 40

  /// How many taps each control accepts and drops at `interval`.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - sourceName: How the trace's source is named: a quoted path or `standard input`.
  ///   - interval: The interval to replay.
  /// - Returns: The lines, each ending with a newline.
  package static func totals(of trace: TapTrace, from sourceName: String, interval: Duration) -> String {
    let summaries = trace.replay(interval: interval)
    var lines = [
      "Replayed \(trace.taps.count) taps from \(sourceName) with a \(DurationText.describe(interval)) interval"
    ]
    lines.append("")
    lines.append(column("control", 20) + column("taps", 8) + column("accepted", 10) + "dropped")
    for summary in summaries {
      lines.append(
        column(TraceText.escaped(summary.control, limit: 40), 20) + column("\(summary.entries.count)", 8)
          + column("\(summary.accepted)", 10) + "\(summary.dropped)"
      )
    }
    let total = summaries.reduce(0) { $0 + $1.dropped }
    lines.append("")
    lines.append("\(total) of \(trace.taps.count) taps would be dropped.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rule every recommendation follows, in words, for `sweep`'s range.
  package static func rule(for sweep: IntervalSweep) -> String {
    """
    How an interval is recommended: a control's gaps (the time from each tap to its next) are \
    sorted, and the widest empty band between two neighbouring gap lengths inside the sweep range \
    (\(range(of: sweep))), measured as the ratio of its ends, with at least 5% of the gaps on each \
    side, is taken to separate accidental repeats (below it) from deliberate re-taps (above it). \
    The recommendation is the band's middle on that scale, its ends' geometric mean, rounded to \
    10 ms. Confidence is the share of taps whose gap lies within ×1.5 of the interval: high up to \
    5%, medium up to 20%, low above. A control needs \(IntervalRecommendation.minimumTaps) taps \
    for a recommendation.
    """
  }

  /// The per-control analysis: the rule once, then each control's histogram, recommendation and
  /// sweep.
  ///
  /// - Parameters:
  ///   - analyses: One analysis per control.
  ///   - sweep: The sweep they were made with.
  ///   - replayedInterval: The interval of the totals above, marked in each sweep.
  /// - Returns: The lines, each ending with a newline.
  package static func analysis(
    _ analyses: [ControlAnalysis],
    sweep: IntervalSweep,
    replayedInterval: Duration? = nil
  ) -> String {
    var lines = [wrapped(rule(for: sweep), width: 100)]
    for analysis in analyses {
      lines.append("")
      lines += section(analysis, sweep: sweep, replayedInterval: replayedInterval)
    }
    if !analyses.isEmpty {
      lines.append("")
      lines += summary(analyses)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per control: its recommended interval, confidence and band.
  static func summary(_ analyses: [ControlAnalysis]) -> [String] {
    var lines = ["Recommended intervals:"]
    lines.append("  " + column("control", 20) + column("interval", 11) + column("confidence", 12) + "empty band")
    for analysis in analyses {
      let name = column(TraceText.escaped(analysis.control, limit: 40), 20)
      switch analysis.recommendation {
      case .interval(let recommended):
        lines.append(
          "  " + name + column(DurationText.describe(recommended.nanoseconds), 11)
            + column(recommended.confidence.rawValue, 12)
            + "\(DurationText.describe(recommended.shorterGap))–\(DurationText.describe(recommended.longerGap))"
        )
      case .tooFewTaps:
        lines.append("  " + name + "none (too few taps)")
      case .noEmptyBand:
        lines.append("  " + name + "none (no empty band in the sweep range)")
      }
    }
    return lines
  }

  /// One control's section.
  static func section(_ analysis: ControlAnalysis, sweep: IntervalSweep, replayedInterval: Duration?) -> [String] {
    let name = TraceText.escaped(analysis.control, limit: 40)
    var heading = "== \(name): \(analysis.taps) \(analysis.taps == 1 ? "tap" : "taps")"
    if analysis.isLabelled {
      heading += " (labelled: \(analysis.accidentalTaps) accidental, \(analysis.deliberateTaps) deliberate)"
    }
    var lines = [heading]
    lines += histogram(analysis)
    lines.append(recommendation(analysis, sweep: sweep))
    lines.append("Sweep \(range(of: sweep)), step \(DurationText.describe(sweep.step)):")
    lines += rows(analysis, replayedInterval: replayedInterval)
    if let row = analysis.recommendedRow, analysis.isLabelled {
      lines.append(
        "At \(DurationText.describe(row.interval)), \(row.deliberateLost) of \(analysis.deliberateTaps) deliberate "
          + "taps are lost and \(row.accidentalLetThrough) of \(analysis.accidentalTaps) accidental taps get through."
      )
    }
    return lines
  }

  /// The gap histogram's lines.
  static func histogram(_ analysis: ControlAnalysis) -> [String] {
    guard analysis.gaps > 0 else { return ["No gaps: a single tap."] }
    let buckets = analysis.histogram.buckets
    let labels = buckets.map { bucket in
      if let upper = bucket.upper {
        return "\(DurationText.milliseconds(bucket.lower))–\(DurationText.milliseconds(upper)) ms"
      }
      return "≥ \(DurationText.milliseconds(bucket.lower)) ms"
    }
    let labelWidth = labels.map(\.count).max() ?? 0
    let largest = max(analysis.histogram.largestCount, 1)
    var lines = ["Gaps to the previous tap (\(analysis.gaps)):"]
    for (bucket, label) in zip(buckets, labels) {
      let length = bucket.count == 0 ? 0 : max(1, (bucket.count * barWidth + largest / 2) / largest)
      let bar = String(repeating: "█", count: length) + String(repeating: " ", count: barWidth - length)
      let padding = String(repeating: " ", count: labelWidth - label.count)
      lines.append("  \(padding)\(label)  \(bar) \(bucket.count)")
    }
    return lines
  }

  /// The recommendation, or why there is none, as one paragraph.
  static func recommendation(_ analysis: ControlAnalysis, sweep: IntervalSweep) -> String {
    wrapped(recommendationSentence(analysis, sweep: sweep), width: 100)
  }

  /// The recommendation, or why there is none, unwrapped; also the JSON report's `summary`.
  package static func recommendationSentence(_ analysis: ControlAnalysis, sweep: IntervalSweep) -> String {
    switch analysis.recommendation {
    case .interval(let recommended):
      let near = RecommendationConfidence.nearRange(around: recommended.nanoseconds)
      let nearText =
        "\(DurationText.describe(wholeMilliseconds(near.lowerBound)))–"
        + DurationText.describe(wholeMilliseconds(near.upperBound))
      let share =
        "\(recommended.nearBoundary) of \(recommended.gaps) taps"
        + (recommended.nearBoundary == 0 ? "" : " (\(percent(recommended.nearBoundary, of: recommended.gaps)))")
      var sentence =
        "Recommended: \(DurationText.describe(recommended.nanoseconds)), \(recommended.confidence.rawValue) "
        + "confidence: \(share) have a gap within ×1.5 of it (\(nearText)). The widest empty band runs from "
        + "\(DurationText.describe(recommended.shorterGap)) to \(DurationText.describe(recommended.longerGap))."
      if !recommended.liesBetweenTwoPeaks {
        let fewer = min(recommended.gapsBelow, recommended.gapsAbove)
        let side = recommended.gapsBelow < recommended.gapsAbove ? "below" : "above"
        sentence +=
          " Only \(fewer) of \(recommended.gaps) gaps lie \(side) it, fewer than the "
          + "\(IntervalRecommendation.minimumPeak(of: recommended.gaps)) a peak needs, so it may be the edge of one "
          + "peak rather than the gap between two: confidence is low."
      } else if recommended.confidence == .low {
        sentence +=
          " So many gaps near the interval mean the accidental and deliberate peaks overlap: no interval "
          + (analysis.isLabelled
            ? "separates them, and the sweep's labelled counts show what each one gets wrong."
            : "separates them; label the taps to see what each interval gets wrong.")
      }
      return sentence
    case .tooFewTaps(let taps, let needed):
      return "No recommendation: \(taps) \(taps == 1 ? "tap is" : "taps are") too few; at least \(needed) "
        + "(\(needed - 1) gaps) are needed to show where accidental repeats end and deliberate re-taps begin."
    case .noEmptyBand(.oneGapLength(let gap)):
      return "No recommendation: every gap is \(DurationText.describe(gap)), a single peak with nothing to "
        + "separate it from, so confidence in any interval is low."
    case .noEmptyBand(.allAtOrBelowRange(let longest)):
      return "No recommendation: every gap is at most \(DurationText.describe(longest)), at or below the sweep's "
        + "lowest interval (\(DurationText.describe(sweep.lowest))), so no deliberate re-taps show in the range; "
        + "start the sweep lower."
    case .noEmptyBand(.allAtOrAboveRange(let shortest)):
      return "No recommendation: every gap is at least \(DurationText.describe(shortest)), at or above the sweep's "
        + "highest interval (\(DurationText.describe(sweep.highest))), so no accidental repeats show in the range; "
        + "any interval up to \(DurationText.describe(shortest)) keeps every one of these taps."
    case .noEmptyBand(.rangeTooNarrow):
      return "No recommendation: the sweep range (\(range(of: sweep))) is too narrow to hold a band; widen it."
    }
  }

  /// The sweep table's lines.
  static func rows(_ analysis: ControlAnalysis, replayedInterval: Duration?) -> [String] {
    var header = "  " + column("interval", 12) + column("accepted", 10) + column("dropped", 9)
    if analysis.isLabelled { header += column("deliberate lost", 17) + column("accidental let through", 24) }
    var lines = [header.trimmingTrailingSpaces]
    let recommended = analysis.recommendation.interval
    for row in analysis.rows {
      var line =
        "  " + column(DurationText.describe(row.interval), 12) + column("\(row.accepted)", 10)
        + column("\(row.dropped)", 9)
      if analysis.isLabelled {
        line += column("\(row.deliberateLost)", 17) + column("\(row.accidentalLetThrough)", 24)
      }
      var marks: [String] = []
      if row.interval == recommended { marks.append("recommended") }
      if row.interval == replayedInterval { marks.append("replayed above") }
      if !marks.isEmpty { line += "← " + marks.joined(separator: ", ") }
      lines.append(line.trimmingTrailingSpaces)
    }
    return lines
  }

  /// `100 ms...1.5 s`.
  static func range(of sweep: IntervalSweep) -> String {
    "\(DurationText.describe(sweep.lowest))...\(DurationText.describe(sweep.highest))"
  }

  /// `text` padded with spaces to `width` characters, or followed by one space if it is longer.
  static func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  /// `nanoseconds` rounded to whole milliseconds, for prose; below 1 ms, to whole microseconds.
  static func wholeMilliseconds(_ nanoseconds: Double) -> Int64 {
    let unit = nanoseconds < 1e6 ? 1e3 : 1e6
    return Int64(min((nanoseconds / unit).rounded() * unit, 9.2e18))
  }

  /// `part` as a whole percentage of `whole`, at least 1% when `part` is not zero.
  static func percent(_ part: Int, of whole: Int) -> String {
    "\(max(part * 100 / max(whole, 1), part > 0 ? 1 : 0))%"
  }

  /// `text` broken at spaces into lines of at most `width` characters.
  static func wrapped(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      // A unit stays on the line of its number: `1.5 s`, never `1.5` and `s` apart.
      let isUnit = ["ms", "s"].contains { unit in
        word.hasPrefix(unit) && word.dropFirst(unit.count).first.map { !$0.isLetter } ?? true
      }
      if !line.isEmpty && !isUnit && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string without spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var result = self
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}
