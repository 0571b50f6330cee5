/// Inputs whose documented outcome the throttle does not give yet: each switch names the rule,
/// then what the throttle does.
///
/// The model notes each one it meets (``ReferenceModel/defectsMet``); the generator leaves out,
/// and the shrinker never produces, a script that meets one whose switch is off. Each switch is
/// off until its defect is fixed, then turned on; ``ModelKnownDefectTests`` says when.
struct ModelKnownDefects {
  /// Two inputs stamped +infinity (or the last finite instant) are two: the second drops (fixed).
  var instantsAtTheTopOfTheRange = true
  /// A group's window armed near the top of the range is cut at the last finite instant, as a control's is (fixed).
  var groupInstantsNearTheTopOfTheRange = true
  /// A dropped touch never changes another touch's decision: a touch that drops while an accepted one may still send
  /// leaves that one current (fixed; the model follows the rule).
  var interleavedTouches = true
  /// One eventless activation is one decision for its targets and handlers under `.deliver` too: a target-action the
  /// policy lets through is this turn's activation, arming nothing, and its handlers pass with it (fixed; the model
  /// follows the rule).
  var mixedEventlessSendsUnderDeliver = true
  /// An ended touch closes for sends without an event on the next turn; the throttle keeps it open until the control
  /// has sent without an event once, a known limit the article states and this model follows; off, so that the fix
  /// changes no expectation here.
  var eventlessSendsBeforeTheFirst = false
  /// A forwarded `sendActions(for:)` while the control tracks a touch it saw and accepted shares that touch's
  /// decision (fixed).
  var forwardedDeliveryDuringASeenTouch = true
  /// A window armed while the interval was not zero stays armed through inputs at a zero interval, and a send after
  /// the interval is set back is decided by it (fixed).
  var intervalChangedToZero = true
  /// A touch that ends without activating reopens its window unless another input re-armed it, also after a send
  /// stamped with the touch's instant, not part of it, that arms nothing (fixed).
  var eventAtATouchsInstant = true
  /// Every accepted input arms its group's window, also a member's touch begun again at the instant of the touch
  /// before it, which gives the group's window back and claims it again (fixed).
  var firstPhaseAgainOnAGroupMember = true
  /// A touch whose end reached no send counts as not activated when the next begins, for the group's window too, also
  /// once its own window has closed (fixed).
  var unendedTouchOnAGroupMember = true
  /// Every accepted input arms its group's window, also a member's input at the instant of its previous one once the
  /// group's window changed in between (fixed).
  var groupInputAtItsPreviousInstant = true
  /// A touch that ends without activating reopens only what it armed: an unthrottled touch keeps the last accepted
  /// input (a resend from an action is reentrant) and gives back only a group window it armed itself (fixed).
  var unthrottledTouchEndingUnactivated = true

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
