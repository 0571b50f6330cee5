// An interaction gate's decisions for events that come in sequences (touches, presses, hover) or
// gestures (scroll, transform): whole sequences and gestures are delivered or withheld, never a
// phase of one.
extension InteractionGate {
  /// Whether an event of `kind` carrying `phases` should be delivered now; a withheld event is
  /// counted and reported.
  ///
  /// Touches and presses come in sequences — a finger from touch-down to lift, a button from down
  /// to up — and every UIKit control and gesture recognizer expects to see each sequence it saw
  /// begin through to its end or cancellation. So the gate blocks whole sequences, not single
  /// events:
  /// - A sequence that begins while `kind` is blocked is withheld for its whole life: every later
  ///   phase too, even after the block ends.
  /// - A sequence that began before the block is delivered to its end, even while `kind` is
  ///   blocked, so no control stays highlighted or tracking and no gesture is left mid-way.
  ///
  /// An event is delivered when any phase in it that changes something belongs to a delivered
  /// sequence (or begins one while `kind` is open). An event reaches UIKit whole, so a sequence
  /// that begins in a delivered event is delivered to its end, even if `kind` is blocked; a
  /// withheld sequence that changes in a delivered event stays withheld. Stationary phases decide
  /// nothing, and an event without phases follows ``shouldDeliver(_:)``. A sequence the gate never
  /// saw begin (it began before the gate was in use, or was forgotten, see
  /// ``maximumTrackedSequences``) is decided at the first phase the gate sees, by the same rule as
  /// a beginning one. Each sequence is forgotten at its end phase.
  ///
  /// Touches, presses and hover (whose touches go through regionEntered, regionMoved and
  /// regionExited) are decided by sequence. Scroll and transform, whose phases UIKit does not
  /// publish, are decided by gesture, told by the rhythm of their events (see
  /// `InteractionGestureContinuity`): one that began before a block goes on to its end. Motion
  /// and remote control follow ``shouldDeliver(_:in:)`` whatever phases they carry; the adapters
  /// decide them by pair, with their subtype (`shouldDeliver(eventTypeRawValue:subtypeRawValue:phases:in:)`). Fates are remembered per `scope`: an app and a
  /// window that both ask about the same event each keep their own.
  ///
  /// The cost grows with the phases of the event and the sequences in flight (at most
  /// ``maximumTrackedSequences``), not with the number of block requests.
  ///
  /// ```swift
  /// override func sendEvent(_ event: UIEvent) {
  ///   let phases = (event.allTouches ?? []).map {
  ///     InputPhase(sequence: ObjectIdentifier($0), phaseRawValue: $0.phase.rawValue)
  ///   }
  ///   guard gate.shouldDeliver(.touches, phases: phases) else { return }
  ///   super.sendEvent(event)
  /// }
  /// ```
  ///
  /// Cancelling a sequence in flight instead is not possible: UIKit has no public way to cancel
  /// another object's touches, and an override of `sendEvent(_:)` must pass every event it does
  /// not withhold to `super` unchanged. Withholding a phase of a sequence UIKit already began would
  /// leave the receiving control tracking and highlighted, with neither its touch-up nor its
  /// cancel actions ever sent.
  ///
  /// - Parameters:
  ///   - kind: The event's kind.
  ///   - phases: One phase for each touch or press the event carries; empty for other events.
  ///   - scope: Where the event is decided: the app, or the window that asks.
  /// - Returns: Whether to deliver the event.
  package func shouldDeliver(
    _ kind: InteractionKind,
    phases: some Collection<InputPhase>,
    in scope: InteractionScope = .app
  ) -> Bool {
    if kind.isDecidedByContinuity { return shouldDeliverGesture(kind, in: scope) }
    // An event without phases needs no test here: the sequence memory decides it by kind.
    guard kind.isDecidedBySequence else { return shouldDeliver(kind, in: scope) }
    let window = scope.window
    return decide(kind, in: scope) { memory, _, kindIsBlocked in
      // Decided over contiguous storage, so that the generic collection costs no copy when it is an
      // array, as the adapters pass.
      phases.withContiguousStorageIfAvailable { memory.sequences.decide($0, kindIsBlocked: kindIsBlocked, in: window) }
        ?? Array(phases).withUnsafeBufferPointer {
          memory.sequences.decide($0, kindIsBlocked: kindIsBlocked, in: window)
        }
    }
  }

  /// Whether a scroll or transform event should be delivered now in `scope`: by the gesture it
  /// belongs to (see `InteractionGestureContinuity`); a withheld event is counted and reported.
  private func shouldDeliverGesture(_ kind: InteractionKind, in scope: InteractionScope) -> Bool {
    decide(kind, in: scope) { memory, now, kindIsBlocked in
      memory.gestures.decide(kind, in: scope.window, at: now, kindIsBlocked: kindIsBlocked)
    }
  }

  /// Whether an event with a `UIEvent.EventType` raw value, carrying `phases`, should be delivered
  /// now (see ``shouldDeliver(_:phases:)``).
  ///
  /// Event types this version does not know are always delivered.
  package func shouldDeliver(
    eventTypeRawValue: Int,
    phases: some Collection<InputPhase>,
    in scope: InteractionScope = .app
  ) -> Bool {
    shouldDeliver(eventTypeRawValue: eventTypeRawValue, subtypeRawValue: 0, phases: phases, in: scope)
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
    phases: some Collection<InputPhase>,
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
