/// An input event a test gives an ``ControlThrottle/InteractionGate``, as UIKit would deliver it
/// to a gated window or application: its kind and, for touches, presses and hover, the phase of
/// each sequence it carries.
///
/// The gate decides it exactly as it decides a real event — whole sequences and pairs, and the
/// observers' ``ControlThrottle/InteractionGate/Event/eventDropped(_:)`` — so a test says what
/// happened to the shake during a purge, not only that motion was blocked:
///
/// ```swift
/// let gate = InteractionGate(scheduler: clock)
/// gate.block(.motion, for: .seconds(2))  // the purge
/// #expect(gate.decide(.shake) == .dropped)  // the shake begins…
/// #expect(gate.decide(.shake) == .dropped)  // …and ends, withheld whole
/// ```
public struct SyntheticInputEvent: Hashable, Sendable {
  /// One finger, pressed button or hovering pointer, for the whole of its sequence: its identity
  /// names the sequence, as a `UITouch` or `UIPress` object does for UIKit.
  public final class Contact: Hashable, Sendable {
    /// Creates a contact; keep it for every event of its sequence.
    public init() {}

    /// Whether both are the same contact.
    public static func == (lhs: Contact, rhs: Contact) -> Bool { lhs === rhs }

    /// Hashes the contact's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// Where a contact's sequence is, with UIKit's raw values (`UITouch.Phase`, `UIPress.Phase`).
  public enum Phase: Int, Hashable, Sendable {
    /// A finger touched down, a button went down.
    case began = 0
    /// A finger moved, a button's force changed.
    case moved = 1
    /// Unchanged; carried only because another contact changed.
    case stationary = 2
    /// A finger lifted, a button came up.
    case ended = 3
    /// The system cancelled the sequence.
    case cancelled = 4
    /// A hovering pointer entered a view.
    case regionEntered = 5
    /// A hovering pointer moved.
    case regionMoved = 6
    /// A hovering pointer left.
    case regionExited = 7
  }

  /// What the gate did with an event.
  public enum Decision: Hashable, Sendable {
    /// It is delivered.
    case delivered
    /// It is withheld, counted and reported to observers.
    case dropped
    /// It is delivered because the gate does not know its kind, as UIKit events of kinds newer
    /// than this version are: never blocked, never counted.
    case deliveredUnknownKind
  }

  /// A contact's phase in the event.
  package struct ContactPhase: Hashable, Sendable {
    package var contact: Contact
    package var phase: Phase
  }

  /// The `UIEvent.EventType` raw value.
  package let typeRawValue: Int
  /// The `UIEvent.EventSubtype` raw value.
  package let subtypeRawValue: Int
  /// The contacts the event carries.
  package let contacts: [ContactPhase]

  private init(typeRawValue: Int, subtypeRawValue: Int = 0, contacts: [(Contact, Phase)] = []) {
    self.typeRawValue = typeRawValue
    self.subtypeRawValue = subtypeRawValue
    self.contacts = contacts.map { ContactPhase(contact: $0.0, phase: $0.1) }
  }

  /// A touches event carrying each finger's phase.
  public static func touches(_ contacts: (Contact, Phase)...) -> SyntheticInputEvent {
    SyntheticInputEvent(typeRawValue: 0, contacts: contacts)
  }

  /// A presses event carrying each button's phase (``Phase/moved`` is a changed press).
  public static func presses(_ contacts: (Contact, Phase)...) -> SyntheticInputEvent {
    SyntheticInputEvent(typeRawValue: 3, contacts: contacts)
  }

  /// A hover event of `pointer` at `phase` (``Phase/regionEntered``, ``Phase/regionMoved``,
  /// ``Phase/regionExited``).
  public static func hover(_ pointer: Contact, _ phase: Phase) -> SyntheticInputEvent {
    SyntheticInputEvent(typeRawValue: 11, contacts: [(pointer, phase)])
  }

  /// A shake's motion event.
  ///
  /// UIKit sends one when a shake starts and one when it ends (`motionBegan`, then
  /// `motionEnded`); the gate takes them in turn.
  public static var shake: SyntheticInputEvent { SyntheticInputEvent(typeRawValue: 1, subtypeRawValue: 1) }

  /// A remote-control event with a `UIEvent.EventSubtype` raw value: play 100, pause 101, stop
  /// 102, toggle play/pause 103, next track 104, previous track 105, begin and end seeking
  /// backward 106 and 107, forward 108 and 109.
  public static func remoteControl(subtypeRawValue: Int) -> SyntheticInputEvent {
    SyntheticInputEvent(typeRawValue: 2, subtypeRawValue: subtypeRawValue)
  }

  /// A scroll event from a trackpad or mouse wheel.
  public static var scroll: SyntheticInputEvent { SyntheticInputEvent(typeRawValue: 10) }

  /// A trackpad pinch or rotate event.
  public static var transform: SyntheticInputEvent { SyntheticInputEvent(typeRawValue: 14) }

  /// An event of a `UIEvent.EventType` raw value, such as one this version does not know.
  public static func event(typeRawValue: Int) -> SyntheticInputEvent {
    SyntheticInputEvent(typeRawValue: typeRawValue)
  }
}
