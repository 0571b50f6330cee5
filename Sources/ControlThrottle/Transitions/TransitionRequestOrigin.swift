/// What an adapter sees of where a transition request comes from.
///
/// A follow-up is part of the running transition's flow ("step 2" presented from step 1's
/// `viewDidAppear`), not a second tap, and runs right after it whatever its policy. The serializer
/// sees requests made during the transition's `start` and hand-off; adapters add what they see.
package struct TransitionRequestOrigin: Hashable, Sendable {
  /// Whether the requester is the running transition's destination or a screen inside it (UIKit
  /// ignores touches during non-interactive presentations, so such a request is not a tap).
  package var isInsideDestination: Bool
  /// Whether the requester started the running transition.
  package var isFromRunningHost: Bool
  /// Whether the requester's `transitionCoordinator` is `nil`: only its final callbacks remain.
  package var hostReportsNoTransition: Bool

  /// Records what the adapter saw.
  package init(isInsideDestination: Bool, isFromRunningHost: Bool, hostReportsNoTransition: Bool) {
    self.isInsideDestination = isInsideDestination
    self.isFromRunningHost = isFromRunningHost
    self.hostReportsNoTransition = hostReportsNoTransition
  }

  /// Whether the request is a follow-up: from inside the destination, or from the running host once
  /// its transition is over (a second tap while its animation runs is neither).
  package var isFollowUp: Bool {
    isInsideDestination || (isFromRunningHost && hostReportsNoTransition)
  }
}
