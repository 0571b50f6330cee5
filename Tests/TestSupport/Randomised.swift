import Foundation

/// A small, fast, seedable generator (SplitMix64) so randomised tests can be replayed from a seed.
package struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that replays the sequence of `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next value of the sequence.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How many iterations randomised tests run: `CONTROL_THROTTLE_RANDOM_SCALE` percent of `base`.
package func randomisedIterations(_ base: Int) -> Int {
  let scale = ProcessInfo.processInfo.environment["CONTROL_THROTTLE_RANDOM_SCALE"].flatMap(Int.init) ?? 100
  return max(1, base * scale / 100)
}

/// A seed for a randomised test: `CONTROL_THROTTLE_SEED` when set, to replay a failure, otherwise
/// fresh each run.
package func randomisedSeed() -> UInt64 {
  ProcessInfo.processInfo.environment["CONTROL_THROTTLE_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
}
