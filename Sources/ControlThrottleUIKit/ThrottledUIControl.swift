#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A `UIControl` whose actions — target-actions and `UIAction` handlers — are throttled per
/// instance and per tap.
///
/// Adopt it with the conformance, the stored throttle, and two overrides that forward to the core:
///
/// ```swift
/// final class PayButton: UIButton, ThrottledUIControl {
///   let throttle = Throttle(.interval(.seconds(1)))
///   override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
///     throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
///   }
///   override func sendAction(_ action: UIAction) {
///     throttleSendAction(action) { super.sendAction(action) }
///   }
/// }
/// ```
///
/// One tap is one input: its touch-down, drag, touch-up and primary-action sends, to every target
/// and handler, share the decision made at its first send, because they belong to the control's own
/// `UITouch` (the one delivered to the control or to one of its subviews; other fingers never count).
/// A second tap that begins inside the window is dropped whole, and a touch that ends without
/// activating the control (cancelled, or lifted outside) reopens the window it armed. So a pay button
/// with a press animation on `.touchDown` and the payment on `.touchUpInside` pays once per tap, and
/// a button that mixes targets with `UIAction` handlers runs each once. A `UIPress` (a keyboard key,
/// a remote button) delivered with its event is a sequence like a touch. So that every touch's begin
/// and end are seen, the throttle registers its own `UIAction` for each of `.touchDown`,
/// `.touchUpInside`, `.touchUpOutside` and `.touchCancel` the control has no registration for when a
/// touch first sends with its event; it runs no code of yours, and `allControlEvents` and a logging
/// `sendAction(_: UIAction)` see it.
///
/// Activations without an event — a hardware keyboard's Return or Space, a remote's select, a Large
/// Content Viewer lift, `performPrimaryAction()`, `sendActions(for:)` from app code — are decided
/// as one activation per main-actor turn for all their targets and handlers, under the registry's
/// ``ControlThrottle/ProgrammaticSendPolicy``. A send made from inside one of the control's actions,
/// or while the control tracks a touch (a custom slider's `continueTracking` sending
/// `.valueChanged`), belongs to the input being handled. So the targets and handlers of one
/// `sendActions(for:)` call are decided once whether or not you forward it; forwarding is
/// optional, and makes the call one delivery whose decision ``throttleSendActions(_:)`` returns:
///
/// ```swift
/// override func sendActions(for controlEvents: UIControl.Event) {
///   throttleSendActions { super.sendActions(for: controlEvents) }
/// }
/// ```
///
/// A value control (a `UISwitch`, `UISegmentedControl`, `UIStepper` or `UISlider`, or a control
/// whose ``changesValueBeforeSending`` is `true`) has its value changed before it sends, so none of
/// its sends is dropped: see <doc:ThrottlingControls>.
@MainActor
public protocol ThrottledUIControl: UIControl, ThrottledControl {
  /// Whether the control's value changes before it sends its actions, as a switch's does when it
  /// is flipped; then no send of the control is dropped.
  ///
  /// `true` for `UISwitch`, `UISegmentedControl`, `UIStepper` and `UISlider`. A custom control that
  /// changes its value and then sends `.valueChanged` returns `true`.
  var changesValueBeforeSending: Bool { get }
}

extension ThrottledUIControl {
  /// Whether the control is one of UIKit's value controls.
  public var changesValueBeforeSending: Bool {
    #if os(tvOS)
    self is UISegmentedControl
    #else
    self is UISwitch || self is UISegmentedControl || self is UIStepper || self is UISlider
    #endif
  }
}

