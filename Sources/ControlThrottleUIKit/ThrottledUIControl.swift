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
///   let throttle = Throttle(interval: .seconds(1))
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
/// and handler, share the decision made at its first send, because they belong to the same
/// `UITouch`. A second tap that begins inside the window is dropped whole. So a pay button with a
/// press animation on `.touchDown` and the payment on `.touchUpInside` pays once per tap, and a
/// button that mixes targets with `UIAction` handlers runs each once.
///
/// Programmatic sends (`sendActions(for:)`, which UIKit makes with a `nil` event) follow the
/// registry's ``ControlThrottle/ProgrammaticSendPolicy``. Forward them too so that all targets and
/// handlers of one programmatic send are decided once:
///
/// ```swift
/// override func sendActions(for controlEvents: UIControl.Event) {
///   throttleSendActions(at: nil) { super.sendActions(for: controlEvents) }
/// }
/// ```
@MainActor
public protocol ThrottledUIControl: UIControl, ThrottledControl {}

extension ThrottledUIControl {
  /// Decides one target-action send as part of `event`'s touch and runs `send` if it passes.
  ///
  /// - Parameters:
  ///   - event: The event UIKit passed to `sendAction(_:to:for:)`; `nil` for a programmatic send.
  ///   - send: Calls `super.sendAction(_:to:for:)`.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  public func throttleSendAction(for event: UIEvent?, _ send: () -> Void) -> ThrottleDecision {
    guard let event else { return throttleSendAction(at: nil, send) }
    let instant = SchedulerInstant(secondsSinceBoot: event.timestamp)
    guard let touch = trackedTouch(in: event) else { return throttleSendAction(at: instant, send) }
    return throttleSendAction(at: instant, sequence: touch, sequenceEnds: touch.phase.endsSequence, send)
  }

  /// Decides one `UIAction` handler send as part of the tap being delivered and runs `send` if it
  /// passes.
  ///
  /// - Parameters:
  ///   - action: The handler UIKit passed to `sendAction(_:)`.
  ///   - send: Calls `super.sendAction(_:)`.
  /// - Returns: The decision, also reported to the registry's observer.
  @discardableResult
  public func throttleSendAction(_ action: UIAction, _ send: () -> Void) -> ThrottleDecision {
    let touch = throttle.currentSequence as? UITouch
    return throttleSendAction(currentSequenceHasEnded: touch?.phase.endsSequence ?? true, send)
  }

  /// The touch this control tracks in `event`: the one delivered to it, or the event's only one.
  private func trackedTouch(in event: UIEvent) -> UITouch? {
    event.allTouches?.first { $0.view === self } ?? event.allTouches?.first
  }
}

extension UITouch.Phase {
  /// Whether this is a touch's last phase.
  fileprivate var endsSequence: Bool { self == .ended || self == .cancelled }
}
#endif
