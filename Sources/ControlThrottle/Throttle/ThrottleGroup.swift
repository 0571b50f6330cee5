import ControlThrottleAtomics

/// One ignore window shared by several throttles, so that two controls cannot both fire.
///
/// An accepted input on any member — a ``Throttle`` created with `group:`, a ``ThrottledAction``
/// created with `group:` — drops the new inputs of every member, itself included, until the
/// group's ``interval`` has passed. Back and Next tapped together with two fingers run one of
/// them; two table rows, two bar button items or a button and its keyboard shortcut, the same.
///
/// How the windows combine:
/// - A member's own interval still applies to its own inputs. An input passes only when both its
///   own window and the group's are open, and then arms both: the member that fired waits for the
///   longer of the two, the other members for the group's.
/// - A member whose own interval is zero, or whose type is not registered, is throttled by the
///   group alone; its accepted inputs are ``ThrottleDecision/accepted``.
/// - A drop by the member's own window reports its own reason; a drop by the group's window
///   reports ``ThrottleDecision/DropReason/insideGroupWindow(remaining:heldBy:)`` with the time left
///   and the member whose accepted input holds the window (the control, for a ``Throttle``; the
///   ``ThrottledAction`` itself).
/// - The other targets and sends of the accepted input pass with it: a group decides inputs, not
///   sends. A touch that ends without activating its control reopens the group's window as it
///   reopens the control's.
///
/// ```swift
/// let navigation = ThrottleGroup(interval: .milliseconds(600))
/// let back = ThrottledAction.onMainActor(group: navigation) { router.back() }
/// let next = ThrottledAction.onMainActor(group: navigation) { router.next() }
/// back()  // accepted
/// next()  // dropped: .insideGroupWindow(remaining: .milliseconds(600), heldBy: ObjectIdentifier(back))
/// ```
///
/// Safe to use from any thread: the window is one atomic word, claimed with a compare-and-exchange
/// as ``ThrottledAction`` claims its own.
public final class ThrottleGroup: Sendable {
  /// How long an accepted input on any member drops the inputs of every member.
  public let interval: Duration
  /// ``interval`` in nanoseconds: 0 for a group that holds nothing, `Int64.max` until reset.
  package let intervalNanoseconds: Int64
  /// The instant of the group's last accepted input, `Int64.min` when open.
  package let lastAccepted = AtomicWord(.min)
  /// The bit pattern of the member that accepted it, 0 before the first; stored just after the
  /// instant is claimed, so a decision on another thread in that instant can read the previous
  /// holder.
  package let holderBits = AtomicWord(0)

  /// Creates a group with an open window.
  ///
  /// - Parameter interval: How long an accepted input drops every member's inputs; `.zero` makes a
  ///   group that holds nothing, and a duration beyond about 292 years holds until ``reset()``.
  /// - Precondition: `interval` is not negative.
  public init(interval: Duration = .defaultThrottleInterval) {
    self.intervalNanoseconds = Nanoseconds.interval(interval, "ThrottleGroup interval")
    self.interval = interval
  }

  /// Reopens the group's window: the next input of any member passes the group.
  ///
  /// The members' own windows are not touched.
  public func reset() {
    lastAccepted.store(.min)
  }

  /// The member whose accepted input armed the group's window last, or `nil` before the first.
  package var holder: ObjectIdentifier? { Self.member(holderBits.load()) }

  /// The group's window as it is now.
  package var window: ThrottleGroupWindow { window(armedAt: lastAccepted.load()) }

  /// Decides a new input of `member` at `instant` and claims the window for it when it passes.
  ///
  /// - Parameters:
  ///   - instant: The input's instant, in nanoseconds.
  ///   - member: The member deciding.
  ///   - sameInputPasses: Whether a send of the holder at the instant that armed the window is that
  ///     input again and passes.
  /// - Returns: `nil` when the input passes the group; otherwise the nanoseconds left in the
  ///   group's window and the member that holds it.
  package func claim(at instant: Int64, by member: ObjectIdentifier, sameInputPasses: Bool = false)
    -> (remaining: Int64, holder: ObjectIdentifier?)?
  {
    Self.claim(
      lastAccepted: lastAccepted.storage, holderBits: holderBits.storage, interval: intervalNanoseconds,
      at: instant, by: member, sameInputPasses: sameInputPasses)
  }

