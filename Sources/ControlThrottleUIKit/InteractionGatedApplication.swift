#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A `UIApplication` that asks an ``ControlThrottle/InteractionGate`` before delivering each event.
///
/// `sendEvent(_:)` is the top of event delivery: touches, motion, remote-control, press, scroll,
/// hover and transform events all pass through it, so blocking here covers every kind, not only
/// touches. Make it the principal class, from `main.swift`-style entry code:
///
/// ```swift
/// @main final class App {
///   @MainActor static func main() {
///     _ = UIApplicationMain(
///       CommandLine.argc, CommandLine.unsafeArgv,
///       NSStringFromClass(InteractionGatedApplication.self), NSStringFromClass(AppDelegate.self))
///   }
/// }
/// ```
///
/// or with the Info.plist key `NSPrincipalClass` set to
/// `ControlThrottleUIKit.InteractionGatedApplication` (remove `@main` from the app delegate then).
/// The entry point runs on the main actor, as `@MainActor` on `main()` states, so the call
/// compiles whether or not the SDK imports `UIApplicationMain` as main-actor isolated. Apps that cannot change the principal class use ``InteractionGatedWindow`` instead.
///
/// Touches and presses are blocked by whole sequences: see ``sendEvent(_:)``.
open class InteractionGatedApplication: UIApplication {
  /// The gate consulted for every event; ``ControlThrottle/InteractionGate/shared`` by default.
  open var interactionGate: InteractionGate { .shared }

  /// Delivers `event` unless the gate's app-wide requests withhold it.
  ///
  /// As a touch or press begins on a control whose exact type is registered, the control's
  /// `UIAction` handlers are re-registered through its throttle first (see
  /// ``sendAction(_:to:from:for:)``).
  ///
  /// Touches, presses and hover are decided by whole sequence, from the phases the event carries:
  /// a finger that touched down before a block began is delivered until it lifts, and one that
  /// touched down during a block is withheld until it lifts, even after the block ends. A shake
  /// and a remote control's seeking, which UIKit sends as a begin and an end, are decided by pair:
  /// one that began before a block reaches its end (`motionEnded`), one that began during a block
  /// is withheld whole. Scroll and transform are decided by gesture, other events by kind. The decision is about the whole event:
  /// a withheld finger that changes in the same event as a delivered one is withheld on its own
  /// only by an ``InteractionGatedWindow``, whose hit test gives it no view; requests for one
  /// window are honoured there too.
  override open func sendEvent(_ event: UIEvent) {
    guard
      interactionGate.shouldDeliver(
        eventTypeRawValue: event.type.rawValue, subtypeRawValue: event.subtype.rawValue, phases: event.inputPhases)
    else {
      return
    }
    // Before delivery, so that the touch's own handlers are decided; once more after it, for a
    // touch whose view UIKit found only while delivering it.
    AdoptedControls.shared.adoptActionHandlers(for: event)
    super.sendEvent(event)
    AdoptedControls.shared.adoptActionHandlers(for: event)
  }

  /// Delivers a target-action send, throttling a ``ThrottledBarButtonItem``'s by its sender; see
  /// ``UIKit/UIApplication/throttleSendAction(from:for:_:)``.
  ///
  /// A control whose exact type is registered (``ControlThrottle/ThrottleRegistry/register(_:interval:includingSubclasses:)``)
  /// is decided here for its target-actions, and, from its first touch or press, for its `UIAction`
  /// handlers too, which UIKit performs without passing the application: ``sendEvent(_:)``
  /// re-registers them through the control's throttle as that touch or press begins, keeping their
  /// identifiers, titles, images, discoverability titles, attributes, states and places (not a
  /// `subtitle` or `selectedImage`), so a target-action and a handler of one tap share one
  /// decision.
  override open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    throttleSendAction(from: sender, for: event) { super.sendAction(action, to: target, from: sender, for: event) }
  }
}
#endif
