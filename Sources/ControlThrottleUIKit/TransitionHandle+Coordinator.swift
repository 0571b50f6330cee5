#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension TransitionHandle {
  /// Finishes the transition when UIKit's transition coordinator completes it, or at once when
  /// there is no coordinator (a non-animated transition, or a view not in a window).
  ///
  /// While the user drives the transition — an interactive pop under a finger — its safety timeout
  /// waits, bounded by 60 seconds from the transition's start; when the finger lifts, the
  /// coordinator's
  /// `notifyWhenInteractionChanges` handler restarts it for the animation that completes or
  /// cancels the transition. A cancelled interactive transition finishes as
  /// ``ControlThrottle/TransitionOutcome/cancelled(waited:)`` and releases the host, however long
  /// the finger rested.
  ///
  /// The next transition starts on the next turn of the run loop, after UIKit's last callbacks
  /// for this one (`viewDidAppear`, the navigation delegate's `didShow`); requests made until then
  /// are follow-ups and run first (<doc:SerializingTransitions>).
  public func finish(after coordinator: (any UIViewControllerTransitionCoordinator)?) {
    guard let coordinator,
      coordinator.animate(
        alongsideTransition: nil, completion: { context in finishHandingOff(cancelled: context.isCancelled) })
    else {
      finish()
      return
    }
    transitionBegan(interactive: coordinator.isInteractive)
    coordinator.notifyWhenInteractionChanges { context in interactionChanged(interactive: context.isInteractive) }
  }
}
#endif
