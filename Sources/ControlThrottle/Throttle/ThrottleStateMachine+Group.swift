// How a throttle's rules take part in a ``ThrottleGroup``: the group's window is read by the caller
// and handed to the rules for one decision as two flag bits, so the pure rules never touch the
// shared, thread-safe group.
extension ThrottleStateMachine {
  /// The throttle belongs to a ``ThrottleGroup``: its decisions take the general path.
  @usableFromInline static let groupedBit: UInt8 = 16
  /// For the decision being made: the group holds a new input (see ``isHeldByGroup(at:sameEventPasses:)``).
  @usableFromInline static let groupHoldsBit: UInt8 = 32
  /// For the decision being made: this throttle's input at the send's instant armed the group's
  /// window, so a send its rules call the same input passes the group too.
  @usableFromInline static let groupArmedAtInstantBit: UInt8 = 64

  /// Whether the throttle belongs to a ``ThrottleGroup`` and nothing else watches its sends: no
  /// handler sends to close and no window callback to tell.
  @inlinable package var isUnwatchedMember: Bool {
    flags & (Self.tracksHandlerSendsBit | Self.hasWindowObserverBit | Self.groupedBit) == Self.groupedBit
  }

  /// Whether the throttle belongs to a ``ThrottleGroup``.
  package var isGrouped: Bool {
    get { flags & Self.groupedBit != 0 }
    set { flags = newValue ? flags | Self.groupedBit : flags & ~Self.groupedBit }
  }

  /// Tells the rules, for one decision, how the group's window `shared` holds a send of this
  /// throttle, the group's `member`, at `instant`.
  ///
  /// While the throttle's own window is open on the input that armed the group's, that window
  /// decides, so that a touch that ends unseen reopens both; a send the rules call the input that
  /// armed the group's window passes with it. Undo with ``setGroupHold(_:armedAtInstant:)`` after
  /// the decision.
  ///
  /// - Parameters:
  ///   - shared: The group's window as read for this decision.
  ///   - interval: The group's interval in nanoseconds.
  ///   - member: This throttle's control.
  ///   - instant: The send's instant.
  /// - Returns: The nanoseconds left in the group's window when it holds a new input at `instant`,
  ///   otherwise `nil`.
  @inlinable @inline(__always)
  package mutating func prepareGroupDecision(
    _ shared: ThrottleGroupWindow,
    interval: Int64,
    member: ObjectIdentifier,
    at instant: Int64
  ) -> Int64? {
    let held = shared.hold(at: instant, interval: interval, on: member)
    let ownArming =
      shared.holder == member && shared.window.lastAccepted == window.lastAccepted && window.isIgnoring(at: instant)
    setGroupHold(held != nil && !ownArming, armedAtInstant: shared.isArmed(at: instant, by: member))
    return held
  }

  /// Tells the rules, for one decision, whether the group holds a new input at the send's instant
  /// and whether this throttle's input at that instant armed the group's window.
  @inlinable @inline(__always)
  package mutating func setGroupHold(_ holds: Bool, armedAtInstant: Bool) {
    flags &= ~(Self.groupHoldsBit | Self.groupArmedAtInstantBit)
    if holds { flags |= Self.groupHoldsBit }
    if armedAtInstant { flags |= Self.groupArmedAtInstantBit }
  }

  /// Whether ``eventSend(at:)`` at `instant` would drop as a new input the group holds.
  ///
  /// Told without running the rules: outside the control's actions and deliveries, that rule
  /// meets the group's hold first and changes nothing when it holds. Asked after
  /// ``prepareGroupDecision(_:interval:member:at:)``.
  @inlinable @inline(__always)
  package func groupHoldsNewEvent(at instant: Int64) -> Bool {
    scope == .idle && isHeldByGroup(at: instant, sameEventPasses: true)
  }

  /// Whether a new input at `instant`, which the throttle's own window lets through, is held by
  /// the group; a drop by the own window keeps its own reason, and a send the rules call the input
  /// that armed the group's window (`sameEventPasses`) passes with it.
  @inlinable @inline(__always)
  func isHeldByGroup(at instant: Int64, sameEventPasses: Bool) -> Bool {
    flags & Self.groupHoldsBit != 0 && !(sameEventPasses && flags & Self.groupArmedAtInstantBit != 0)
      && !window.isIgnoring(at: instant)
  }
}
