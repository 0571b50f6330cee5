/// One throttle decision as reported to the registry's observers
/// (``ThrottleRegistry/addObserver(_:)``).
///
/// Its ``description`` is stable text for logs: `pay accepted at 12.500000000 s (touch)`.
public struct ThrottleRecord: Sendable, CustomStringConvertible {
  /// What reached the control: the kind of input a decision was made for.
  public enum InputKind: Hashable, Sendable {
    /// A touch, with its event.
    case touch
    /// A press — a keyboard key, a remote's button — or another event without touches.
    case press
    /// An activation without an event: a `UIAction` handler, a keyboard's Return, an
    /// accessibility activation, `performPrimaryAction()`.
    case eventless
    /// A send from the app's own code, such as `sendActions(for:)`.
    case programmatic
  }

  /// The throttle's ``Throttle/name``, or `nil` when it has none.
  var throttleName: String? { storedName?.text }
  /// The throttle's name as the throttle keeps it, so that copying a record copies a reference.
  var storedName: ThrottleName?
  /// The dynamic type of the control that decided.
  public var controlType: any AnyObject.Type
  /// The identity of the control instance.
  package var control: ObjectIdentifier
  /// The instant the decision was made at: the event's timestamp, or the scheduler's `now` for
  /// sends without an event.
  public var instant: SchedulerInstant
  /// The decision.
  public var decision: ThrottleDecision
  /// The kind of input decided.
  public var inputKind: InputKind

  /// The throttle's name, or its control's type name when it has none.
  ///
  /// It is ``Throttle/name``, or the `name:` a ``ThrottledAction`` or ``AsyncThrottledAction`` was
  /// given (a SwiftUI button's `name`, else `ThrottledButton`): the name an analyst reads and a
  /// ``ThrottleRecorder``'s trace gives the control, and the name a ``ThrottleConfiguration`` sets
  /// the interval by.
  public var name: String { throttleName ?? String(describing: controlType) }

  /// `<name> <decision> at <seconds> s (<input kind>)`, for logs; the format is stable.
  public var description: String {
    "\(name) \(decision) at \(instant.uptimeNanoseconds.secondsText) s (\(inputKind.text))"
  }

  /// Creates a record; a send stamped with an event is a touch unless `inputKind` says otherwise.
  package init(
    controlType: any AnyObject.Type,
    control: ObjectIdentifier,
    instant: SchedulerInstant,
    decision: ThrottleDecision,
    name: ThrottleName? = nil,
    inputKind: InputKind = .touch
  ) {
    self.storedName = name
    self.controlType = controlType
    self.control = control
    self.instant = instant
    self.decision = decision
    self.inputKind = inputKind
  }
}

extension ThrottleRecord.InputKind {
  /// The kind's name in a record's text.
  fileprivate var text: String {
    switch self {
    case .touch: "touch"
    case .press: "press"
    case .eventless: "eventless"
    case .programmatic: "programmatic"
    }
  }
}

extension Int64 {
  /// Nanoseconds as seconds with nine decimals, `12.500000000`, without Foundation.
  fileprivate var secondsText: String {
    let sign = self < 0 ? "-" : ""
    let magnitude = self.magnitude
    let fraction = String(magnitude % 1_000_000_000)
    return "\(sign)\(magnitude / 1_000_000_000).\(String(repeating: "0", count: 9 - fraction.count))\(fraction)"
  }
}
