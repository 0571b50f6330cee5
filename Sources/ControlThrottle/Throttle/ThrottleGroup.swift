/// One ignore window shared by several throttles, so that two controls cannot both fire.
///
/// An accepted input on any member — a ``Throttle`` created with `group:`, a ``ThrottledAction``
/// created with `group:` — drops the new inputs of every member, itself included, until the
/// group's `interval` has passed. Back and Next tapped together with two fingers run one of
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
/// - An ``AsyncThrottledAction`` member claims the group's window from its call's instant for the
///   group's interval, not for its run; a drop by the group leaves its
///   ``AsyncThrottledAction/isIgnoring`` as its own run, interval and cooldown make it.
///
/// ```swift
/// let navigation = ThrottleGroup(interval: .milliseconds(600))
/// let back = ThrottledAction.onMainActor(group: navigation) { router.back() }
/// let next = ThrottledAction.onMainActor(group: navigation) { router.next() }
/// back()  // accepted
/// next()  // dropped: .insideGroupWindow(remaining: .milliseconds(600), heldBy: ObjectIdentifier(back))
/// ```
///
/// Safe to use from any thread: a decision reads and claims the window in one critical section, so
/// two members can never both pass in one window.
public final class ThrottleGroup: Sendable {
  /// How long an accepted input on any member drops the inputs of every member.
  package let interval: Duration
  /// ``interval`` in nanoseconds: 0 for a group that holds nothing, `Int64.max` until reset.
  let intervalNanoseconds: Int64
  /// The group's window, which knows the member whose accepted input armed it.
  private let state = LockedBox(ThrottleWindow())

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
    state.withLock { $0.reset() }
  }

  /// The member whose accepted input armed the group's window, or `nil` while it is open.
  package var holder: ObjectIdentifier? { state.withLock { $0.holder } }

  /// The group's window as it is now.
  package var window: ThrottleWindow { state.withLock { $0 } }

  /// Runs `body` with the group's window in the one critical section of its lock: a member that
  /// decides a send against the window and claims it there cannot lose it to another member.
  ///
  /// `body` must call nothing that may reach the group again.
  func withWindow<Result>(_ body: (inout ThrottleWindow) -> Result) -> Result {
    state.withLock(body)
  }

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
    state.withLock { window in
      switch window.input(at: instant, interval: intervalNanoseconds, from: member, sameInputPasses: sameInputPasses) {
      case .armed, .passed: nil
      case .held(let remaining, let holder): (remaining, holder)
      }
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
    let decision = armed.input(at: instant, interval: interval).decision
    guard decision.isAccepted else { return decision }
    if let (remaining, holder) = claim(at: instant, by: member) {
      return .dropped(.insideGroupWindow(remaining: Nanoseconds.duration(remaining), heldBy: holder))
    }
    own = armed
    return interval == 0 && intervalNanoseconds == 0 ? .unthrottled(.intervalIsZero) : .accepted
  }

  /// Reopens the group's window if `member`'s input at `instant` armed it and nothing armed it
  /// since: that input ended without activating its control.
  package func release(armedAt instant: Int64, by member: ObjectIdentifier) {
    state.withLock { $0.release(armedAt: instant, by: member) }
  }
}