  /// ``claim(at:by:sameInputPasses:)`` on a group's words, read and written through their
  /// addresses, for a member that keeps them beside its own state and the group alive.
  ///
  /// - Parameters:
  ///   - lastAccepted: The address of the group's ``lastAccepted`` word.
  ///   - holderBits: The address of the group's ``holderBits`` word.
  ///   - interval: The group's ``intervalNanoseconds``.
  ///   - instant: The input's instant, in nanoseconds.
  ///   - member: The member deciding.
  ///   - sameInputPasses: As for ``claim(at:by:sameInputPasses:)``.
  /// - Returns: As for ``claim(at:by:sameInputPasses:)``.
  package static func claim(
    lastAccepted: UnsafeMutablePointer<Int64>,
    holderBits: UnsafeMutablePointer<Int64>,
    interval: Int64,
    at instant: Int64,
    by member: ObjectIdentifier,
    sameInputPasses: Bool
  ) -> (remaining: Int64, holder: ObjectIdentifier?)? {
    var last = control_throttle_load_acquire(lastAccepted)
    while true {
      var state = ThrottleGroupWindow(
        lastAccepted: last, interval: interval, holder: Self.member(control_throttle_load_acquire(holderBits)))
      if let remaining = state.claim(at: instant, interval: interval, by: member, sameInputPasses: sameInputPasses) {
        return (remaining, state.holder)
      }
      // Passed without arming: the same input of the holder, or a group that holds nothing.
      if state.window.lastAccepted == last { return nil }
      let found = control_throttle_compare_exchange_value(lastAccepted, last, instant)
      if found == last {
        control_throttle_store_release(holderBits, Int64(Int(bitPattern: member)))
        return nil
      }
      last = found
    }
  }

  /// Decides a new input of a member that keeps its own window on one actor, such as a SwiftUI
  /// button's model: its own window first, then the group's, and on acceptance arms both.
  ///
  /// - Parameters:
  ///   - own: The member's own window, armed for `interval` when the input passes.
  ///   - instant: The input's instant, in nanoseconds.
  ///   - interval: The member's own interval in nanoseconds; 0 leaves the input to the group.
  ///   - member: The member's identity, reported to the members it drops.
  /// - Returns: The decision: the member's own drop, the group's, or accepted.
  package func decide(
    own: inout ThrottleWindow,
    at instant: Int64,
    interval: Int64,
    member: ObjectIdentifier
  ) -> ThrottleDecision {
    var armed = own
    if let remaining = armed.decide(at: instant, interval: interval, sameEventPasses: false) {
      return ThrottleDecision(remainingNanoseconds: remaining)
    }
    if let (remaining, holder) = claim(at: instant, by: member) {
      return .dropped(.insideGroupWindow(remaining: Nanoseconds.duration(remaining), heldBy: holder))
    }
    own = armed
    return interval == 0 && intervalNanoseconds == 0 ? .unthrottled(.intervalIsZero) : .accepted
  }

  /// Reopens the group's window if `member`'s input at `instant` armed it and nothing armed it
  /// since: that input ended without activating its control.
  package func release(armedAt instant: Int64, by member: ObjectIdentifier) {
    guard holder == member else { return }
    _ = lastAccepted.compareExchange(expected: instant, desired: .min)
  }

  private func window(armedAt last: Int64) -> ThrottleGroupWindow {
    ThrottleGroupWindow(lastAccepted: last, interval: intervalNanoseconds, holder: holder)
  }

  /// The member a stored bit pattern names.
  ///
  /// `ObjectIdentifier` has no initializer from an integer; it is one pointer-sized value, so the
  /// bit pattern stored from it converts back unchanged. Compared only, never dereferenced.
  @inlinable @inline(__always)
  package static func member(_ bits: Int64) -> ObjectIdentifier? {
    bits == 0 ? nil : unsafeBitCast(Int(bits), to: ObjectIdentifier.self)
  }
}
