/// How far to trust a recommended interval: judged by how many taps have a gap close to it.
///
/// A tap whose gap to the previous tap is within a factor of ``nearness`` of the interval (from
/// the interval divided by 1.5 to the interval times 1.5) is near the boundary: a little faster or
/// slower, and it would be decided the other way. The fewer such taps, the clearer the choice.
package enum RecommendationConfidence: String, Hashable, Sendable, CaseIterable {
  /// At most 5% of the taps are near the boundary.
  case high
  /// At most 20% of the taps are near the boundary.
  case medium
  /// More than 20% of the taps are near the boundary: the peaks overlap.
  case low

  /// How close a gap must be to the interval, as a factor either way, to count as near it.
  package static let nearness = 1.5

  /// The confidence when `near` of `total` gaps lie near the boundary.
  ///
  /// - Precondition: `0 ≤ near ≤ total` and `total > 0`.
  package init(near: Int, of total: Int) {
    precondition(total > 0 && near >= 0 && near <= total, "Give 0 ≤ near ≤ total, and total > 0.")
    switch near * 100 {
    case ...(total * 5): self = .high
    case ...(total * 20): self = .medium
    default: self = .low
    }
  }

  /// The gaps, in nanoseconds, that count as near `interval`: from `interval / 1.5` to
  /// `interval × 1.5`, both included.
  package static func nearRange(around interval: Int64) -> ClosedRange<Double> {
    Double(interval) / nearness...Double(interval) * nearness
  }
}
