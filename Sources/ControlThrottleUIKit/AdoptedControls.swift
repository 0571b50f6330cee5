#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

/// The controls adopted app-wide: plain controls, such as every `UIButton`, whose exact type is
/// registered with the registry and whose sends the application decides
/// (``UIKit/UIApplication/throttleSendAction(from:for:_:)``, and ``AdoptedActionHandlers`` for
/// their `UIAction` handlers), with no subclass.
///
/// A control's throttle is made at its first touch, press or send and kept in an
/// ``AdoptedThrottles`` table, weakly keyed by the control, which follows live controls.
@MainActor
final class AdoptedControls {
  static let shared = AdoptedControls()

  /// The registry whose registrations adopt controls, whose configuration names them and whose
  /// observers hear their decisions.
  var registry: ThrottleRegistry = .shared
  /// The clock of sends without an event, and of the adopted throttles' window callbacks.
  var scheduler: any Scheduler = SystemScheduler.shared

  private let throttles = AdoptedThrottles()
  private let handlers = AdoptedActionHandlers()

  /// How many controls hold a throttle, released ones not yet swept included.
  var count: Int { throttles.count }

  /// The throttle deciding `control`'s sends, made at its first send; `nil` when its type is not
  /// registered, or when it is a ``ThrottledUIControl``, which decides its own sends.
  ///
  /// Named by the only string a storyboard control carries, its `accessibilityIdentifier`, read
  /// once, when the throttle is made.
  func throttle(for control: UIControl) -> Throttle? {
    throttles.throttle(for: control, registry: registry, scheduler: scheduler) { control.accessibilityIdentifier }
  }

  /// The throttle of `control`, if it was adopted; makes none.
  func existingThrottle(of control: UIControl) -> Throttle? {
    throttles.throttle(of: control)
  }

  /// Re-registers through its throttle the `UIAction` handlers of each registered control a touch
  /// or press in `event` begins on, before UIKit delivers it; see ``AdoptedActionHandlers``.
  ///
  /// A control is the one the touch's view is, or is inside, and the one a press goes to.
  func adoptActionHandlers(for event: UIEvent) {
    for touch in event.allTouches ?? [] where touch.phase == .began {
      if let control = Self.control(containing: touch.view) { adoptActionHandlers(of: control) }
    }
    for press in (event as? UIPressesEvent)?.allPresses ?? [] where press.phase == .began {
      if let control = Self.control(containing: press.responder as? UIView) { adoptActionHandlers(of: control) }
    }
  }

  private func adoptActionHandlers(of control: UIControl) {
    guard let throttle = throttle(for: control) else { return }
    handlers.adopt(control, throttle: throttle)
  }

  /// The nearest control that is `view` or contains it.
  private static func control(containing view: UIView?) -> UIControl? {
    var current = view
    while let candidate = current {
      if let control = candidate as? UIControl { return control }
      current = candidate.superview
    }
    return nil
  }

  /// Forgets every adopted control; for tests that swap the registry.
  func removeAll() {
    throttles.removeAll()
    handlers.removeAll()
  }
}
#endif
