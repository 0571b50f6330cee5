/// What UIKit knows about a view controller just before a navigation controller pushes it, and
/// whether that makes UIKit raise.
///
/// UIKit raises an exception ("Pushing the same view controller instance more than once is not
/// supported") for a push of a controller already on the stack; on iOS 16 and 17 a push UIKit
/// holds until the next Core Animation commit is not yet in `viewControllers`, and a second push
/// of it raises as well. A double-tapped row, a queued request or a follow-up can all ask for
/// the same screen twice, so the adapter reads these facts when the push is about to start, and a
/// push UIKit would refuse is dropped with ``TransitionOutcome/DropReason/alreadyOnStack``.
package struct PushCheck: Hashable, Sendable {
  /// Whether the controller is in the navigation controller's `viewControllers`.
  package var isOnStack: Bool
  /// Whether a push of the controller started and UIKit still holds it (not yet on the stack).
  package var isBeingPushed: Bool

  /// Records the facts.
  package init(isOnStack: Bool, isBeingPushed: Bool = false) {
    self.isOnStack = isOnStack
    self.isBeingPushed = isBeingPushed
  }

  /// Why UIKit would raise for this push, or `nil` if it would run it.
  package var dropReason: TransitionOutcome.DropReason? {
    isOnStack || isBeingPushed ? .alreadyOnStack : nil
  }

  /// Whether a push that just returned is held by UIKit.
  ///
  /// Held: its controller is not yet on the stack and no transition coordinator reports it (UIKit
  /// behaviour notes §5, "Deferred pushes": iOS 16 and 17 hold an animated push made in the same
  /// turn as a non-animated change of the stack until the next Core Animation commit). Such a push
  /// is not done: it has not even begun.
  ///
  /// - Parameters:
  ///   - isOnStack: Whether the pushed controller is in `viewControllers` now.
  ///   - hasCoordinator: Whether `transitionCoordinator` is non-`nil` now.
  /// - Returns: `true` when UIKit holds the push.
  package static func isHeld(isOnStack: Bool, hasCoordinator: Bool) -> Bool {
    !isOnStack && !hasCoordinator
  }
}
