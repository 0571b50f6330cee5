/// Where a group of throttles takes time and configuration from: one scheduler, one registry and,
/// for grouped throttles, the group.
///
/// Shared by every ungrouped ``Throttle`` created with the same scheduler and registry, so that a
/// throttle carries one reference instead of three. The registry hands contexts out and keeps them
/// only weakly (see ``ThrottleRegistry/context(for:)``).
@usableFromInline
final class ThrottleContext: Sendable {
  /// The scheduler read for sends without an event timestamp and used for window callbacks.
  @usableFromInline let scheduler: any Scheduler
  /// The registry that resolves inherited intervals and receives decisions.
  @usableFromInline let registry: ThrottleRegistry
  /// The group whose window the throttle shares; a grouped throttle has a context of its own.
  @usableFromInline let group: ThrottleGroup?

  init(scheduler: any Scheduler, registry: ThrottleRegistry, group: ThrottleGroup? = nil) {
    self.scheduler = scheduler
    self.registry = registry
    self.group = group
  }
}
