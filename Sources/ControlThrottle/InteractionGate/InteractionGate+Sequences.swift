// An interaction gate's decisions for events that come in sequences (touches, presses, hover) or
// gestures (scroll, transform): whole sequences and gestures are delivered or withheld, never a
// phase of one.
extension InteractionGate {
  /// Whether an event of `kind` carrying `phases` (one per touch or press) should be delivered now
  /// in `scope`; a withheld event is counted and reported.
  ///
  /// Whole sequences are delivered or withheld, never a phase of one: UIKit cannot cancel another
  /// object's touches, and a control that saw a sequence begin must see it end
  /// (`InteractionSequenceState`). Scroll and transform are decided by gesture
  /// (`InteractionGestureContinuity`), other kinds by ``shouldDeliver(_:in:)``.
  package func shouldDeliver(
    _ kind: InteractionKind,
    phases: [InputPhase],
    in scope: InteractionScope = .app
  ) -> Bool {
    if kind.isDecidedByContinuity { return shouldDeliverGesture(kind, in: scope) }
    guard kind.isDecidedBySequence else { return shouldDeliver(kind, in: scope) }
    let window = scope.window
    return decide(kind, in: scope) { memory, _, kindIsBlocked in
      memory.sequences.decide(phases, kindIsBlocked: kindIsBlocked, in: window)
    }
  }

  private func shouldDeliverGesture(_ kind: InteractionKind, in scope: InteractionScope) -> Bool {
    decide(kind, in: scope) { memory, now, kindIsBlocked in
      memory.gestures.decide(kind, in: scope.window, at: now, kindIsBlocked: kindIsBlocked)
    }
  }

  /// Whether an event with a `UIEvent.EventType` and a `UIEvent.EventSubtype` raw value, carrying
  /// `phases`, should be delivered now.
  ///
  /// Events UIKit sends in pairs (a motion, a remote control's seeking) are decided by pair
  /// (`InteractionPairState`), others as ``shouldDeliver(_:phases:in:)`` does; unknown event types
  /// are always delivered.
  package func shouldDeliver(
    eventTypeRawValue: Int,
    subtypeRawValue: Int,
    phases: [InputPhase],
    in scope: InteractionScope = .app
  ) -> Bool {
    guard let kind = InteractionKind(eventTypeRawValue: eventTypeRawValue) else { return true }
    guard let paired = InteractionPairState.PairedEvent(kind: kind, subtypeRawValue: subtypeRawValue) else {
      return shouldDeliver(kind, phases: phases, in: scope)
    }
    return decide(kind, in: scope) { memory, _, kindIsBlocked in
      memory.pairs.decide(paired, in: scope.window, kindIsBlocked: kindIsBlocked)
    }
  }
}
