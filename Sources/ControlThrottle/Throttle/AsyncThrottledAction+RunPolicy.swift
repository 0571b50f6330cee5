extension AsyncThrottledAction {
  /// What a call does while a run is in flight.
  public enum RunPolicy: Hashable, Sendable {
    /// The call is dropped with ``ThrottleDecision/DropReason/running``; the run in flight goes
    /// on. The default: a second tap on Send or Pay is almost always a repeat of the first, and
    /// cancelling a request already on the wire does not undo it on the server.
    case dropWhileRunning
    /// The run in flight is cancelled and ends as ``Completion/cancelled``, and the call starts a
    /// new one: for work whose newest request is the only one that matters (a reload, a search).
    /// The interval still spaces the starts: a call inside it is dropped.
    case replaceRunning
  }
}
