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
/// `.valueChanged`), belongs to the input being handled; one made while the control tracks its touch
/// inside it, by registrations for the touch's activation alone, is that activation sent early (a
/// library superclass's `sendActions(for: .touchUpInside)` from `touchesEnded`), and UIKit's sends
/// of the same end then drop as `.reentrant`, so each action runs once. So the targets and handlers of one
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
  public var changesValueBeforeSending: Bool { ControlSendRules.isValueControl(self) }
}

extension ThrottledUIControl {
  /// Decides one target-action send as part of `event`'s touch or press and runs `send` if it
  /// passes.
  ///
  /// - Parameters:
  ///   - event: The event UIKit passed to `sendAction(_:to:for:)`; `nil` for a send without one.
  ///   - send: Calls `super.sendAction(_:to:for:)`.
  /// - Returns: The decision, also reported to the registry's observers.
  @discardableResult
  public func throttleSendAction(for event: UIEvent?, _ send: () -> Void) -> ThrottleDecision {
    ControlSendRules.decideTargetSend(
      of: self, throttle: throttle, changesValue: changesValueBeforeSending, event: event, send)
  }

  /// Decides one `UIAction` handler send as part of the input being delivered and runs `send` if it
  /// passes.
  ///
  /// - Parameters:
  ///   - action: The handler UIKit passed to `sendAction(_:)`.
  ///   - send: Calls `super.sendAction(_:)`.
  /// - Returns: The decision, also reported to the registry's observers.
  @discardableResult
  public func throttleSendAction(_ action: UIAction, _ send: () -> Void) -> ThrottleDecision {
    // The throttle's own registrations are not actions of the app's: they only tell a touch's phase.
    if ControlSendRules.isTouchPhaseRegistration(action) {
      send()
      return .accepted
    }
    if changesValueBeforeSending { return throttle.passValueChange(of: self, send) }
    return ControlSendRules.decideEventlessSend(of: self, throttle: throttle, handler: action, send)
  }

  /// Decides one `sendActions(for:)` call once, for all its targets and handlers, and runs
  /// `sendAll` if it passes.
  ///
  /// - Parameter sendAll: Calls `super.sendActions(for:)`.
  /// - Returns: The decision, also reported to the registry's observers.
  @discardableResult
  public func throttleSendActions(_ sendAll: () -> Void) -> ThrottleDecision {
    ControlSendRules.decideDelivery(of: self, throttle: throttle, changesValue: changesValueBeforeSending, sendAll)
  }
}
#endif
