/// The interaction gate's memory of touch and press sequences in flight: which are delivered and
/// which are withheld, for their whole life.
///
/// A sequence takes the fate of the first event that carries a change of it, keeps it to its end
/// phase and is forgotten there: a control that saw a sequence begin sees it end. Fates are kept
/// per deciding place (the app, or one window). Storage is bounded per place by ``capacity`` (a
/// sequence whose end never comes is evicted, oldest first) and across places by
/// ``totalCapacity``.
struct InteractionSequenceState: Sendable {
  struct Entry: Hashable, Sendable {
    var sequence: ObjectIdentifier
    /// The window that decided it, `nil` for the app.
    var scope: ObjectIdentifier?
    var isDelivered: Bool
  }

  /// The most sequences remembered at once in one deciding place.
  let capacity: Int
  /// The most sequences remembered in all places together; past it the oldest of any makes room.
  var totalCapacity: Int { 4 * capacity }
  /// The sequences remembered, oldest first.
  private(set) var entries: [Entry] = []

  init(capacity: Int) {
    precondition(capacity > 0, "InteractionSequenceState.capacity must be positive, got \(capacity).")
    self.capacity = capacity
  }

  /// The fate of `sequence` as `scope` decided it: `true` delivered, `false` withheld, `nil` unknown.
  func isDelivered(_ sequence: ObjectIdentifier, in scope: ObjectIdentifier? = nil) -> Bool? {
    entries.first { $0.sequence == sequence && $0.scope == scope }?.isDelivered
  }

  /// Decides whether an event carrying `phases` is delivered in `scope` (`nil`: the app), and
  /// remembers the fates it fixes.
  ///
  /// The event is delivered when a phase that changes something asks for it: a began phase when the
  /// kind is not blocked; a changed or ended one when its sequence is delivered, or, unknown, when
  /// the kind is not blocked. With no such phase the kind alone decides. Sequences that began, and
  /// unknown ones that changed, take the event's fate; those that ended are forgotten.
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

  /// Remembers `sequence` with its fate; only a began phase replaces a remembered one (UIKit reuses
  /// the memory of an ended touch).
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
    // Make room from this place's oldest, or at the total bound from the oldest of any place.
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
