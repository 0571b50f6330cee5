extension ThrottleStateMachine {
  /// What the throttle must do for one decided send: the decision, the send state to restore,
  /// and the side effects it asks for, each a property of its own.
  @usableFromInline
  package struct Action: Sendable {
    /// The decision, without the group's holder, which only the throttle can read.
    @usableFromInline
    enum Code: Sendable {
      case accepted, unregisteredType, intervalIsZero, programmaticSend
      case insideInterval, untilReset, partOfDroppedInput, reentrant
      /// Held by the group; the throttle completes the decision (``Throttle/decision(of:)``).
      case insideGroupWindow
    }

    /// The decision.
    @usableFromInline var code: Code
    /// For a drop inside a window, the nanoseconds left in it, the group's for ``isHeldByGroup``.
    @usableFromInline package var remaining: Int64
    /// The send state to restore once an accepted send returns (``endSend(restoring:)``).
    @usableFromInline package var restore: SendScope
    /// The observer is told; a member of an accepted delivery is not reported apart.
    package var isReported: Bool
    /// A new window was armed while a window callback is installed: announce it.
    package var announcesWindow: Bool
    /// The current sequence closes for eventless sends on the next main-actor turn
    /// (``ThrottleStateMachine/closeSequence()``).
    package var closesSequenceNextTurn: Bool
    /// The window armed by a sequence that ended without activating was reopened: end its
    /// announcement, and give back the group's window it armed.
    package var reopensWindow: Bool
    /// A new input was accepted at a zero interval: it armed a window of no length, which the
    /// window's instant alone cannot tell from the input before it at the same instant, so that a
    /// group still claims its own window for it.
    var armsZeroWindow: Bool
    /// A sequence's first send accepted at a zero interval: the sequence arms no window of its own,
    /// so it has one to reopen, should it end without activating, only if it claims its group's
    /// (``ThrottleStateMachine/markPending()``).
    var pendsOnGroupClaim: Bool

    /// A reported decision that asks for no other side effect.
    init(_ code: Code, restore: SendScope) {
      self.code = code
      self.restore = restore
      remaining = 0
      isReported = true
      announcesWindow = false
      closesSequenceNextTurn = false
      reopensWindow = false
      armsZeroWindow = false
      pendsOnGroupClaim = false
    }

    /// A drop inside the window, `remaining` nanoseconds before it ends (forever: until reset).
    init(droppedWithRemaining remaining: Int64, restore: SendScope) {
      self.init(remaining == Nanoseconds.forever ? .untilReset : .insideInterval, restore: restore)
      self.remaining = remaining
    }

    /// An accepted send that no throttle applied to.
    init(unthrottled reason: ThrottleDecision.UnthrottledReason, restore: SendScope) {
      switch reason {
      case .unregisteredType: self.init(.unregisteredType, restore: restore)
      case .intervalIsZero: self.init(.intervalIsZero, restore: restore)
      case .programmaticSend: self.init(.programmaticSend, restore: restore)
      case .valueControl: preconditionFailure("A value control's sends pass before the rules decide anything.")
      }
    }

    /// Whether the group's window dropped the send.
    @inlinable package var isHeldByGroup: Bool { code == .insideGroupWindow }

    /// Turns a send the group let through, on a member that no throttle of its own applies to,
    /// into an accepted one: the group throttles it.
    mutating func acceptForGroup() {
      if code == .unregisteredType || code == .intervalIsZero { code = .accepted }
    }

    /// Whether the send runs.
    @inlinable package var isAccepted: Bool {
      switch code {
      case .accepted, .unregisteredType, .intervalIsZero, .programmaticSend: true
      case .insideInterval, .untilReset, .partOfDroppedInput, .reentrant, .insideGroupWindow: false
      }
    }

    /// The decision, with no holder for a drop by the group: only the throttle reads the holder
    /// (``Throttle/decision(of:)``).
    @usableFromInline package var decision: ThrottleDecision {
      switch code {
      case .accepted: .accepted
      case .unregisteredType: .unthrottled(.unregisteredType)
      case .intervalIsZero: .unthrottled(.intervalIsZero)
      case .programmaticSend: .unthrottled(.programmaticSend)
      case .insideInterval: .dropped(.insideInterval(remaining: Nanoseconds.duration(remaining)))
      case .untilReset: .dropped(.untilReset)
      case .partOfDroppedInput: .dropped(.partOfDroppedInput)
      case .reentrant: .dropped(.reentrant)
      case .insideGroupWindow: .dropped(.insideGroupWindow(remaining: Nanoseconds.duration(remaining), heldBy: nil))
      }
    }
  }
}
