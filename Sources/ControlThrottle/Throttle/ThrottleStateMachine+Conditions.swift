extension ThrottleStateMachine {
  /// What a decision is made under besides the machine's state.
  ///
  /// The throttle's settings as they are for this decision, and how its group's window holds a new
  /// input. The throttle keeps its settings; the machine is given them with each input and never
  /// stores them.
  struct Conditions: Sendable, Equatable {
    /// The effective interval in nanoseconds: fixed by the setting, or resolved from the registry.
    var interval: Int64
    /// Why `interval` is zero.
    var unthrottledReason: ThrottleDecision.UnthrottledReason
    /// Whether a sequence's first send activates the control, so that the window it arms stays even
    /// when the sequence ends without activating (controls that act on touch down).
    var activatesOnFirstSend = false
    /// Whether a window callback is installed, so that armed windows are announced.
    var announcesWindows = false
    /// For a grouped throttle, how the group's window holds a new input at the decision's instant
    /// (``ThrottleStateMachine/groupHold(in:interval:member:at:under:)``).
    var groupHold = GroupHold.open

    /// The conditions of a throttle with `interval`, zero for `unthrottledReason`.
    init(interval: Int64, unthrottledReason: ThrottleDecision.UnthrottledReason = .intervalIsZero) {
      self.interval = interval
      self.unthrottledReason = unthrottledReason
    }
  }
}
