/// How a control treats sends that carry no input event.
///
/// UIKit passes the triggering `UIEvent` for taps. A hardware keyboard's Return or Space, a tvOS
/// remote's select, a Large Content Viewer lift and `performPrimaryAction()` reach a control with a
/// `nil` event, as do the app's own `sendActions(for:)` calls; by default they are activations and
/// are throttled like taps. Sends made from inside one of the control's actions, or while it tracks
/// a touch, belong to the input being handled and pass under either policy.
public enum ProgrammaticSendPolicy: Hashable, Sendable {
  /// Sends without an event always run and do not arm the ignore window; action handlers with no
  /// input in progress are still decided once per main-actor turn. The default before 0.3.
  case deliver
  /// Sends without an event are throttled like taps, decided at the scheduler's current instant
  /// (the default). All targets and handlers reached in one main-actor turn, or by one
  /// `sendActions(for:)` call forwarded through a delivery, pass or drop together.
  case throttle
}
