/// What an adapter sees of where a transition request comes from, and whether that makes it a
/// follow-up of the running transition.
///
/// A follow-up runs right after the running transition, before the queue, whatever its policy:
/// it is part of the same flow ("step 2" presented from step 1's `viewDidAppear`), not a second
/// tap. The serializer itself counts requests made while the running transition's `start` runs
/// (`viewWillAppear`, `willShow`) and while the host is handed over after a transition ended
/// inside the framework's callbacks (the request's own completion, `viewDidAppear`, `didShow`).
/// Adapters add the cases only they can see.
package struct TransitionRequestOrigin: Hashable, Sendable {
  /// Whether the requester is the running transition's destination or a screen inside it.
  ///
  /// The root of a presented navigation controller is inside it. UIKit ignores touches during non-interactive
  /// presentations, so such a request comes from the destination's own code, not from a tap.
  package var isInsideDestination: Bool
  /// Whether the requester started the running transition (the navigation controller whose push
  /// runs).
  package var isFromRunningHost: Bool
  /// Whether the framework reports no transition in progress for the requester
  /// (`transitionCoordinator == nil`): its side of the running transition is over and only its
  /// final callbacks remain.
  package var hostReportsNoTransition: Bool

  /// Records what the adapter saw.
  package init(isInsideDestination: Bool, isFromRunningHost: Bool, hostReportsNoTransition: Bool) {
    self.isInsideDestination = isInsideDestination
    self.isFromRunningHost = isFromRunningHost
    self.hostReportsNoTransition = hostReportsNoTransition
  }

  /// Whether the request is a follow-up.
  ///
  /// It is when it comes from inside the destination, or from the host running the transition
  /// once the framework says that transition is over. A second tap on the
  /// host while its animation runs is neither.
  package var isFollowUp: Bool {
    isInsideDestination || (isFromRunningHost && hostReportsNoTransition)
  }
}
