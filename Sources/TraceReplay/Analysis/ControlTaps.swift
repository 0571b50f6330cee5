/// One control's taps from a trace, as the analysis reads them: times and labels in trace order.
package struct ControlTaps: Hashable, Sendable {
  /// The control's name.
  package var control: String
  /// Each tap's time in nanoseconds, in trace order.
  package var instants: [Int64]
  /// Each tap's label, `nil` where the line has none; as many as ``instants``.
  package var labels: [TapLabel?]

  /// Creates a control's taps.
  ///
  /// - Precondition: `labels` has one entry per instant.
  package init(control: String, instants: [Int64], labels: [TapLabel?]) {
    precondition(labels.count == instants.count, "Give one label (or nil) per instant.")
    self.control = control
    self.instants = instants
    self.labels = labels
  }

  /// The time from each tap to the next, in nanoseconds: one fewer than the taps.
  ///
  /// A parsed trace keeps each control's taps in time order; a gap that would be negative (taps
  /// built by hand out of order) counts as zero, and one beyond the 64-bit range as the largest.
  package var gaps: [Int64] {
    zip(instants, instants.dropFirst()).map { earlier, later in
      let (gap, overflow) = later.subtractingReportingOverflow(earlier)
      return overflow ? (later > earlier ? .max : 0) : max(gap, 0)
    }
  }

  /// How many taps carry `label`.
  package func count(of label: TapLabel) -> Int {
    labels.count { $0 == label }
  }
}
