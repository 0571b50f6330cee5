/// The leading-edge ignore window: the pure decision at the heart of every throttle.
///
/// A function of (state, instant, interval): no clock, no locks, no configuration. Callers own the
/// storage and supply the time.
///
/// An instant earlier than the last accepted one (another clock stamped it, or the clock moved
/// back) is inside the window when it is less than one interval earlier, and is dropped; only a
/// jump back of at least the interval re-arms. So two stamps of one moment by slightly different
/// clocks can never both pass, and a control is still never locked for the size of a jump. The
/// time left that a drop reports is counted from the later of its instant and the last accepted
/// one, so it never exceeds the interval.
///
/// A finite window never lasts until reset: one armed so near the end of the 64-bit range (an
/// infinite or absurd event timestamp) that it would reach `Int64.max` is cut at the last finite
/// instant, ``Nanoseconds/latestFinite``, and any later-arriving ordinary instant is a jump back of
/// more than its length, accepted.
@usableFromInline
package struct ThrottleWindow: Sendable, Hashable {
  /// Actions before this instant are dropped; `Int64.min` when open.
  @usableFromInline package var ignoreUntil: Int64 = .min
  /// The instant of the last accepted action; `Int64.min` before the first.
  @usableFromInline package var lastAccepted: Int64 = .min

  @inlinable package init() {}

  /// Decides an action at `now` and, if it passes, arms the window for `interval` nanoseconds.
  ///
  /// - Parameters:
  ///   - now: The instant of the action, in nanoseconds.
  ///   - interval: The window length in nanoseconds; 0 passes everything, `Int64.max` is forever.
  ///   - sameEventPasses: When `true`, an action stamped exactly with the last accepted instant is
  ///     the same input event delivered to another target, and passes without re-arming.
  /// - Returns: `nil` when accepted, otherwise the nanoseconds left in the window, at most the
  ///   window's length (`Int64.max` for a window that lasts until reset).
  @inlinable @inline(__always)
  package mutating func decide(at now: Int64, interval: Int64, sameEventPasses: Bool) -> Int64? {
    if interval == 0 { return nil }
    if now >= ignoreUntil || (now < lastAccepted && isJumpBack(to: now)) {
      lastAccepted = now
      ignoreUntil = interval == Nanoseconds.forever ? Nanoseconds.forever : Self.end(armedAt: now, lasting: interval)
      return nil
    }
    if now == lastAccepted && sameEventPasses { return nil }
    if ignoreUntil == Nanoseconds.forever { return Nanoseconds.forever }
    // An instant from before the last accepted one counts from that one: at most the interval.
    return Self.distance(from: Swift.max(now, lastAccepted), to: ignoreUntil)
  }

  /// The end of a finite window of `interval` nanoseconds armed at `instant`, cut at
  /// ``Nanoseconds/latestFinite`` so that it never reads as the window that lasts until reset.
  @inlinable @inline(__always)
  package static func end(armedAt instant: Int64, lasting interval: Int64) -> Int64 {
    let (sum, overflow) = instant.addingReportingOverflow(interval)
    return overflow ? Nanoseconds.latestFinite : Swift.min(sum, Nanoseconds.latestFinite)
  }

  /// Whether an action at `now` would be dropped for timing.
  @inlinable
  package func isIgnoring(at now: Int64) -> Bool {
    now < ignoreUntil && !(now < lastAccepted && isJumpBack(to: now))
  }

  /// Whether `now`, earlier than the last accepted instant, re-arms instead of being dropped.
  ///
  /// It does when it is earlier by at least the length of the window that instant armed. The armed
  /// length, not the current interval, decides: a new interval applies from the next accepted
  /// action. A window that lasts until reset is never reopened this way.
  @inlinable @inline(never)
  func isJumpBack(to now: Int64) -> Bool {
    guard ignoreUntil != Nanoseconds.forever else { return false }
    return Self.distance(from: now, to: lastAccepted) >= Self.distance(from: lastAccepted, to: ignoreUntil)
  }

  /// Opens the window and forgets the last accepted action.
  package mutating func reset() {
    self = ThrottleWindow()
  }

  /// `to - from` for `from <= to`, saturating at `Int64.max`.
  @inlinable @inline(__always)
  static func distance(from: Int64, to: Int64) -> Int64 {
    let (difference, overflow) = to.subtractingReportingOverflow(from)
    return overflow ? .max : difference
  }
}

extension ThrottleDecision {
  /// The decision for a ``ThrottleWindow`` result.
  @inlinable @inline(__always)
  package init(remainingNanoseconds: Int64?) {
    guard let remaining = remainingNanoseconds else {
      self = .accepted
      return
    }
    self = .dropped(
      remaining == Nanoseconds.forever ? .untilReset : .insideInterval(remaining: Nanoseconds.duration(remaining)))
  }
}
