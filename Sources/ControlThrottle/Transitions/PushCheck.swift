/// What UIKit knows about a view controller just before a navigation controller pushes it.
///
/// UIKit raises ("Pushing the same view controller instance more than once is not supported") for
/// a push of a controller already on the stack, or of one whose push it still holds (iOS 16 and
/// 17 hold a push until the next Core Animation commit). Such a push is dropped with
/// ``TransitionOutcome/DropReason/alreadyOnStack``, checked when it is about to start.
package struct PushCheck: Hashable, Sendable {
  /// Whether the controller is in the navigation controller's `viewControllers`.
  package var isOnStack: Bool
  /// Whether a push of the controller started and UIKit still holds it (not yet on the stack).
  package var isBeingPushed: Bool

  package init(isOnStack: Bool, isBeingPushed: Bool = false) {
    self.isOnStack = isOnStack
    self.isBeingPushed = isBeingPushed
  }

  /// Why UIKit would raise for this push, or `nil` if it would run it.
  package var dropReason: TransitionOutcome.DropReason? {
    isOnStack || isBeingPushed ? .alreadyOnStack : nil
  }

  /// Whether a push that just returned is held by UIKit, not begun.
  ///
  /// Its controller is not on the stack and no coordinator reports it (UIKit behaviour notes §5).
  package static func isHeld(isOnStack: Bool, hasCoordinator: Bool) -> Bool {
    !isOnStack && !hasCoordinator
  }
}
