/// How the times between one control's consecutive taps are distributed, in equal buckets.
///
/// Accidental repeats and deliberate re-taps show as two peaks with an empty band between them;
/// where the peaks run together, no interval separates them. Buckets start at zero and are of a
/// round width (see ``IntervalSweep/roundStep(atLeast:)``) chosen so that about 20 of them reach
/// the limit; longer gaps are counted in one last, open-ended bucket. Empty buckets after the last
/// gap below the limit are left out.
package struct GapHistogram: Hashable, Sendable {
  /// One bucket: gaps from ``lower`` up to, not including, ``upper``.
  package struct Bucket: Hashable, Sendable {
    /// The shortest gap it counts, in nanoseconds.
    package var lower: Int64
    /// The first gap it no longer counts, in nanoseconds; `nil` for the open-ended last bucket.
    package var upper: Int64?
    /// How many gaps fall in it.
    package var count: Int

    /// Creates a bucket.
    package init(lower: Int64, upper: Int64?, count: Int) {
      self.lower = lower
      self.upper = upper
      self.count = count
    }
  }

  /// The buckets, shortest gaps first.
  package var buckets: [Bucket]
  /// The width of every bucket but the open-ended one, in nanoseconds.
  package var width: Int64

  /// Counts `gaps` (nanoseconds) into buckets reaching at least `limit` nanoseconds.
  ///
  /// - Precondition: `limit` is above zero.
  package init(gaps: [Int64], limit: Int64) {
    precondition(limit > 0, "Give a histogram limit above zero.")
    let width = IntervalSweep.roundStep(atLeast: limit / 20 + (limit % 20 == 0 ? 0 : 1))
    let bucketCount = Int(limit / width + (limit % width == 0 ? 0 : 1))
    let end = Self.saturatingProduct(Int64(bucketCount), width)
    var counts = [Int](repeating: 0, count: bucketCount)
    var beyond = 0
    for gap in gaps {
      if gap >= end {
        beyond += 1
      } else {
        counts[Int(max(gap, 0) / width)] += 1
      }
    }
    let shown = (counts.lastIndex { $0 > 0 } ?? -1) + 1
    var buckets = (0..<shown).map { index in
      Bucket(
        lower: Self.saturatingProduct(Int64(index), width),
        upper: Self.saturatingProduct(Int64(index + 1), width),
        count: counts[index]
      )
    }
    if beyond > 0 {
      buckets.append(Bucket(lower: end, upper: nil, count: beyond))
    }
    self.buckets = buckets
    self.width = width
  }

  private static func saturatingProduct(_ factor: Int64, _ width: Int64) -> Int64 {
    let (product, overflow) = factor.multipliedReportingOverflow(by: width)
    return overflow ? .max : product
  }

  /// The largest count of any bucket; 0 when there are no gaps.
  package var largestCount: Int { buckets.map(\.count).max() ?? 0 }
}
