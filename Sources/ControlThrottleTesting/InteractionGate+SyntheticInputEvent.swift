public import ControlThrottle

extension InteractionGate {
  /// Decides `event` in `scope` as the gate decides a real event there, and says what it did.
  ///
  /// The same rules, counts and observer events as for UIKit's events through a gated window or
  /// application: a sequence that began before a block is delivered to its end, one that began
  /// during a block is withheld whole, a shake's end takes its start's fate, and every withheld
  /// event is counted and reported
  /// (``InteractionGate/Event/eventDropped(_:)``). An event of a kind the gate does not know is
  /// delivered, as UIKit's are, and the decision says so.
  ///
  /// ```swift
  /// let finger = SyntheticInputEvent.Contact()
  /// #expect(gate.decide(.touches((finger, .began))) == .delivered)
  /// gate.block(.touches, for: .seconds(1))
  /// #expect(gate.decide(.touches((finger, .ended))) == .delivered)  // it began before the block
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - scope: Where it is decided: the app (the default), or a window.
  /// - Returns: Whether it is delivered, dropped, or delivered for being of an unknown kind.
  @discardableResult
  public func decide(_ event: SyntheticInputEvent, in scope: InteractionScope = .app) -> SyntheticInputEvent.Decision {
    let phases = event.contacts.map {
      InputPhase(sequence: ObjectIdentifier($0.contact), phaseRawValue: $0.phase.rawValue)
    }
    let delivered = shouldDeliver(
      eventTypeRawValue: event.typeRawValue, subtypeRawValue: event.subtypeRawValue, phases: phases, in: scope)
    guard InteractionKind(eventTypeRawValue: event.typeRawValue) != nil else { return .deliveredUnknownKind }
    return delivered ? .delivered : .dropped
  }
}
