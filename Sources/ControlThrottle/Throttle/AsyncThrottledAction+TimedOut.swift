extension AsyncThrottledAction {
  /// The error a run that reached its timeout reports to ``onError``; its
  /// completion is ``Completion/timedOut``.
  public struct TimedOut: Error, Hashable, Sendable {
    /// The timeout the run reached: the action's own, which its creator gave.
    package let timeout: Duration
  }
}
