/// Inputs the documented rules cover but the implementation does not follow yet.
///
/// The model notes each one it meets (``ReferenceModel/defectsMet``); the generator leaves out,
/// and the shrinker never produces, a script that meets one whose switch is off. Each switch is
/// off until the defect is fixed, then turned on.
struct ModelKnownDefects {
  /// Event instants at the top of the range (+infinity): two such taps both pass, where the
  /// documented rule drops the second (the window armed at the first still holds it).
  var instantsAtTheTopOfTheRange = false
  /// A group member stamped near the top of the range: the group's window is not cut at the last
  /// finite instant as a control's is, and lasts until reset, where the documented rule cuts it.
  var groupInstantsNearTheTopOfTheRange = false
  /// A touch sent again after a later touch began (a dropped second finger): the first touch's
  /// later sends are decided as a new input, where the documented rule keeps its decision.
  var interleavedTouches = false
  /// Under `.deliver`, target-actions and handlers without an event in one turn: the handlers
  /// arm the window that the targets ran without, where the documented rule makes one decision.
  var mixedEventlessSendsUnderDeliver = false
  /// A send without an event in a later turn than a touch's end, on a control that has not sent
  /// without an event before: it passes as that touch's, where the documented rule closes the
  /// touch on the turn after its end (the article lists it as a known limit).
  var eventlessSendsBeforeTheFirst = false
  /// A forwarded `sendActions(for:)` while the control tracks a touch the throttle saw and
  /// accepted: it runs but reports `.unthrottled(.programmaticSend)`, a reason the documented
  /// rule keeps for touches the throttle has not seen; it shares the touch's decision.
  var forwardedDeliveryDuringASeenTouch = false
  /// A control's interval changed to zero while a window it armed earlier may still run: an
  /// unthrottled touch then reopens that earlier window as if it had armed it, where the
  /// documented rule reopens only the window a touch armed.
  var intervalChangedToZero = false
  /// A send stamped with the instant of a live touch's first send but not part of the touch (an
  /// event without a sequence): it arms nothing, yet the touch no longer reopens its window when
  /// it ends without activating, where the documented rule reopens it unless another input
  /// re-armed it.
  var eventAtATouchsInstant = false
  /// A touch's first phase on a group member at the instant of the touch before it (the same
  /// touch-down sent to a second target, or two touches begun together): the second reopens and
  /// re-arms the member's own window at the same instant but gives the group's window back
  /// without claiming it again, so another member's input passes inside it, where the documented
  /// rule keeps the group's window armed by the accepted input.
  var firstPhaseAgainOnAGroupMember = false
  /// A new touch's first phase on a group member while an earlier touch has sent no end: the
  /// earlier touch reopens the member's own window but the group's window stays and drops the
  /// new touch, where the documented rule counts the earlier touch as not activated and gives
  /// the group's window back too.
  var unendedTouchOnAGroupMember = false
  /// A group member throttled by the group alone, accepted again at the instant of its previous
  /// input after the group's window changed (``ThrottleGroup/reset()``, or another member's
  /// input from a clock that went back): it does not claim the group's window, so another member
  /// passes inside it, where the documented rule arms the group's window with every accepted
  /// input.
  var groupInputAtItsPreviousInstant = false
  /// A touch accepted unthrottled (the control's interval is zero, its group's or none throttles
  /// it) that ends without activating: the end forgets the last accepted input, and gives back a
  /// group window a later input armed, as if the touch had armed a window of its own, so a resend
  /// from an action is no longer reentrant and another member passes inside the group's window,
  /// where the documented rule reopens only a window the touch armed.
  var unthrottledTouchEndingUnactivated = false

  /// Whether a script that meets `defects` may run.
  func allows(_ defects: Set<ModelKnownDefect>) -> Bool {
    defects.allSatisfy { defect in
      switch defect {
      case .instantsAtTheTopOfTheRange: instantsAtTheTopOfTheRange
      case .groupInstantsNearTheTopOfTheRange: groupInstantsNearTheTopOfTheRange
      case .interleavedTouches: interleavedTouches
      case .mixedEventlessSendsUnderDeliver: mixedEventlessSendsUnderDeliver
      case .eventlessSendsBeforeTheFirst: eventlessSendsBeforeTheFirst
      case .forwardedDeliveryDuringASeenTouch: forwardedDeliveryDuringASeenTouch
      case .intervalChangedToZero: intervalChangedToZero
      case .eventAtATouchsInstant: eventAtATouchsInstant
      case .firstPhaseAgainOnAGroupMember: firstPhaseAgainOnAGroupMember
      case .unendedTouchOnAGroupMember: unendedTouchOnAGroupMember
      case .groupInputAtItsPreviousInstant: groupInputAtItsPreviousInstant
      case .unthrottledTouchEndingUnactivated: unthrottledTouchEndingUnactivated
      }
    }
  }
}

/// One of ``ModelKnownDefects``.
enum ModelKnownDefect: Hashable, Sendable {
  case instantsAtTheTopOfTheRange, groupInstantsNearTheTopOfTheRange, interleavedTouches
  case mixedEventlessSendsUnderDeliver, eventlessSendsBeforeTheFirst, forwardedDeliveryDuringASeenTouch
  case intervalChangedToZero, eventAtATouchsInstant, firstPhaseAgainOnAGroupMember, unendedTouchOnAGroupMember
  case groupInputAtItsPreviousInstant, unthrottledTouchEndingUnactivated
}
