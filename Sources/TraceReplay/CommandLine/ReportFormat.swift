/// How the replayer writes its report.
package enum ReportFormat: Hashable, Sendable {
  /// Tables and histograms for a terminal.
  case text
  /// JSON Lines (`--json`): one JSON object per control, one per line.
  case jsonLines
}
