import Foundation

/// A small, fast, seedable generator (SplitMix64) so randomised tests can be replayed from a seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How many iterations randomised tests run: `CONTROL_THROTTLE_RANDOM_SCALE` percent of `base`.
func randomisedIterations(_ base: Int) -> Int {
  let scale = ProcessInfo.processInfo.environment["CONTROL_THROTTLE_RANDOM_SCALE"].flatMap(Int.init) ?? 100
  return max(1, base * scale / 100)
}

/// A seed for a randomised test: `CONTROL_THROTTLE_SEED` when set, to replay a failure, otherwise
/// fresh each run.
func randomisedSeed() -> UInt64 {
  ProcessInfo.processInfo.environment["CONTROL_THROTTLE_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
}

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
