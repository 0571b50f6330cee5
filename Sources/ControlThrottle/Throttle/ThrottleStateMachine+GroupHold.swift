extension ThrottleStateMachine {
  /// How the group's window, read by the throttle for one decision, holds a new input.
  enum GroupHold: Sendable, Equatable {
    /// The group lets new inputs through, or the throttle has no group.
    case open
    /// The group's window holds new inputs; with `armedHereAtInstant`, this throttle's input at
    /// the send's instant armed it, so a send its rules call that same input passes with it.
    case holds(armedHereAtInstant: Bool)
  }
}
