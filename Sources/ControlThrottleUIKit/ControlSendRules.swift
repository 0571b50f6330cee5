#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

/// How a control's sends are decided, for a ``ThrottledUIControl`` deciding its own and for a
/// control the application decides for (``AdoptedControls``) alike: the same rules, one copy.
///
/// The throttle keeps the state; this type only reads the control and the event and feeds the
/// throttle's state machine.
@MainActor
enum ControlSendRules {
  /// Decides one target-action send as part of `event`'s touch or press and runs `send` if it
  /// passes; see ``ThrottledUIControl/throttleSendAction(for:_:)``.
  @discardableResult
  static func decideTargetSend(
    of control: UIControl, throttle: Throttle, changesValue: Bool, event: UIEvent?, _ send: () -> Void
  ) -> ThrottleDecision {
    if changesValue { return throttle.passValueChange(of: control, send) }
    guard let event else {
      return decideEventlessSend(of: control, throttle: throttle, handler: nil, send)
    }
    let instant = SchedulerInstant(secondsSinceBoot: event.timestamp).uptimeNanoseconds
    if let (sequence, phase, isTouch) = ownSequence(of: control, throttle: throttle, in: event) {
      guard isTouch else {
        return DeliveredInputKind.delivering(.press) {
          throttle.perform(.sequence(at: instant, id: sequence, phase: phase), for: control, send)
        }
      }
      if sequence != throttle.currentSequenceID { registerTouchPhasesIfMissing(on: control) }
      return throttle.perform(.sequence(at: instant, id: sequence, phase: phase), for: control, send)
    }
    return DeliveredInputKind.delivering(.press) {
      throttle.perform(.event(at: instant), for: control, send)
    }
  }

  /// Decides one send without an event — an action handler's (`handler`), or a target-action's
  /// sent with a `nil` event (`handler` is `nil`) — and runs `send` if it passes.
  ///
  /// Made while the control tracks its touch inside it, when it can only be the touch's activation
  /// (`isTrackedTouchActivation(_:of:wholeDelivery:)`), the send is that activation, sent by the
  /// control itself before UIKit sends it with the touch (a superclass's `sendActions(for: .touchUpInside)` from
  /// `touchesEnded`): it is decided as the tracked touch's activation, so that one touch stays one
  /// input. Any other send while tracking, such as a custom slider's `.valueChanged`, belongs to
  /// the touch as the rules say.
  static func decideEventlessSend(of control: UIControl, throttle: Throttle, handler: UIAction?, _ send: () -> Void)
    -> ThrottleDecision
  {
    let tracking = control.isTracking
    let inside = control.isTouchInside
    if tracking && inside && isTrackedTouchActivation(handler, of: control) {
      return throttle.perform(.trackedActivation(wholeDelivery: false), for: control, send)
    }
    return throttle.perform(
      .eventless(tracking: tracking, inside: inside, isHandler: handler != nil), for: control, send)
  }

  /// Whether a send without an event, made while `control` tracks its touch inside it, can only be
  /// that touch's activation (`.touchUpInside`, and the `.primaryActionTriggered` a button sends
  /// with it), sent early by the control itself.
  ///
  /// A handler's send says which registration it is: `handler`'s own, for the activation alone. A
  /// target-action's send does not, nor does a whole `sendActions(for:)` call (`wholeDelivery`):
  /// then the control's target-actions (for a whole call, every registration of the app's) are all
  /// for touch events, one of them for the activation, so that no progress report such as a
  /// swipe control's `.valueChanged` can be the send.
  private static func isTrackedTouchActivation(
    _ handler: UIAction?, of control: UIControl, wholeDelivery: Bool = false
  ) -> Bool {
    let activation: UIControl.Event = [.touchUpInside, .primaryActionTriggered]
    if let handler, !wholeDelivery {
      var events: UIControl.Event = []
      control.enumerateEventHandlers { action, _, registered, _ in
        if action === handler { events.formUnion(registered) }
      }
      return !events.isEmpty && activation.isSuperset(of: events)
    }
    let touchEvents = UIControl.Event.allTouchEvents.union(.primaryActionTriggered)
    var activates = false
    var touchEventsOnly = true
    control.enumerateEventHandlers { action, targetAction, events, stop in
      let counted = if let action { wholeDelivery && !isTouchPhaseRegistration(action) } else { targetAction != nil }
      guard counted else { return }
      if !events.isDisjoint(with: activation) { activates = true }
      if !touchEvents.isSuperset(of: events) {
        touchEventsOnly = false
        stop = true
      }
    }
    return activates && touchEventsOnly
  }

  /// Decides one `sendActions(for:)` call once, for all its targets and handlers.
  static func decideDelivery(of control: UIControl, throttle: Throttle, changesValue: Bool, _ sendAll: () -> Void)
    -> ThrottleDecision
  {
    if changesValue { return throttle.passValueChange(of: control, sendAll) }
    let tracking = control.isTracking
    if tracking && control.isTouchInside && isTrackedTouchActivation(nil, of: control, wholeDelivery: true) {
      // The control sends its tracked touch's activation itself, before UIKit does: see
      // `decideEventlessSend(of:throttle:handler:_:)`.
      return throttle.perform(.trackedActivation(wholeDelivery: true), for: control, sendAll)
    }
    return DeliveredInputKind.delivering(.programmatic) {
      throttle.perform(.eventlessDelivery(tracking: tracking), for: control, sendAll)
    }
  }

  /// Whether `control` is one of UIKit's value controls, which change their value before sending.
  static func isValueControl(_ control: UIControl) -> Bool {
    #if os(tvOS)
    control is UISegmentedControl
    #else
    control is UISwitch || control is UISegmentedControl || control is UIStepper || control is UISlider
    #endif
  }

