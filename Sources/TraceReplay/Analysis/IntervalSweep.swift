import ControlThrottle

/// The intervals a replay compares: from ``lowest`` to ``highest`` in steps of ``step``.
///
/// Both ends are always included, so `200ms...1s:300ms` replays 200, 500, 800 ms and 1 s. The
/// range is also where ``IntervalRecommendation`` looks for an interval.
package struct IntervalSweep: Hashable, Sendable {
  /// The shortest interval.
  package var lowest: Duration
  /// The longest interval.
  package var highest: Duration
  /// The distance between neighbouring intervals.
  package var step: Duration

  /// The most intervals one sweep replays, so that a mistyped step cannot print a million rows.
  package static let maximumCount = 200

  /// The sweep when none is given: 100 ms to 1.5 s in steps of 100 ms.
  package static let standard = IntervalSweep(lowest: .milliseconds(100), highest: .milliseconds(1_500))

  /// Creates a sweep with a step of its own.
  ///
  /// - Precondition: `0 ≤ lowest ≤ highest`, `step > 0`, and at most ``maximumCount`` intervals.
  package init(lowest: Duration, highest: Duration, step: Duration) {
    precondition(lowest >= .zero && lowest <= highest, "Give a sweep range with 0 ≤ lowest ≤ highest.")
    precondition(step > .zero, "Give a sweep step above zero.")
    self.lowest = lowest
    self.highest = highest
    self.step = step
    precondition(count <= Self.maximumCount, "A sweep has at most \(Self.maximumCount) intervals; use a longer step.")
  }

  /// Creates a sweep whose step is the shortest round duration (1, 2, 2.5 or 5 times a power of
  /// ten) that gives at most 15 steps from `lowest` to `highest`.
  ///
  /// - Precondition: `0 ≤ lowest ≤ highest`.
  package init(lowest: Duration, highest: Duration) {
    precondition(lowest >= .zero && lowest <= highest, "Give a sweep range with 0 ≤ lowest ≤ highest.")
    let span = Nanoseconds.saturating(highest) - Nanoseconds.saturating(lowest)
    self.init(lowest: lowest, highest: highest, step: .nanoseconds(Self.roundStep(atLeast: span / 15)))
  }

  /// How many intervals the sweep replays.
  package var count: Int {
    let (low, high, step) = nanoseconds
    return Self.count(from: low, to: high, step: step)
  }

  /// How many intervals a sweep from `low` to `high` nanoseconds in steps of `step` replays.
  ///
  /// - Precondition: `0 ≤ low ≤ high` and `step > 0`.
  package static func count(from low: Int64, to high: Int64, step: Int64) -> Int {
    precondition(low >= 0 && low <= high && step > 0, "Give 0 ≤ low ≤ high and a step above zero.")
    return Int((high - low) / step) + 1 + ((high - low) % step == 0 ? 0 : 1)
  }

  /// The intervals, shortest first.
  package var intervals: [Duration] {
    let (low, high, step) = nanoseconds
    var result: [Duration] = []
    result.reserveCapacity(count)
    var current = low
    while current < high {
      result.append(.nanoseconds(current))
      let (next, overflow) = current.addingReportingOverflow(step)
      if overflow { break }
      current = next
    }
    result.append(.nanoseconds(high))
    return result
  }

  private var nanoseconds: (low: Int64, high: Int64, step: Int64) {
    (Nanoseconds.saturating(lowest), Nanoseconds.saturating(highest), max(Nanoseconds.positive(step), 1))
  }

  /// The shortest of 1, 2, 2.5 and 5 times a power of ten nanoseconds that is at least `minimum`.
  package static func roundStep(atLeast minimum: Int64) -> Int64 {
    var power: Int64 = 1
    while true {
      // 1, 2, 2.5 and 5 times the power; 2.5 only from ten on, to stay whole.
      for (multiple, divisor) in [(1, 1), (2, 1), (5, 2), (5, 1)] as [(Int64, Int64)] where power > 1 || divisor == 1 {
        let (product, overflow) = power.multipliedReportingOverflow(by: multiple)
        if overflow { return .max }
        if product / divisor >= minimum { return product / divisor }
      }
      let (next, overflow) = power.multipliedReportingOverflow(by: 10)
      if overflow { return .max }
      power = next
    }
  }
}
