extension AsyncThrottledAction {
  /// A step of a run's life, reported once each and in this order by ``onRunEvent``.
  ///
  /// Every accepted call gives ``started``, then ``ended(_:)``, then ``reopened`` when calls pass
  /// again (at once if nothing holds the action after the run). A run replaced under
  /// ``RunPolicy/replaceRunning`` ends as ``Completion/cancelled`` and the next one starts without a
  /// ``reopened`` in between. ``discardedLateResult`` follows, at any later moment, for a run that
  /// ended at its timeout and whose operation returned or threw afterwards.
  public enum RunEvent: Hashable, Sendable {
    /// A run started; ``isRunning`` is `true`.
    case started
    /// The run ended this way; ``lastCompletion`` says the same.
    case ended(Completion)
    /// Calls pass again: the run ended and its interval and cooldown are over, or ``reset()``.
    case reopened
    /// The operation of a run that had timed out returned or threw; what it returned or threw was
    /// ignored.
    case discardedLateResult
  }
}
