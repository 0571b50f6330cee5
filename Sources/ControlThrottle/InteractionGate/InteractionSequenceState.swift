/// The interaction gate's memory of touch and press sequences in flight: which are delivered and
/// which are withheld, for their whole life.
///
/// A sequence takes the fate of the first event that carries a change of it, normally its began
/// phase, keeps it to its end phase and is forgotten there: a control that saw a sequence begin
/// sees it end, and one that never saw it begin never sees the rest. Fates are kept per deciding
/// place (the app, or one window, see ``InteractionScope``), so the second place to see an end
/// phase does not meet a sequence the first just forgot. Storage is bounded per place by
/// ``capacity`` (a sequence whose end never comes is evicted, oldest first, once `capacity` others
/// began after it) and across places by ``totalCapacity``, so that windows that come and go with
/// fingers down cannot grow the memory.
struct InteractionSequenceState: Sendable {
  struct Entry: Hashable, Sendable {
    var sequence: ObjectIdentifier
    /// The window that decided it, `nil` for the app.
    var scope: ObjectIdentifier?
    var isDelivered: Bool
  }

  /// The most sequences remembered at once in one deciding place (the app, or one window).
  let capacity: Int
  /// The most sequences remembered at once in all places together: four places at full capacity
  /// (the app and three windows); past it the oldest sequence of any place makes room.
  var totalCapacity: Int { 4 * capacity }
  /// The sequences remembered, oldest first; a linear scan is cheapest for the few in flight.
  private(set) var entries: [Entry] = []

  /// Creates an empty memory holding at most `capacity` sequences per deciding place.
  init(capacity: Int) {
    precondition(capacity > 0, "InteractionSequenceState.capacity must be positive, got \(capacity).")
    self.capacity = capacity
  }

  /// The fate of `sequence` as `scope` decided it: `true` delivered, `false` withheld, `nil` unknown.
  func isDelivered(_ sequence: ObjectIdentifier, in scope: ObjectIdentifier? = nil) -> Bool? {
    entries.first { $0.sequence == sequence && $0.scope == scope }?.isDelivered
  }

  /// Decides whether an event carrying `phases` is delivered, and remembers the fates it fixes.
  ///
  /// The event is delivered when any phase that changes something asks for it:
  /// - a began phase asks when the kind is not blocked;
  /// - a changed or ended phase asks when its sequence is delivered, or, for a sequence not
  ///   remembered (it began before anything was remembered, or was evicted), when the kind is not
  ///   blocked.
  ///
  /// Stationary phases ask nothing. An event with no phase that changes something follows the
  /// kind alone. Then every sequence that began in the event, and every unknown one that changed
  /// in it, takes the event's fate; every sequence that ended is forgotten.
  ///
  /// - Parameters:
  ///   - phases: The phases the event carries.
  ///   - kindIsBlocked: Whether the event's kind is blocked now, where it is decided.
  ///   - scope: Where it is decided: a window's identity, or `nil` for the app.
  /// - Returns: Whether to deliver the event.
  mutating func decide(
    _ phases: [InputPhase],
    kindIsBlocked: Bool,
    in scope: ObjectIdentifier? = nil
  ) -> Bool {
    var changesSomething = false
    var deliver = false
    for phase in phases where phase.stage != .stationary {
      changesSomething = true
      if phase.stage == .began {
        deliver = deliver || !kindIsBlocked
      } else {
        deliver = deliver || (isDelivered(phase.sequence, in: scope) ?? !kindIsBlocked)
      }
    }
    if !changesSomething { return !kindIsBlocked }
    for phase in phases {
      switch phase.stage {
      case .began:
        remember(phase.sequence, in: scope, isDelivered: deliver, replacing: true)
      case .changed:
        remember(phase.sequence, in: scope, isDelivered: deliver, replacing: false)
      case .stationary:
        break
      case .ended:
        entries.removeAll { $0.sequence == phase.sequence && $0.scope == scope }
      }
    }
    return deliver
  }

  /// Remembers `sequence` with its fate.
  ///
  /// A began phase replaces what was remembered (the memory of an ended touch is reused, so a new
  /// one may have an old identity); a changed phase only fills in an unknown sequence.
  private mutating func remember(
    _ sequence: ObjectIdentifier,
    in scope: ObjectIdentifier?,
    isDelivered: Bool,
    replacing: Bool
  ) {
    if let index = entries.firstIndex(where: { $0.sequence == sequence && $0.scope == scope }) {
      guard replacing else { return }
      entries.remove(at: index)
    }
    // Entries are oldest first: make room from this place's oldest, or, with every place's memory
    // together at its bound, from the oldest of any place.
    var inScope = 0
    var oldestInScope: Int?
    for index in entries.indices where entries[index].scope == scope {
      if oldestInScope == nil { oldestInScope = index }
      inScope += 1
    }
    if inScope >= capacity, let oldestInScope {
      entries.remove(at: oldestInScope)
    } else if entries.count >= totalCapacity {
      entries.removeFirst()
    }
    entries.append(Entry(sequence: sequence, scope: scope, isDelivered: isDelivered))
  }
}