  /// The sequence `control`'s send belongs to in `event`: the control's own touch (delivered to
  /// it or to one of its descendants; a finger that changed in this event before one that did not,
  /// the one decided last first), or the press delivered to it.
  private static func ownSequence(of control: UIControl, throttle: Throttle, in event: UIEvent)
    -> (Int64, ThrottleStateMachine.SequencePhase, isTouch: Bool)?
  {
    let current = throttle.currentSequenceID
    var own: UITouch?
    for touch in event.allTouches ?? [] where touch.view?.isDescendant(of: control) == true {
      let changed = touch.phase != .stationary
      if changed && ThrottleStateMachine.sequenceID(of: touch) == current {
        own = touch
        break
      }
      if own == nil || (changed && own?.phase == .stationary) { own = touch }
    }
    if let own {
      return (ThrottleStateMachine.sequenceID(of: own), own.phase.sequencePhase(inside: control.isTouchInside), true)
    }
    guard let presses = (event as? UIPressesEvent)?.allPresses else { return nil }
    let press =
      presses.first { $0.phase != .stationary && ($0.responder as? UIView)?.isDescendant(of: control) == true }
      ?? presses.first { $0.phase != .stationary }
    return press.map { (ThrottleStateMachine.sequenceID(of: $0), $0.phase.sequencePhase, false) }
  }

  /// Registers the throttle's own actions for each phase of a touch that the control has no
  /// registration for, its begin (`.touchDown`) and its ends (`.touchUpInside`, `.touchUpOutside`,
  /// `.touchCancel`), so that the throttle sees every touch the control tracks begin and end.
  ///
  /// The throttle keeps a touch's address, never a reference: without a send at the touch's first
  /// phase, a later touch given a freed touch's address would be taken for it when that one's end
  /// went unsent. Added during a dispatch, a registration takes part from the next one: UIKit
  /// dispatches from a copy of the registrations.
  private static func registerTouchPhasesIfMissing(on control: UIControl) {
    let registered = control.allControlEvents
    if !registered.contains(.touchDown) { control.addAction(touchPhase(.throttleTouchBegan), for: .touchDown) }
    if !registered.contains(.touchUpInside) {
      control.addAction(touchPhase(.throttleTouchActivated), for: .touchUpInside)
    }
    let unactivated = UIControl.Event([.touchUpOutside, .touchCancel]).subtracting(registered)
    if !unactivated.isEmpty {
      control.addAction(touchPhase(.throttleTouchEndedUnactivated), for: unactivated)
    }
  }

  /// An action that tells the throttle of the control performing it a phase of its touch.
  private static func touchPhase(_ identifier: UIAction.Identifier) -> UIAction {
    UIAction(identifier: identifier) { action in
      guard let control = action.sender as? UIControl, let phase = identifier.throttleTouchPhase,
        let throttle = throttle(of: control)
      else { return }
      #if !os(tvOS)
      let besideOtherTouches = control.isMultipleTouchEnabled
      #else
      // tvOS has no `isMultipleTouchEnabled` (API_UNAVAILABLE(tvos)); its default there is one touch.
      let besideOtherTouches = false
      #endif
      throttle.noteTrackedSequence(
        phase, of: control, tracking: control.isTracking, besideOtherTouches: besideOtherTouches)
    }
  }

  /// The throttle deciding `control`'s sends: its own, or the one the application adopted it with.
  private static func throttle(of control: UIControl) -> Throttle? {
    (control as? any ThrottledUIControl)?.throttle ?? AdoptedControls.shared.existingThrottle(of: control)
  }

  /// Whether `action` is one of the throttle's own registrations, which run no code of the app's.
  static func isTouchPhaseRegistration(_ action: UIAction) -> Bool {
    action.identifier.throttleTouchPhase != nil
  }
}

extension UIAction.Identifier {
  /// The throttle's own registration for a touch's begin, on a control with none.
  fileprivate static var throttleTouchBegan: UIAction.Identifier { UIAction.Identifier("ControlThrottle.touchDown") }
  /// The throttle's own registration for a touch lifted inside, on a control with none.
  fileprivate static var throttleTouchActivated: UIAction.Identifier { UIAction.Identifier("ControlThrottle.touchUp") }
  /// The throttle's own registration for a touch lifted outside or cancelled, on a control with none.
  fileprivate static var throttleTouchEndedUnactivated: UIAction.Identifier {
    UIAction.Identifier("ControlThrottle.touchEnd")
  }

  /// The touch phase one of the throttle's own registrations tells, or `nil` for any other action.
  fileprivate var throttleTouchPhase: ThrottleStateMachine.SequencePhase? {
    switch self {
    case .throttleTouchBegan: .begins
    case .throttleTouchActivated: .activates
    case .throttleTouchEndedUnactivated: .endsUnactivated
    default: nil
    }
  }
}

extension UITouch.Phase {
  /// Where a send of this phase falls in its touch: a touch activates the control when it lifts
  /// inside it.
  fileprivate func sequencePhase(inside: Bool) -> ThrottleStateMachine.SequencePhase {
    switch self {
    case .began: .begins
    case .ended: inside ? .activates : .endsUnactivated
    case .cancelled: .endsUnactivated
    default: .continues
    }
  }
}

extension UIPress.Phase {
  /// Where a send of this phase falls in its press: a press activates the control on release.
  fileprivate var sequencePhase: ThrottleStateMachine.SequencePhase {
    switch self {
    case .began: .begins
    case .ended: .activates
    case .cancelled: .endsUnactivated
    default: .continues
    }
  }
}
#endif
