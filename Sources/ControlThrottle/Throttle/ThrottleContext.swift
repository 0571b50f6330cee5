/// Where a group of throttles takes time and configuration from: one scheduler and one registry.
///
/// Shared by every ``Throttle`` created with the same scheduler and registry, so that a
/// throttle carries one reference instead of three and stays one 64-byte allocation. The registry
/// hands contexts out and keeps them only weakly (see ``ThrottleRegistry/context(for:)``).
@usableFromInline
final class ThrottleContext: Sendable {
  /// The scheduler read for sends without an event timestamp and used for window callbacks.
  @usableFromInline let scheduler: any Scheduler
  /// The registry that resolves inherited intervals and receives decisions.
  let registry: ThrottleRegistry
  /// The registry's configuration word, read directly: after the clock read, every dependent load
  /// on the decision path shows in its cost.
  @usableFromInline let registryWord: AtomicWord.Reader
  /// The group whose window the throttle shares; a grouped throttle has a context of its own.
  let group: ThrottleGroup?
  /// The group's words and interval, for a grouped throttle: a decision the group drops then
  /// touches no reference count.
  @usableFromInline let groupWords: ThrottleGroupWords?

  init(scheduler: any Scheduler, registry: ThrottleRegistry, group: ThrottleGroup? = nil) {
    self.scheduler = scheduler
    self.registry = registry
    self.registryWord = registry.word.reader
    self.group = group
    self.groupWords = group.map(ThrottleGroupWords.init)
  }

  /// The group's words; only for a grouped throttle's context.
  @inlinable @inline(__always)
  var sharedGroup: ThrottleGroupWords {
    guard let groupWords else { preconditionFailure("Only a grouped throttle decides through a group.") }
    return groupWords
  }
}
