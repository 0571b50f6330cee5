/// The leading-edge window every throttle decides through: a control's, a closure's, a SwiftUI
/// button's, an async action's interval and cooldown, and the window a ``ThrottleGroup`` shares.
///
/// A pure state machine: no clock, no lock, no configuration. Its owner supplies the instant of each
/// input and the interval it arms, and keeps the window where it keeps its other state. The state
/// is one enum: open, or armed at an instant for a length by a holder (the member of a group whose
/// input armed it; `nil` for a window of one throttle's own). Each event is one mutating method.
///
/// A window is decided by the time elapsed since the instant that armed it, so no instant near the
/// end of the 64-bit range (an infinite or absurd event timestamp) can make a finite window read as
/// one that lasts until reset: only a length of ``Nanoseconds/forever`` does.
///
/// The backwards rule, the package's one: an instant earlier than the one that armed the window
/// (another clock stamped it, or the clock moved back) is inside the window when it is less than
/// the armed length earlier; only a jump back of at least that length reopens it. So two stamps of
/// one moment by slightly different clocks can never both pass, and a control is still never locked
/// for the size of a jump. The time left that a drop reports is counted to the window's end, cut at
/// the top of the range as ``ignoreUntil`` is, from the later of the input's instant and the one
/// that armed the window: it never exceeds the armed length, and the window opens exactly at
/// ``ignoreUntil``.
package struct ThrottleWindow: Sendable, Hashable, BitwiseCopyable {
  private enum State: Sendable, Hashable, BitwiseCopyable {
    /// Nothing holds: no input armed the window since it was created or reopened.
    case open
    /// The input at `instant` armed the window for `length` nanoseconds (more than 0;
    /// ``Nanoseconds/forever`` until reset); `holder` is the group member it came from.
    case armed(at: Int64, length: Int64, holder: ObjectIdentifier?)
  }

  private var state = State.open

  /// An open window.
  package init() {}

  /// The window armed at `instant` for `interval` nanoseconds by `holder`; open when `instant` is
  /// `Int64.min` (nothing accepted) or `interval` is 0.
  init(armedAt instant: Int64, interval: Int64, holder: ObjectIdentifier? = nil) {
    guard instant != .min, interval != 0 else { return }
    state = .armed(at: instant, length: interval, holder: holder)
  }

  /// What an input did to the window.
  package enum InputAction: Sendable, Equatable {
    /// It passed and armed the window.
    case armed
    /// It passed and armed nothing: a zero interval, or the input that armed the window met again
    /// (another target of one event).
    case passed
    /// It is dropped: `remaining` nanoseconds are left in the window (``Nanoseconds/forever`` for
    /// one that lasts until reset), which `holder`'s input armed.
    case held(remaining: Int64, holder: ObjectIdentifier?)

    /// The decision for the input: accepted when it passed, otherwise a drop inside the interval
    /// (until reset, for a window that lasts until reset).
    package var decision: ThrottleDecision {
      switch self {
      case .armed, .passed: .accepted
      case .held(let remaining, _): ThrottleDecision(remainingNanoseconds: remaining)
      }
    }

    /// The nanoseconds left in the window when the input is dropped; `nil` when it passed.
    var remaining: Int64? {
      switch self {
      case .armed, .passed: nil
      case .held(let remaining, _): remaining
      }
    }
  }

  /// An input at `now`: passes when the window no longer holds, and then arms it for `interval`
  /// nanoseconds on behalf of `member`.
  ///
  /// - Parameters:
  ///   - now: The input's instant, in nanoseconds.
  ///   - interval: The length the input arms, in nanoseconds; 0 passes it without touching the
  ///     window, ``Nanoseconds/forever`` holds until reset.
  ///   - member: The group member the input comes from; `nil` for a window of one throttle's own.
  ///   - sameInputPasses: Whether an input stamped exactly with the instant that armed the window,
  ///     from the member that armed it, is that input again (another target of one event) and
  ///     passes without arming.
  /// - Returns: What the input did.
  package mutating func input(
    at now: Int64,
    interval: Int64,
    from member: ObjectIdentifier? = nil,
    sameInputPasses: Bool = false
  ) -> InputAction {
    if interval == 0 { return .passed }
    switch state {
    case .open:
      state = .armed(at: now, length: interval, holder: member)
      return .armed
    case .armed(let instant, let length, let holder):
      guard let remaining = Self.remaining(at: now, armedAt: instant, lasting: length) else {
        state = .armed(at: now, length: interval, holder: member)
        return .armed
      }
      if sameInputPasses && now == instant && holder == member { return .passed }
      return .held(remaining: remaining, holder: holder)
    }
  }

  /// What ``input(at:interval:from:sameInputPasses:)`` would return for the same input, without
  /// arming anything: the nanoseconds left, or `nil` when it would pass.
  func hold(
    at now: Int64,
    interval: Int64,
    from member: ObjectIdentifier? = nil,
    sameInputPasses: Bool = false
  ) -> Int64? {
    var probe = self
    return probe.input(at: now, interval: interval, from: member, sameInputPasses: sameInputPasses).remaining
  }

  /// Reopens the window: the next input passes whatever its instant.
  mutating func reset() {
    state = .open
  }

  /// Reopens the window if `member`'s input at `instant` armed it and nothing armed it since: that
  /// input ended without activating its control.
  mutating func release(armedAt instant: Int64, by member: ObjectIdentifier? = nil) {
    switch state {
    case .open:
      break
    case .armed(let armedAt, _, let holder):
      if armedAt == instant && holder == member { state = .open }
    }
  }

  /// The nanoseconds left in the window at `now`, or `nil` when an input at `now` would pass
  /// whatever interval it arms.
  func remaining(at now: Int64) -> Int64? {
    switch state {
    case .open: nil
    case .armed(let instant, let length, _): Self.remaining(at: now, armedAt: instant, lasting: length)
    }
  }

  /// Whether an input at `now` would be dropped for timing.
  func isIgnoring(at now: Int64) -> Bool {
    remaining(at: now) != nil
  }

  /// The instant of the input that armed the window; `Int64.min` when it is open.
  var armedAt: Int64 {
    switch state {
    case .open: .min
    case .armed(let instant, _, _): instant
    }
  }

  /// The group member whose input armed the window; `nil` when it is open or armed by a throttle's
  /// own input.
  var holder: ObjectIdentifier? {
    switch state {
    case .open: nil
    case .armed(_, _, let holder): holder
    }
  }

  /// Whether `member`'s input at `instant` is the one that armed the window.
  func isArmed(at instant: Int64, by member: ObjectIdentifier? = nil) -> Bool {
    if case .armed(instant, _, member) = state { return true }
    return false
  }

  /// The instant the window ends: `Int64.min` when open, ``Nanoseconds/forever`` for a window that
  /// lasts until reset, otherwise its armed instant plus its length, cut at
  /// ``Nanoseconds/latestFinite``.
  var ignoreUntil: Int64 {
    switch state {
    case .open: .min
    case .armed(let instant, let length, _): Nanoseconds.end(armedAt: instant, lasting: length)
    }
  }

  /// The nanoseconds left at `now` in a window armed at `instant` for `length`, or `nil` when it no
  /// longer holds: the backwards rule and the window's end, in one place.
  private static func remaining(at now: Int64, armedAt instant: Int64, lasting length: Int64) -> Int64? {
    if length == Nanoseconds.forever { return Nanoseconds.forever }
    if now >= instant {
      // Counted to the window's end, which is cut short at the top of the range: a drop and
      // `ignoreUntil` always agree, and the window opens exactly there.
      let end = Nanoseconds.end(armedAt: instant, lasting: length)
      if now < end { return end - now }
      // Only a window armed at the very top of the range ends before the instant that armed it: an
      // input at that instant is still inside it, with the whole length ahead.
      return now == instant ? length : nil
    }
    return Nanoseconds.jumpedBack(from: instant, atLeast: length, to: now) ? nil : length
  }
}

extension ThrottleDecision {
  /// The decision for an input a ``ThrottleWindow`` passed (`nil`) or held for `remaining`
  /// nanoseconds.
  init(remainingNanoseconds remaining: Int64?) {
    guard let remaining else {
      self = .accepted
      return
    }
    self = .dropped(
      remaining == Nanoseconds.forever ? .untilReset : .insideInterval(remaining: Nanoseconds.duration(remaining)))
  }
}
