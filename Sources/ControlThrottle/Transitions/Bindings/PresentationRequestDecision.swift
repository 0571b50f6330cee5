/// What a ``SerializedPresentation`` request does, decided from the presentation's state and the
/// window's before anything changes.
@usableFromInline
package enum PresentationRequestDecision: Equatable {
  /// Ends at once, dropped for this reason, and changes nothing.
  case drop(TransitionOutcome.DropReason)
  /// Takes the place of this presentation's request that has not started: the latest state wins.
  case replaceWaiting
  /// Waits behind this presentation's own running transition, whatever the policy.
  case waitForOwnTransition
  /// Waits for the window's other presentations to close.
  case waitForOtherPresentation
  /// Goes to the window's serializer.
  case request

  /// Where one presentation's own requests stand when a new one comes.
  @usableFromInline
  package enum OwnRequests<Item> {
    /// None waits or holds the window; the presentation shows `shown`.
    case settled(shown: Item?)
    /// One has not started: queued in the serializer, or waiting for another presentation to close.
    case waiting
    /// One holds the window, on its way to showing `target`.
    case running(target: Item?)
  }

  /// Decides a request to present `target`, or to dismiss when `target` is `nil`, from the
  /// presentation's own requests (`own`), the window's other presentations (`othersShown`: any,
  /// and whether one is a dialog) and why the serializer would drop it at once (`serializerDrop`).
  @inlinable
  package static func decide<Item: Equatable>(
    _ target: Item?,
    policy: TransitionPolicy,
    own: OwnRequests<Item>,
    othersShown: () -> (any: Bool, dialog: Bool),
    serializerDrop: () -> TransitionOutcome.DropReason?
  ) -> PresentationRequestDecision {
    let shown: Item?
    switch own {
    case .waiting:
      return .replaceWaiting
    case .running(let runningTarget):
      guard runningTarget != target else { return .drop(target == nil ? .nothingToDismiss : .alreadyPresented) }
      return .waitForOwnTransition
    case .settled(let settled):
      shown = settled
    }
    guard target != nil else {
      if shown == nil { return .drop(.nothingToDismiss) }
      return serializerDrop().map { .drop($0) } ?? .request
    }
    if shown == target { return .drop(.alreadyPresented) }
    let others = othersShown()
    // An alert's or dialog's actions close it, so a request made under one always waits for it.
    if others.dialog || (others.any && policy == .enqueue) { return .waitForOtherPresentation }
    if others.any { return .drop(.presenterBusy) }
    return serializerDrop().map { .drop($0) } ?? .request
  }
}
