import ControlThrottle

/// What one interval does to one control's taps: how many it accepts and drops, and, for
/// labelled taps, what it gets wrong.
///
/// The taps are decided by the same ``ThrottleWindow`` rule as a control in an app: each tap on
/// its own timestamp, measured from the last accepted tap, not from the previous tap. A run of
/// accidental repeats therefore loses one tap per interval, not every tap after the first.
package struct SweepRow: Hashable, Sendable {
  /// The interval replayed.
  package var interval: Duration
  /// Taps that passed.
  package var accepted: Int
  /// Taps that were dropped.
  package var dropped: Int
  /// Taps labelled `deliberate` that were dropped: taps the person meant and lost.
  package var deliberateLost: Int
  /// Taps labelled `accidental` that passed: repeats the throttle let through.
  package var accidentalLetThrough: Int

  /// Replays `taps` with `interval` and counts the outcome.
  ///
  /// - Precondition: `interval` is not negative.
  package init(scoring taps: ControlTaps, interval: Duration) {
    let nanoseconds = Nanoseconds.interval(interval, "A sweep interval")
    var window = ThrottleWindow()
    var accepted = 0
    var deliberateLost = 0
    var accidentalLetThrough = 0
    for (instant, label) in zip(taps.instants, taps.labels) {
      let isAccepted = window.input(at: instant, interval: nanoseconds).decision.isAccepted
      if isAccepted {
        accepted += 1
        if label == .accidental { accidentalLetThrough += 1 }
      } else if label == .deliberate {
        deliberateLost += 1
      }
    }
    self.interval = interval
    self.accepted = accepted
    self.dropped = taps.instants.count - accepted
    self.deliberateLost = deliberateLost
    self.accidentalLetThrough = accidentalLetThrough
  }

  /// The labelled taps this interval decides wrongly.
  package var mistakes: Int { deliberateLost + accidentalLetThrough }
}
