#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A `UIWindow` that asks an ``ControlThrottle/InteractionGate`` before delivering each event.
///
/// For apps that cannot change their principal class. It sees the events UIKit sends to this
/// window: touches and presses always, motion and remote-control events only when the window's
/// responder chain handles them. Prefer ``InteractionGatedApplication`` when you can.
///
/// ```swift
/// window = InteractionGatedWindow(windowScene: scene)
/// ```
open class InteractionGatedWindow: UIWindow {
  /// The gate consulted for every event; ``ControlThrottle/InteractionGate/shared`` by default.
  open var interactionGate: InteractionGate { .shared }

  /// Delivers `event` unless the gate withholds it.
  ///
  /// Touches and presses are decided by whole sequence, from the phases of the touches and
  /// presses the event carries: a finger that touched down
  /// before a block began is delivered until it lifts, and one that touched down during a block is
  /// withheld until it lifts, even after the block ends. Other events are decided by kind.
  override open func sendEvent(_ event: UIEvent) {
    guard interactionGate.shouldDeliver(eventTypeRawValue: event.type.rawValue, phases: event.inputPhases) else {
      return
    }
    super.sendEvent(event)
  }
}
#endif
