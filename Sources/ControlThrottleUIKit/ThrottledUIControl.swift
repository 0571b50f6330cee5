#if canImport(UIKit)
public import ControlThrottle
public import UIKit

/// A `UIControl` whose target-action sends are throttled per instance.
///
/// Adopting it takes three lines: the conformance, the stored state, and the override that forwards
/// to ``ControlThrottle/ThrottledControl/throttleSendAction(at:_:)`` with the event's own timestamp.
/// Every target of one tap gets the same decision because they share the `UIEvent` timestamp.
///
/// ```swift
/// final class PayButton: UIButton, ThrottledUIControl {
///   var actionThrottle = ActionThrottle(interval: 1.0)
///   override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
///     throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
///   }
/// }
/// ```
///
/// With ``ControlThrottle/EventlessSendPolicy/throttle``, also forward `sendActions(for:)` so that
/// all targets of one programmatic send are decided once:
///
/// ```swift
/// override func sendActions(for controlEvents: UIControl.Event) {
///   throttleSendActions { super.sendActions(for: controlEvents) }
/// }
/// ```
///
/// Handlers added as `UIAction` are delivered by UIKit through `sendAction(_:)`, which carries no
/// event; wrap such handlers in a ``ControlThrottle/ThrottledAction`` instead.
@MainActor
public protocol ThrottledUIControl: UIControl, ThrottledControl {}

extension ThrottledUIControl {
  /// Decides one target-action send on `event`'s timestamp and runs `send` if it passes.
  ///
  /// - Parameters:
  ///   - event: The event UIKit passed to `sendAction(_:to:for:)`; `nil` for a programmatic send.
  ///   - send: Calls `super.sendAction(_:to:for:)`.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  public func throttleSendAction(for event: UIEvent?, _ send: () -> Void) -> ThrottleDecision {
    throttleSendAction(at: event.map { SchedulerInstant(secondsSinceBoot: $0.timestamp) }, send)
  }
}
#endif
