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
  /// The group's words and interval, read directly: a decision the group drops then touches no
  /// reference count.
  @usableFromInline let groupLastAccepted: AtomicWord.Reader?
  @usableFromInline let groupHolder: AtomicWord.Reader?
  @usableFromInline let groupInterval: Int64

  init(scheduler: any Scheduler, registry: ThrottleRegistry, group: ThrottleGroup? = nil) {
    self.scheduler = scheduler
    self.registry = registry
    self.registryWord = registry.word.reader
    self.group = group
    self.groupLastAccepted = group?.lastAccepted.reader
    self.groupHolder = group?.holderBits.reader
    self.groupInterval = group?.intervalNanoseconds ?? 0
  }

  /// The group's window as it is now; only for a grouped throttle's context.
  @inlinable @inline(__always)
  var groupWindow: ThrottleGroupWindow {
    // The instant first: the holder stored after it is never older than the window it armed.
    let last = groupLastAccepted.unsafelyUnwrapped.load()
    let holder = ThrottleGroup.member(groupHolder.unsafelyUnwrapped.load())
    return ThrottleGroupWindow(lastAccepted: last, interval: groupInterval, holder: holder)
  }

  /// Claims the group's window for `member`'s input at `instant`, as
  /// ``ThrottleGroup/claim(at:by:sameInputPasses:)``; only for a grouped throttle's context.
  ///
  /// Through the addresses of the group's words, which the group keeps alive as long as this
  /// context: the accepted path then touches no reference count, whose atomic retain and release
  /// cost as much as the claim's compare-and-exchange.
  func claimGroup(at instant: Int64, by member: ObjectIdentifier) -> Bool {
    ThrottleGroup.claim(
      lastAccepted: groupLastAccepted.unsafelyUnwrapped.storage, holderBits: groupHolder.unsafelyUnwrapped.storage,
      interval: groupInterval, at: instant, by: member, sameInputPasses: true) == nil
  }
}
