/// The leading-edge ignore window: the one definition of "a window armed at an instant for an
/// interval", of its end and of "forever", shared by every throttle.
///
/// A function of (state, instant, interval): no clock, no locks, no configuration. Callers own the
/// storage and supply the time.
///
/// A window remembers the instant that armed it and the length it was armed for, and decides by
/// the time elapsed since that instant, so no instant near the end of the 64-bit range (an
/// infinite or absurd event timestamp) can make a finite window read as one that lasts until reset:
/// only a length of ``Nanoseconds/forever`` does.
///
/// An instant earlier than the last accepted one (another clock stamped it, or the clock moved
/// back) is inside the window when it is less than the armed length earlier, and is dropped; only a
/// jump back of at least that length re-arms. So two stamps of one moment by slightly different
/// clocks can never both pass, and a control is still never locked for the size of a jump. The
/// time left that a drop reports is counted to the window's end, cut at the top of the range as
/// ``ignoreUntil`` is, from the later of its instant and the last accepted one: it never exceeds
/// the armed length, and the window opens exactly at ``ignoreUntil``.
@usableFromInline
package struct ThrottleWindow: Sendable, Hashable, BitwiseCopyable {
  /// The instant of the last accepted action; `Int64.min` before the first.
  @usableFromInline package var lastAccepted: Int64 = .min
  /// The length the last accepted action armed: 0 when open, ``Nanoseconds/forever`` until reset.
  @usableFromInline package var length: Int64 = 0

  /// An open window.
  @inlinable package init() {}

  /// The window armed at `lastAccepted` for `interval` nanoseconds; open when `lastAccepted` is
  /// `Int64.min` (nothing accepted) or `interval` is 0.
  @inlinable
  package init(lastAccepted: Int64, interval: Int64) {
    guard lastAccepted != .min else { return }
    self.lastAccepted = lastAccepted
    self.length = interval
  }

  /// Decides an action at `now` and, if it passes, arms the window for `interval` nanoseconds.
  ///
  /// - Parameters:
  ///   - now: The instant of the action, in nanoseconds.
  ///   - interval: The window length in nanoseconds; 0 passes everything, ``Nanoseconds/forever``
  ///     holds until reset.
  ///   - sameEventPasses: When `true`, an action stamped exactly with the last accepted instant is
  ///     the same input event delivered to another target, and passes without re-arming.
  /// - Returns: `nil` when accepted, otherwise the nanoseconds left in the window, at most the
  ///   window's length (``Nanoseconds/forever`` for a window that lasts until reset).
  @inlinable
  package mutating func decide(at now: Int64, interval: Int64, sameEventPasses: Bool) -> Int64? {
    if interval == 0 { return nil }
    guard let remaining = remaining(at: now) else {
      lastAccepted = now
      length = interval
      return nil
    }
    if now == lastAccepted && sameEventPasses { return nil }
    return remaining
  }

  /// The nanoseconds left in the window at `now`, or `nil` when an action at `now` would pass.
  ///
  /// An instant earlier than the last accepted one re-arms when it is earlier by at least the
  /// armed length, not the current interval: a new interval applies from the next accepted
  /// action. A window that lasts until reset is never reopened this way.
  @inlinable
  package func remaining(at now: Int64) -> Int64? {
    if length == 0 { return nil }
    if length == Nanoseconds.forever { return Nanoseconds.forever }
    if now >= lastAccepted {
      // Counted to the window's end, which is cut short at the top of the range: a drop and
      // ``ignoreUntil`` always agree, and the window opens exactly there.
      let end = Self.end(armedAt: lastAccepted, lasting: length)
      if now < end { return end - now }
      // Only a window armed at the very top of the range ends before the instant that armed it: an
      // input at that instant is still inside it, with the whole length ahead.
      return now == lastAccepted ? length : nil
    }
    return Self.distance(from: now, to: lastAccepted) >= length ? nil : length
  }

  /// Whether an action at `now` would be dropped for timing.
  @inlinable
  package func isIgnoring(at now: Int64) -> Bool {
    remaining(at: now) != nil
  }

  /// The instant the window ends: `Int64.min` when open, ``Nanoseconds/forever`` for a window that
  /// lasts until reset, otherwise ``end(armedAt:lasting:)``.
  @inlinable
  package var ignoreUntil: Int64 {
    length == 0 ? .min : Self.end(armedAt: lastAccepted, lasting: length)
  }

  /// The end of a window of `interval` nanoseconds armed at `instant`: ``Nanoseconds/forever`` for
  /// an interval of ``Nanoseconds/forever``; a finite one is cut at ``Nanoseconds/latestFinite``
  /// so that it never reads as the window that lasts until reset.
  @inlinable
  package static func end(armedAt instant: Int64, lasting interval: Int64) -> Int64 {
    if interval == Nanoseconds.forever { return Nanoseconds.forever }
    let (sum, overflow) = instant.addingReportingOverflow(interval)
    return overflow ? Nanoseconds.latestFinite : Swift.min(sum, Nanoseconds.latestFinite)
  }

  /// Opens the window and forgets the last accepted action.
  package mutating func reset() {
    self = ThrottleWindow()
  }

  /// `to - from` for `from <= to`, saturating at `Int64.max`.
  @inlinable
  static func distance(from: Int64, to: Int64) -> Int64 {
    let (difference, overflow) = to.subtractingReportingOverflow(from)
    return overflow ? .max : difference
  }
}

extension ThrottleDecision {
  /// The decision for a ``ThrottleWindow`` result.
  @inlinable
  package init(remainingNanoseconds: Int64?) {
    guard let remaining = remainingNanoseconds else {
      self = .accepted
      return
    }
    self = .dropped(
      remaining == Nanoseconds.forever ? .untilReset : .insideInterval(remaining: Nanoseconds.duration(remaining)))
  }
}
