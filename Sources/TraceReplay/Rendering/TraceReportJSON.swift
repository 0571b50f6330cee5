import ControlThrottle

/// The replayer's report as JSON Lines (`--json`): one object per control, one per line.
///
/// Each object has these members, in this order; durations are exact milliseconds:
///
/// | Member | Value |
/// | --- | --- |
/// | `control` | the control's name |
/// | `taps`, `gaps` | how many taps, and gaps between them |
/// | `labelled` | `{"accidental": n, "deliberate": n}`, or `null` for an unlabelled control |
/// | `recommended_interval_ms` | the recommended interval, or `null` when there is none |
/// | `confidence` | `"high"`, `"medium"`, `"low"`, or `null` when there is no recommendation |
/// | `near_boundary_taps` | taps whose gap is within ×1.5 of the interval, or `null` |
/// | `band_ms` | `{"from": ms, "to": ms}`, the empty band the interval sits in, or `null` |
/// | `summary` | the recommendation, or why there is none, in words |
/// | `rule` | how the recommendation is made, in words |
/// | `histogram` | `[{"from_ms": ms, "to_ms": ms or null, "count": n}]` |
/// | `sweep` | `[{"interval_ms": ms, "accepted": n, "dropped": n, "deliberate_lost": n or null, "accidental_let_through": n or null}]` |
///
/// Every character outside printable ASCII is written as a `\u` escape, so the output is safe on
/// a terminal and reads back to the same strings.
package enum TraceReportJSON {
  /// One line per analysis, each ending with a newline.
  package static func lines(_ analyses: [ControlAnalysis], sweep: IntervalSweep) -> String {
    analyses.map { object($0, sweep: sweep) + "\n" }.joined()
  }

  /// One control's object, on one line.
  package static func object(_ analysis: ControlAnalysis, sweep: IntervalSweep) -> String {
    var members: [(String, String)] = [
      ("control", string(analysis.control)),
      ("taps", "\(analysis.taps)"),
      ("gaps", "\(analysis.gaps)"),
      (
        "labelled",
        analysis.isLabelled
          ? "{\"accidental\":\(analysis.accidentalTaps),\"deliberate\":\(analysis.deliberateTaps)}" : "null"
      ),
    ]
    if case .interval(let recommended) = analysis.recommendation {
      members += [
        ("recommended_interval_ms", milliseconds(recommended.nanoseconds)),
        ("confidence", string(recommended.confidence.rawValue)),
        ("near_boundary_taps", "\(recommended.nearBoundary)"),
        (
          "band_ms",
          "{\"from\":\(milliseconds(recommended.shorterGap)),\"to\":\(milliseconds(recommended.longerGap))}"
        ),
      ]
    } else {
      members += [
        ("recommended_interval_ms", "null"), ("confidence", "null"), ("near_boundary_taps", "null"),
        ("band_ms", "null"),
      ]
    }
    members.append(("summary", string(TraceReportText.recommendationSentence(analysis, sweep: sweep))))
    members.append(("rule", string(TraceReportText.rule(for: sweep))))
    let buckets = analysis.histogram.buckets.map { bucket in
      "{\"from_ms\":\(milliseconds(bucket.lower)),\"to_ms\":\(bucket.upper.map(milliseconds) ?? "null"),"
        + "\"count\":\(bucket.count)}"
    }
    members.append(("histogram", "[" + buckets.joined(separator: ",") + "]"))
    let rows = analysis.rows.map { row in
      let lost = analysis.isLabelled ? "\(row.deliberateLost)" : "null"
      let letThrough = analysis.isLabelled ? "\(row.accidentalLetThrough)" : "null"
      return "{\"interval_ms\":\(milliseconds(Nanoseconds.saturating(row.interval))),\"accepted\":\(row.accepted),"
        + "\"dropped\":\(row.dropped),\"deliberate_lost\":\(lost),\"accidental_let_through\":\(letThrough)}"
    }
    members.append(("sweep", "[" + rows.joined(separator: ",") + "]"))
    return "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  /// A JSON number of milliseconds, exact: `390`, `120.5`.
  static func milliseconds(_ nanoseconds: Int64) -> String {
    DurationText.milliseconds(nanoseconds)
  }

  /// A JSON string: printable ASCII as is, `"` and `\` escaped, everything else as `\u` escapes
  /// (UTF-16, so characters beyond the Basic Multilingual Plane take two).
  package static func string(_ text: String) -> String {
    var result = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x20...0x7E: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result + "\""
  }
}
