// Where a throttle's interval comes from, and when it must be looked up again.

extension ThrottleStateMachine {
  /// How the interval is found.
  @usableFromInline
  package enum Mode: UInt8, Sendable {
    /// From the control's type registration.
    case inherited
    /// The registry's default interval.
    case defaultInterval
    /// Fixed by the control's own setting.
    case fixed
  }

  /// Whether `interval` must be resolved again under the registry's configuration `word`.
  @inlinable
  package func needsResolution(under word: Int64) -> Bool {
    mode != .fixed && resolvedWord != UInt32(truncatingIfNeeded: word)
  }
}
