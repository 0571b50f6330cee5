extension ThrottleStateMachine {
  /// Where a send falls in its input sequence.
  @usableFromInline
  package enum SequencePhase: UInt8, Sendable {
    /// The sequence's first phase (a touch's or press's began): always a new sequence.
    case begins
    /// A later phase that does not end it (moved, stationary, changed).
    case continues
    /// The last phase, activating the control (lifted inside, a press released).
    case activates
    /// The last phase without activating (cancelled, lifted outside).
    case endsUnactivated

    /// Whether this is a last phase.
    @inlinable package var ends: Bool { rawValue >= SequencePhase.activates.rawValue }
  }

  /// What the throttle must do for one decided send: the decision, the send state to restore,
  /// and the side effects it asks for.
  ///
  /// Small enough to be returned in registers (the side effects are bits of one byte): on the
  /// common path, a send stamped with its event, the throttle then tests one byte and is done.
  @usableFromInline
  package struct Action: Sendable {
    /// For a drop inside the window, the nanoseconds left in it; kept raw, so that a caller who
    /// only asks whether the send passes never builds the `Duration`.
    @usableFromInline var remaining: Int64 = 0
    /// The decision, as a ``Code``.
    @usableFromInline var code: Code
    /// The send state to restore once an accepted send returns (``endSend(restoring:)``).
    @usableFromInline package var restore: SendScope
    /// The side effects, as ``Effect`` bits.
    @usableFromInline package var effects: UInt8 = Effect.reported

    /// A decision in one byte; with `remaining`, the action fits in two registers.
    @usableFromInline
    enum Code: UInt8, Sendable {
      case accepted, unregisteredType, intervalIsZero, programmaticSend
      case insideInterval, untilReset, partOfDroppedInput, reentrant
      /// Held by the group; the throttle completes the decision (``Throttle/decision(of:)``).
      case insideGroupWindow
    }

    @inlinable @inline(__always)
    init(_ code: Code, restore: SendScope) {
      self.code = code
      self.restore = restore
    }

    /// A drop inside the window, `remaining` nanoseconds before it ends (`Int64.max`: until reset).
    @inlinable @inline(__always)
    init(droppedWithRemaining remaining: Int64, restore: SendScope) {
      self.init(remaining == Nanoseconds.forever ? .untilReset : .insideInterval, restore: restore)
      self.remaining = remaining
    }

    /// An accepted send that no throttle applied to.
    @inlinable @inline(__always)
    init(unthrottled reason: ThrottleDecision.UnthrottledReason, restore: SendScope) {
      switch reason {
      case .unregisteredType: self.init(.unregisteredType, restore: restore)
      case .intervalIsZero: self.init(.intervalIsZero, restore: restore)
      case .programmaticSend: self.init(.programmaticSend, restore: restore)
      case .valueControl: preconditionFailure("A value control's sends pass before the rules decide anything.")
      }
    }

    /// A new input the group's window holds, with the nanoseconds left in it.
    ///
    /// Decided outside the control's actions and deliveries, so nothing is to restore.
    @inlinable @inline(__always)
    package static func heldByGroup(remaining: Int64) -> Action {
      var action = Action(.insideGroupWindow, restore: .idle)
      action.remaining = remaining
      return action
    }

    /// Whether the group's window dropped the send.
    @inlinable @inline(__always) package var isHeldByGroup: Bool { code == .insideGroupWindow }

    /// Turns a send the group let through, on a member that no throttle of its own applies to,
    /// into an accepted one: the group throttles it.
    @inlinable @inline(__always) package mutating func acceptForGroup() {
      if code == .unregisteredType || code == .intervalIsZero { code = .accepted }
    }

    /// The group's time left, for a send ``isHeldByGroup``.
    @inlinable @inline(__always) package var groupRemaining: Int64 {
      get { remaining }
      set { remaining = newValue }
    }

    /// Whether the send runs.
    @inlinable @inline(__always) package var isAccepted: Bool { code.rawValue < Code.insideInterval.rawValue }

    /// The decision.
    @inlinable @inline(__always) package var decision: ThrottleDecision {
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

    /// The side-effect bits.
    @usableFromInline
    package enum Effect {
      /// The observer is told; a member of an accepted delivery is not reported apart.
      @usableFromInline package static let reported: UInt8 = 1
      /// A new window was armed while a window callback is installed: announce it.
      @usableFromInline package static let announcesWindow: UInt8 = 2
      /// The current sequence closes for handler sends on the next main-actor turn.
      @usableFromInline package static let closesSequenceNextTurn: UInt8 = 4
      /// The window armed by a sequence that ended without activating was reopened: end its
      /// announcement.
      @usableFromInline package static let reopensWindow: UInt8 = 8
      @usableFromInline package static let armsZeroWindow: UInt8 = 16
      @usableFromInline package static let pendsOnGroupClaim: UInt8 = 32
    }

    /// Whether the observer is told.
    @inlinable @inline(__always) package var isReported: Bool {
      get { effects & Effect.reported != 0 }
      set { set(Effect.reported, newValue) }
    }

    /// Whether a new window must be announced to the window callback.
    @inlinable @inline(__always) package var announcesWindow: Bool {
      get { effects & Effect.announcesWindow != 0 }
      set { set(Effect.announcesWindow, newValue) }
    }

    /// Whether the current sequence must close for handler sends on the next main-actor turn
    /// (``ThrottleStateMachine/closeSequence()``).
    @inlinable @inline(__always) package var closesSequenceNextTurn: Bool {
      get { effects & Effect.closesSequenceNextTurn != 0 }
      set { set(Effect.closesSequenceNextTurn, newValue) }
    }

    /// Whether a window armed by the current sequence was reopened because it ended without
    /// activating.
    @inlinable @inline(__always) package var reopensWindow: Bool {
      get { effects & Effect.reopensWindow != 0 }
      set { set(Effect.reopensWindow, newValue) }
    }

    /// A new input was accepted at a zero interval: it armed a window of no length, which the
    /// window's instant alone cannot tell from the input before it at the same instant, so that a
    /// group still claims its own window for it.
    @inlinable @inline(__always) package var armsZeroWindow: Bool {
      get { effects & Effect.armsZeroWindow != 0 }
      set { set(Effect.armsZeroWindow, newValue) }
    }

    /// A sequence's first send accepted at a zero interval: the sequence arms no window of its
    /// own, so it has one to reopen, should it end without activating, only if it claims its
    /// group's (``ThrottleStateMachine/markPending()``).
    @inlinable @inline(__always) package var pendsOnGroupClaim: Bool {
      get { effects & Effect.pendsOnGroupClaim != 0 }
      set { set(Effect.pendsOnGroupClaim, newValue) }
    }

    @inlinable @inline(__always)
    mutating func set(_ bit: UInt8, _ on: Bool) {
      effects = on ? effects | bit : effects & ~bit
    }
  }
}
