#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A `UIWindow` that asks an ``ControlThrottle/InteractionGate`` before delivering each event, and
/// withholds each finger that lands while touches are blocked on its own.
///
/// It sees the events UIKit sends to this window: touches and presses always, motion and
/// remote-control events only when the window's responder chain handles them. It honours app-wide
/// requests and requests for this window (`InteractionScope.window(_:)`), so one
/// window of an iPad app can block while the others take input. Use it for every window, with
/// ``InteractionGatedApplication`` too when you can (that one sees every kind of event).
///
/// ```swift
/// // The scene delegate made its `window` with `InteractionGatedWindow(windowScene: scene)`.
/// let token = InteractionGate.shared.block(.touches, for: .seconds(2), in: .window(window))
/// ```
open class InteractionGatedWindow: UIWindow {
  /// The gate consulted for every event; ``ControlThrottle/InteractionGate/shared`` by default.
  open var interactionGate: InteractionGate { .shared }

  /// The view under `point`, or none for a touch that begins while touches are blocked in this
  /// window.
  ///
  /// UIKit hit-tests a touch once, when it begins, and the touch keeps that view for life. A
  /// finger that lands while touches are blocked therefore gets no view: UIKit attaches it to no
  /// view and no gesture recognizer, so no phase of it reaches any, even when other fingers change
  /// in the same event and the event is delivered. Fingers already down keep their views and are
  /// delivered to their end.
  ///
  /// Only touches events are refused. Hover, scroll and transform keep their views, and
  /// ``sendEvent(_:)`` decides them whole, so a hover or scroll under way when a block begins is
  /// never cut off. A hit test with no event, such as an app's own, always finds its view.
  override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard interactionGate.admitsHitTest(eventTypeRawValue: event?.type.rawValue, in: decisionScope) else {
      return nil
    }
    return super.hitTest(point, with: event)
  }

  /// Delivers `event` unless the gate withholds it.
  ///
  /// Touches, presses and hover are decided by whole sequence, from the phases the event carries:
  /// a finger that touched down before a block began is delivered until it lifts, and one that
  /// touched down during a block is withheld until it lifts, even after the block ends. A shake
  /// and a remote control's seeking, which UIKit sends as a begin and an end, are decided by pair
  /// in the same way. Other events are decided by kind.
  override open func sendEvent(_ event: UIEvent) {
    guard
      interactionGate.shouldDeliver(
        eventTypeRawValue: event.type.rawValue, subtypeRawValue: event.subtype.rawValue, phases: event.inputPhases,
        in: decisionScope)
    else {
      return
    }
    super.sendEvent(event)
  }

  /// This window's scope for its own decisions.
  private var decisionScope: InteractionScope { InteractionScope(windowIdentity: ObjectIdentifier(self)) }
}
#endif