extension ThrottledUIControl {
  /// Decides one target-action send as part of `event`'s touch or press and runs `send` if it
  /// passes.
  ///
  /// - Parameters:
  ///   - event: The event UIKit passed to `sendAction(_:to:for:)`; `nil` for a send without one.
  ///   - send: Calls `super.sendAction(_:to:for:)`.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  public func throttleSendAction(for event: UIEvent?, _ send: () -> Void) -> ThrottleDecision {
    if changesValueBeforeSending { return passValueChange(send) }
    guard let event else {
      return throttleEventlessSend(tracking: isTracking, inside: isTouchInside, isHandler: false, send)
    }
    let instant = SchedulerInstant(secondsSinceBoot: event.timestamp)
    if let (sequence, phase, isTouch) = ownSequence(in: event) {
      if isTouch && sequence != throttle.currentSequenceID { registerTouchPhasesIfMissing() }
      return throttle.performSequenceSend(
        for: self, at: instant.uptimeNanoseconds, sequence: sequence, phase: phase, send)
    }
    return throttleSendAction(at: instant, send)
  }

  /// Decides one `UIAction` handler send as part of the input being delivered and runs `send` if it
  /// passes.
  ///
  /// - Parameters:
  ///   - action: The handler UIKit passed to `sendAction(_:)`.
  ///   - send: Calls `super.sendAction(_:)`.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  public func throttleSendAction(_ action: UIAction, _ send: () -> Void) -> ThrottleDecision {
    // The throttle's own registrations are not actions of the app's: they only tell a touch's phase.
    if action.identifier.throttleTouchPhase != nil {
      send()
      return .accepted
    }
    if changesValueBeforeSending { return passValueChange(send) }
    return throttleEventlessSend(tracking: isTracking, inside: isTouchInside, isHandler: true, send)
  }

  /// Decides one `sendActions(for:)` call once, for all its targets and handlers, and runs
  /// `sendAll` if it passes.
  ///
  /// - Parameter sendAll: Calls `super.sendActions(for:)`.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  public func throttleSendActions(_ sendAll: () -> Void) -> ThrottleDecision {
    if changesValueBeforeSending { return passValueChange(sendAll) }
    return throttleEventlessDelivery(tracking: isTracking, sendAll)
  }

  /// The sequence this control's send belongs to in `event`: the control's own touch (delivered to
  /// it or to one of its descendants; a finger that changed in this event before one that did not,
  /// the one decided last first), or the press delivered to it.
  private func ownSequence(in event: UIEvent) -> (Int64, ThrottleStateMachine.SequencePhase, isTouch: Bool)? {
    let current = throttle.currentSequenceID
    var own: UITouch?
    for touch in event.allTouches ?? [] where touch.view?.isDescendant(of: self) == true {
      let changed = touch.phase != .stationary
      if changed && ThrottleStateMachine.sequenceID(of: touch) == current {
        own = touch
        break
      }
      if own == nil || (changed && own?.phase == .stationary) { own = touch }
    }
    if let own {
      return (ThrottleStateMachine.sequenceID(of: own), own.phase.sequencePhase(inside: isTouchInside), true)
    }
    guard let presses = (event as? UIPressesEvent)?.allPresses else { return nil }
    let press =
      presses.first { $0.phase != .stationary && ($0.responder as? UIView)?.isDescendant(of: self) == true }
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
  private func registerTouchPhasesIfMissing() {
    let registered = allControlEvents
    if !registered.contains(.touchDown) { addAction(Self.touchPhase(.throttleTouchBegan), for: .touchDown) }
    if !registered.contains(.touchUpInside) {
      addAction(Self.touchPhase(.throttleTouchActivated), for: .touchUpInside)
    }
    let unactivated = UIControl.Event([.touchUpOutside, .touchCancel]).subtracting(registered)
    if !unactivated.isEmpty {
      addAction(Self.touchPhase(.throttleTouchEndedUnactivated), for: unactivated)
    }
  }

  /// An action that tells the throttle of the control performing it a phase of its touch.
  private static func touchPhase(_ identifier: UIAction.Identifier) -> UIAction {
    UIAction(identifier: identifier) { action in
      guard let control = action.sender as? any ThrottledUIControl, let phase = identifier.throttleTouchPhase
      else { return }
      #if !os(tvOS)
      let besideOtherTouches = control.isMultipleTouchEnabled
      #else
      // tvOS has no `isMultipleTouchEnabled` (API_UNAVAILABLE(tvos)); its default there is one touch.
      let besideOtherTouches = false
      #endif
      control.throttle.noteTrackedSequence(
        phase, of: control, tracking: control.isTracking, besideOtherTouches: besideOtherTouches)
    }
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
