/// What to do with a transition requested while its host is busy.
public enum TransitionPolicy: Hashable, Sendable {
  /// Drop it with ``TransitionOutcome/DropReason/busy`` (the default): a double-tapped button
  /// pushes once.
  case dropIfBusy
  /// Queue it; queued transitions run one at a time in the order requested.
  case enqueue
}
