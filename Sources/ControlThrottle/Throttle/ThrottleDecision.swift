/// What a throttle decided about one action.
///
/// Every decision is returned to the caller and, when observers are added, reported to them
/// (``ThrottleRegistry/addObserver(_:)``), so no dropped tap goes unseen — and neither does a control that
/// was meant to be throttled but is not (``unthrottled(_:)``).
///
/// ```swift
/// switch button.tap() {
/// case .accepted: break
/// case .unthrottled(let reason): assertionFailure("not throttled: \(reason)")
/// case .dropped(let reason): log("dropped: \(reason)")
/// }
/// ```
/// Its ``description`` is stable text for logs: `accepted`, `unthrottled (unregistered type)`,
/// `dropped (inside interval, 200 ms left)`.
public enum ThrottleDecision: Hashable, Sendable, CustomStringConvertible {
  /// The action runs, and the window is (or already was, for another target of the same input)
  /// armed.
  case accepted
  /// The action runs because no throttle applies to it.
  case unthrottled(UnthrottledReason)
  /// The action does not run, for the given reason.
  case dropped(DropReason)

  /// Why an action passed without being throttled.
  public enum UnthrottledReason: Hashable, Sendable {
    /// The control's setting is ``ThrottleSetting/inherited`` and neither its exact type nor an
    /// ancestor registered with `includingSubclasses` is registered.
    case unregisteredType
    /// The interval that applies is zero: `.interval(.zero)`, a zero registration or a zero
    /// default interval.
    case intervalIsZero
    /// A send without an input event that no input decides: under ``ProgrammaticSendPolicy/deliver``,
    /// or made while the control tracks a touch the throttle has not seen.
    case programmaticSend
    /// A send of a value control (a switch, a segmented control, a stepper, a slider): UIKit, or
    /// the control, changed its value before sending, so dropping the send would leave the control
    /// showing a value the app never stored. Throttle the work the value starts instead.
    case valueControl
  }

  /// Why an action was dropped.
  public enum DropReason: Hashable, Sendable {
    /// It arrived before the ignore window ended; `remaining` is the time left, never more than
    /// the interval (for an instant before the last accepted one, counted from that one).
    case insideInterval(remaining: Duration)
    /// It arrived inside a window that lasts until ``Throttle/reset()``.
    case untilReset
    /// It belongs to an input — a touch sequence — whose first send was dropped, so the whole
    /// input is.
    case partOfDroppedInput
    /// It is the input being handled, sent again: from inside an action of the same control by the
    /// same delivery, or a touch's activation that UIKit sends after the control sent it itself.
    /// Running it would run the action twice for one input.
    case reentrant
    /// The previous asynchronous run is still in flight.
    case running
    /// It arrived in the cooldown after an asynchronous run ended; `remaining` is the time left,
    /// never more than the cooldown. A drop while both the action's interval and its cooldown hold
    /// names the one that ends later.
    case insideCooldown(remaining: Duration)
    /// It arrived while the window of the throttle's ``ThrottleGroup`` was open; `remaining` is the
    /// time left and `heldBy` the member whose accepted input armed the window: the control of a
    /// ``Throttle``, or the ``ThrottledAction`` itself (`nil` only while that member's claim, made
    /// on another thread at the same moment, is being published).
    case insideGroupWindow(remaining: Duration, heldBy: ObjectIdentifier?)
  }

  /// Stable text for logs: `accepted`, `unthrottled (<reason>)` or `dropped (<reason>)`, with a
  /// remaining time in whole milliseconds, rounded.
  public var description: String {
    switch self {
    case .accepted: "accepted"
    case .unthrottled(.unregisteredType): "unthrottled (unregistered type)"
    case .unthrottled(.intervalIsZero): "unthrottled (interval is zero)"
    case .unthrottled(.programmaticSend): "unthrottled (programmatic send)"
    case .unthrottled(.valueControl): "unthrottled (value control)"
    case .dropped(.insideInterval(let remaining)): "dropped (inside interval, \(Self.milliseconds(remaining)) ms left)"
    case .dropped(.untilReset): "dropped (until reset)"
    case .dropped(.partOfDroppedInput): "dropped (part of dropped input)"
    case .dropped(.reentrant): "dropped (reentrant)"
    case .dropped(.running): "dropped (running)"
    case .dropped(.insideCooldown(let remaining)): "dropped (inside cooldown, \(Self.milliseconds(remaining)) ms left)"
    case .dropped(.insideGroupWindow(let remaining, _)):
      "dropped (inside group window, \(Self.milliseconds(remaining)) ms left)"
    }
  }

  /// `duration` in whole milliseconds, rounded half up.
  private static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds &* 1_000 &+ (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
  }

  /// Whether the action runs: ``accepted`` or ``unthrottled(_:)``.
  @inlinable
  public var isAccepted: Bool {
    if case .dropped = self { return false }
    return true
  }
}
