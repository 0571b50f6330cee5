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
  /// The registry's configuration word, read on every decision.
  ///
  /// It says whether the throttle's interval must be resolved again, whether observers listen,
  /// and which programmatic-send policy applies. Kept here
  /// as well as behind ``registry`` so that a decision reaches it in one step from the context;
  /// the context holds the registry, and with it the word, alive.
  @usableFromInline let configurationWord: AtomicWord.Reader

  init(scheduler: any Scheduler, registry: ThrottleRegistry, group: ThrottleGroup? = nil) {
    self.scheduler = scheduler
    self.registry = registry
    self.group = group
    self.configurationWord = registry.word.reader
  }
}
