public import ControlThrottleAtomics

/// A 64-bit word that one thread may publish and any thread may read without a lock.
///
/// Used for the few values read on every decision (a virtual clock's `now`, the throttle
/// configuration's version), where taking a lock would cost more than the decision itself.
@usableFromInline
package final class AtomicWord: @unchecked Sendable {
  // Sendable: every access goes through acquire/release atomics.
  @usableFromInline let storage: UnsafeMutablePointer<Int64>

  package init(_ value: Int64) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
  }

  deinit {
    storage.deallocate()
  }

  /// The current value, with acquire ordering.
  @inlinable
  package func load() -> Int64 {
    control_throttle_load_acquire(storage)
  }

  /// Publishes `value`, with release ordering.
  package func store(_ value: Int64) {
    control_throttle_store_release(storage, value)
  }

  /// Replaces the value with `desired` if it is still `expected`.
  ///
  /// - Returns: Whether it was replaced, and the value found (`expected` when it was).
  package func compareExchange(expected: Int64, desired: Int64) -> (exchanged: Bool, original: Int64) {
    let found = control_throttle_compare_exchange_value(storage, expected, desired)
    return (found == expected, found)
  }

  /// Adds `delta` and returns the new value.
  @discardableResult
  package func add(_ delta: Int64) -> Int64 {
    control_throttle_add_release(storage, delta)
  }
}
