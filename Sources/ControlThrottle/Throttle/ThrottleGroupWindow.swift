/// The window a ``ThrottleGroup`` shares between its members, and its rules, as a pure value.
///
/// A function of (state, instant, interval, member): no clock, no atomics. A new input of any
/// member at `instant` is held while the window armed by the group's last accepted input is open;
/// the member that armed it is told apart only where its own rules call a send at that same
/// instant the same input (`sameInputPasses`: another target of one event), which passes with it.
/// Timing, including the backwards-clock rule, is ``ThrottleWindow``'s.
@usableFromInline
package struct ThrottleGroupWindow: Sendable, Hashable, BitwiseCopyable {
  /// The leading-edge window of the group's last accepted input.
  @usableFromInline package var window = ThrottleWindow()
  /// The member whose accepted input armed ``window``; `nil` before the first.
  @usableFromInline package var holder: ObjectIdentifier?

  /// An open window, held by no member.
  @inlinable package init() {}

  /// The window armed at `lastAccepted` (`Int64.min`: none) for `interval` nanoseconds by `holder`.
  @inlinable
  package init(lastAccepted: Int64, interval: Int64, holder: ObjectIdentifier?) {
    window = ThrottleWindow(lastAccepted: lastAccepted, interval: interval)
    self.holder = holder
  }

  /// How long the group holds a new input of `member` at `instant`, without claiming anything.
  ///
  /// - Parameters:
  ///   - instant: The input's instant, in nanoseconds.
  ///   - interval: The group's interval in nanoseconds.
  ///   - member: The member deciding.
  ///   - sameInputPasses: Whether a send of the holder at the instant its input armed the window is
  ///     that input again (another target of one event) and passes.
  /// - Returns: `nil` when the group lets the input through, otherwise the nanoseconds left in the
  ///   group's window (`Int64.max` for a group whose window lasts until reset).
  @inlinable
  package func hold(at instant: Int64, interval: Int64, on member: ObjectIdentifier, sameInputPasses: Bool = false)
    -> Int64?
  {
    var probe = window
    return probe.decide(at: instant, interval: interval, sameEventPasses: sameInputPasses && holder == member)
  }

  /// Whether `member`'s input at `instant` is the one that armed the window.
  @inlinable
  func isArmed(at instant: Int64, by member: ObjectIdentifier) -> Bool {
    holder == member && window.lastAccepted == instant
  }

  /// Decides a new input of `member` at `instant` and, when the group lets it through, arms the
  /// window for it.
  ///
  /// - Parameters:
  ///   - instant: The input's instant, in nanoseconds.
  ///   - interval: The group's interval in nanoseconds.
  ///   - member: The member deciding.
  ///   - sameInputPasses: As for ``hold(at:interval:on:sameInputPasses:)``.
  /// - Returns: `nil` when accepted (the window is then `member`'s), otherwise the nanoseconds left.
  package mutating func claim(
    at instant: Int64,
    interval: Int64,
    by member: ObjectIdentifier,
    sameInputPasses: Bool = false
  ) -> Int64? {
    let armed = window
    if let remaining = window.decide(
      at: instant, interval: interval, sameEventPasses: sameInputPasses && holder == member)
    {
      return remaining
    }
    if window != armed { holder = member }
    return nil
  }
}
