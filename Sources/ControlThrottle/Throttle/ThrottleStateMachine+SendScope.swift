extension ThrottleStateMachine {
  /// The send of the control under way: what a new send meets, saved when it is decided and
  /// restored when it returns (``ThrottleStateMachine/endSend(restoring:)``).
  ///
  /// Three values, not bits: an accepted send's rule sets the scope its action runs in, a value it
  /// knows, and its end sets back the one the send met.
  @usableFromInline
  package enum SendScope: UInt8, Sendable {
    /// No send of the control is under way.
    case idle
    /// One of the control's actions is running, also one of a delivery's member sends: its saved
    /// scope brings the delivery back when it returns.
    case action
    /// An accepted delivery (every target of one event, or one `sendActions(for:)` call) is
    /// running, outside its actions: its member sends follow it.
    case delivery
  }

  /// The send under way.
  @inlinable var scope: SendScope {
    get {
      guard let scope = SendScope(rawValue: flags & Self.scopeBits) else {
        preconditionFailure("The scope bits hold a value only `scope` writes.")
      }
      return scope
    }
    set { flags = (flags & ~Self.scopeBits) | newValue.rawValue }
  }
}
