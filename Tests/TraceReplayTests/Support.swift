import Foundation
import TestSupport

/// A labelled trace text for one control: a first deliberate tap, then `count - 1` taps, each
/// an accidental repeat (one in `accidentalEvery`, never two in a row) after a gap drawn from
/// `accidental`, or a deliberate re-tap after a gap drawn from `deliberate`, in milliseconds.
func generatedTraceText(
  control: String = "pay",
  count: Int,
  accidental: ClosedRange<Int>,
  deliberate: ClosedRange<Int>,
  accidentalEvery: Int = 4,
  seed: UInt64
) -> String {
  var random = SeededGenerator(seed: seed)
  var time = 0
  var lines = ["\(time) \(control) deliberate"]
  var previousWasAccidental = false
  for _ in 1..<count {
    let isAccidental = !previousWasAccidental && Int.random(in: 0..<accidentalEvery, using: &random) == 0
    time += Int.random(in: isAccidental ? accidental : deliberate, using: &random)
    lines.append("\(time) \(control) \(isAccidental ? "accidental" : "deliberate")")
    previousWasAccidental = isAccidental
  }
  return lines.joined(separator: "\n") + "\n"
}

/// `milliseconds` as nanoseconds.
func ms(_ milliseconds: Int64) -> Int64 { milliseconds * 1_000_000 }
