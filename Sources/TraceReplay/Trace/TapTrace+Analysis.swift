extension TapTrace {
  /// Analyses every control's taps: gaps, a recommended interval, and a sweep of intervals.
  ///
  /// - Parameters:
  ///   - sweep: The intervals to replay, and the range a recommendation is looked for in.
  ///   - extraIntervals: Intervals replayed besides the sweep's, such as `--interval`'s.
  /// - Returns: One analysis per control, in order of each control's first tap.
  package func analysis(sweep: IntervalSweep, alsoReplaying extraIntervals: [Duration] = []) -> [ControlAnalysis] {
    controls.map { ControlAnalysis(taps: $0, sweep: sweep, alsoReplaying: extraIntervals) }
  }
}
