extension RecordedInputs {
  /// Writes the entries, oldest first, in the replayer's trace format (``ThrottleRecorder/trace``):
  /// a control's times never go backwards in the file, as the replayer requires.
  func writeTrace(to output: inout some TextOutputStream) {
    let ordered = entriesOldestFirst
    let dropped = ordered.count(where: { !$0.decision.isAccepted })
    let inputs = ordered.count == 1 ? "1 input" : "\(ordered.count) inputs"
    output.write(
      "# ControlThrottle trace: the last \(inputs) of \(recorded) recorded, oldest first "
        + "(\(ordered.count - dropped) accepted, \(dropped) dropped); <milliseconds> <control>\n"
    )
    guard let earliest = ordered.lazy.map(\.instant).min() else { return }
    var latest = [UInt64](repeating: 0, count: labels.count)
    for entry in ordered {
      // The replayer reads times up to one nanosecond below `Int64.max`.
      let distance = min(UInt64(bitPattern: entry.instant &- earliest), UInt64(Int64.max - 1))
      let label = Int(entry.label)
      let time = max(distance, latest[label])
      latest[label] = time
      Self.writeMilliseconds(time, to: &output)
      output.write(" ")
      output.write(labels[label])
      output.write("\n")
    }
  }

  /// Writes `nanoseconds` as milliseconds: the whole part, then as many decimals as it needs.
  static func writeMilliseconds(_ nanoseconds: UInt64, to output: inout some TextOutputStream) {
    output.write(String(nanoseconds / 1_000_000))
    var fraction = nanoseconds % 1_000_000
    guard fraction != 0 else { return }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    output.write(".")
    output.write(String(repeating: "0", count: digits - text.count))
    output.write(text)
  }
}
