// An interaction gate's decisions for events that come in sequences (touches, presses, hover) or
// gestures (scroll, transform): whole sequences and gestures are delivered or withheld, never a
// phase of one.
extension InteractionGate {
  /// Whether an event of `kind` carrying `phases` should be delivered now; a withheld event is
  /// counted and reported.
  ///
  /// Whole sequences are delivered or withheld, never a phase of one: UIKit cannot cancel another
  /// object's touches, and a control that saw a sequence begin must see it end. A sequence that
  /// begins while `kind` is blocked is withheld to its end, even after the block ends; one that
  /// began before is delivered to its end. An event is delivered when any phase in it that changes
  /// something belongs to a delivered sequence, or begins one while `kind` is open; stationary
  /// phases decide nothing, and a sequence the gate never saw begin (or forgot, see
  /// ``maximumTrackedSequences``) is decided at its first phase as a beginning one. Scroll and
  /// transform are decided by gesture (`InteractionGestureContinuity`), other kinds by
  /// ``shouldDeliver(_:in:)``. Each `scope` remembers its own fates.
  ///
  /// - Parameters:
  ///   - kind: The event's kind.
  ///   - phases: One phase for each touch or press the event carries; empty for other events.
  ///   - scope: Where the event is decided: the app, or the window that asks.
  /// - Returns: Whether to deliver the event.
  package func shouldDeliver(
    _ kind: InteractionKind,
    phases: [InputPhase],
    in scope: InteractionScope = .app
  ) -> Bool {
    if kind.isDecidedByContinuity { return shouldDeliverGesture(kind, in: scope) }
    // An event without phases needs no test here: the sequence memory decides it by kind.
    guard kind.isDecidedBySequence else { return shouldDeliver(kind, in: scope) }
    let window = scope.window
    return decide(kind, in: scope) { memory, _, kindIsBlocked in
      memory.sequences.decide(phases, kindIsBlocked: kindIsBlocked, in: window)
    }
  }

  /// Whether a scroll or transform event should be delivered now in `scope`: by the gesture it
  /// belongs to (see `InteractionGestureContinuity`); a withheld event is counted and reported.
  private func shouldDeliverGesture(_ kind: InteractionKind, in scope: InteractionScope) -> Bool {
    decide(kind, in: scope) { memory, now, kindIsBlocked in
      memory.gestures.decide(kind, in: scope.window, at: now, kindIsBlocked: kindIsBlocked)
    }
  }

  /// Whether an event with a `UIEvent.EventType` and a `UIEvent.EventSubtype` raw value, carrying
  /// `phases`, should be delivered now.
  ///
  /// Events UIKit sends in pairs — a motion's start and end, a remote control's begin and end
  /// seeking — are decided by pair (see `InteractionPairState`): an end takes its begin's fate, so
  /// a responder told that a shake began is told that it ended, and one that began during a block
  /// is withheld whole. Touches, presses and hover are decided by sequence, scroll and transform by
  /// gesture (see ``shouldDeliver(_:phases:in:)``), other events by kind. Event types this version
  /// does not know are always delivered.
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
