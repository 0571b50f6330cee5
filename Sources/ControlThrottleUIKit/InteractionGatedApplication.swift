#if canImport(UIKit)
public import ControlThrottle
public import UIKit

/// A `UIApplication` that asks an ``ControlThrottle/InteractionGate`` before delivering each event.
///
/// `sendEvent(_:)` is the top of event delivery: touches, motion, remote-control, press, scroll,
/// hover and transform events all pass through it, so blocking here covers every kind, not only
/// touches. Make it the principal class, from `main.swift`-style entry code:
///
/// ```swift
/// @main enum Main {
///   static func main() {
///     _ = UIApplicationMain(
///       CommandLine.argc, CommandLine.unsafeArgv,
///       NSStringFromClass(InteractionGatedApplication.self), NSStringFromClass(AppDelegate.self))
///   }
/// }
/// ```
///
/// or with the Info.plist key `NSPrincipalClass` set to
/// `ControlThrottleUIKit.InteractionGatedApplication` (remove `@main` from the app delegate then).
/// Apps that cannot change the principal class use ``InteractionGatedWindow`` instead.
open class InteractionGatedApplication: UIApplication {
  /// The gate consulted for every event; ``ControlThrottle/InteractionGate/shared`` by default.
  open var interactionGate: InteractionGate { .shared }

  /// Delivers `event` unless the gate blocks its kind.
  override open func sendEvent(_ event: UIEvent) {
    guard interactionGate.shouldDeliver(eventTypeRawValue: event.type.rawValue) else { return }
    super.sendEvent(event)
  }
}
#endif
