#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A `UIBarButtonItem` whose target-action is throttled by the application, decided by sender.
///
/// A bar button item is not a control: its tap reaches its target through
/// `UIApplication.sendAction(_:to:from:for:)`, twice — first from the item's internal button to a
/// private target, then with the item itself as sender. ``InteractionGatedApplication`` (or your
/// own application subclass, through ``UIKit/UIApplication/throttleSendAction(from:for:_:)``)
/// decides the second send by its sender, and lets the first one through untouched, so one tap is
/// one decision. Nothing is swizzled.
///
/// Opt in by type, as controls do: adopt the protocol on your item's class, hold a throttle, and
/// register the exact type (``ControlThrottle/ThrottleRegistry/register(_:interval:includingSubclasses:)``)
/// or give the instance its own interval or group:
///
/// ```swift
/// final class NextItem: UIBarButtonItem, ThrottledBarButtonItem {
///   let throttle = Throttle(.interval(.seconds(1)))
/// }
/// ```
///
/// An item with a `primaryAction` is performed by UIKit directly, never through `sendAction`:
/// throttle that action itself, with
/// ``UIKit/UIAction/throttled(title:identifier:interval:name:group:scheduler:registry:onDecision:handler:)``.
@MainActor
public protocol ThrottledBarButtonItem: UIBarButtonItem, ThrottledControl {}

extension UIApplication {
  /// Decides a target-action send by its sender and delivers it with `send` if it passes: a
  /// ``ThrottledBarButtonItem``'s send, and a plain control's whose exact type is registered (see
  /// ``ControlThrottle/ThrottleRegistry/register(_:interval:includingSubclasses:)``), are throttled; every other send is delivered untouched.
  ///
  /// Call it from the application's `sendAction(_:to:from:for:)` override, as
  /// ``InteractionGatedApplication`` does:
  ///
  /// ```swift
  /// override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
  ///   throttleSendAction(from: sender, for: event) { super.sendAction(action, to: target, from: sender, for: event) }
  /// }
  /// ```
  ///
  /// A ``ThrottledUIControl`` is never decided here: it decides its own sends, so each tap is
  /// decided once. The internal button of a bar button item is not the item, and its private
  /// type is untouched unless registered. A plain control is decided by the rules of a
  /// ``ThrottledUIControl``, one decision per tap across its targets. Its `UIAction` handlers never
  /// reach the application: ``InteractionGatedApplication`` covers them from the control's first
  /// touch or press, in its `sendEvent(_:)`; an application of your own that calls only this covers
  /// none (use ``UIKit/UIAction/throttled(title:identifier:interval:name:group:scheduler:registry:onDecision:handler:)``). A send with the tap's event is decided
  /// on its timestamp; one without an event (a keyboard or accessibility activation) follows the
  /// registry's ``ControlThrottle/ProgrammaticSendPolicy``.
  ///
  /// - Parameters:
  ///   - sender: The sender UIKit passed.
  ///   - event: The event UIKit passed, if any.
  ///   - send: Calls `super.sendAction(_:to:from:for:)`.
  /// - Returns: What `send` returned, or `false` when the send was dropped.
  public func throttleSendAction(from sender: Any?, for event: UIEvent?, _ send: () -> Bool) -> Bool {
    if let control = sender as? UIControl {
      guard let throttle = AdoptedControls.shared.throttle(for: control) else { return send() }
      var delivered = false
      ControlSendRules.decideTargetSend(
        of: control, throttle: throttle, changesValue: ControlSendRules.isValueControl(control), event: event
      ) { delivered = send() }
      return delivered
    }
    guard let item = sender as? any ThrottledBarButtonItem else { return send() }
    var delivered = false
    let instant = event.map { SchedulerInstant(secondsSinceBoot: $0.timestamp) }
    item.throttleSendAction(at: instant) { delivered = send() }
    return delivered
  }
}
#endif
