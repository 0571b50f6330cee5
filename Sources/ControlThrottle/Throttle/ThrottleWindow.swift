/// The leading-edge ignore window: the pure decision at the heart of every throttle.
///
/// A function of (state, instant, interval): no clock, no locks, no configuration. Callers own the
/// storage and supply the time.
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
  /// - Returns: `nil` when accepted, otherwise the nanoseconds left in the window (`Int64.max` for
  ///   a window that lasts until reset).
  @inlinable
  package mutating func decide(at now: Int64, interval: Int64, sameEventPasses: Bool) -> Int64? {
    if interval == 0 { return nil }
    if now == lastAccepted && sameEventPasses { return nil }
    // An instant before the last accepted one means the clock moved back or events arrived out of
    // order; accepting and re-arming bounds the lock-out to one interval instead of the jump.
    if now >= ignoreUntil || now < lastAccepted {
      lastAccepted = now
      ignoreUntil = Nanoseconds.adding(interval, to: now)
      return nil
    }
    return ignoreUntil == Nanoseconds.forever ? Nanoseconds.forever : ignoreUntil &- now
  }

  /// Whether an action at `now` would be dropped for timing.
  package func isIgnoring(at now: Int64) -> Bool {
    now < ignoreUntil && now >= lastAccepted
  }

  /// Opens the window and forgets the last accepted action.
  package mutating func reset() {
    self = ThrottleWindow()
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
    self = .dropped(.insideInterval(remaining: Nanoseconds.seconds(remaining)))
  }
}
