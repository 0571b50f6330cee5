/// A value that several threads share, read and changed only while its lock is held.
///
/// The one way the throttles guard state that threads meet on (a ``ThrottledAction``'s window, a
/// ``ThrottleGroup``'s): a decision reads the state, decides and writes it back in one critical
/// section, so two callers can never both see an open window.
package final class LockedBox<Value: Sendable>: @unchecked Sendable {
  // Sendable: `value` is only reached through `withLock`, which holds `lock`.
  private let lock = Lock()
  /// Unchecked for exclusivity: the lock already makes every access exclusive, and the check
  /// Swift would run on each access costs a decision more than the lock.
  @exclusivity(unchecked) private var value: Value

  /// A box holding `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock, and returns its result.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}

extension LockedBox where Value: Equatable {
  /// Replaces the value with `desired` if it is still `expected`, as one step.
  ///
  /// - Returns: Whether it was replaced, and the value found.
  package func compareExchange(expected: Value, desired: Value) -> (exchanged: Bool, original: Value) {
    withLock { value in
      guard value == expected else { return (false, value) }
      value = desired
      return (true, expected)
    }
  }

  /// The value now.
  package func load() -> Value {
    withLock { $0 }
  }
}
