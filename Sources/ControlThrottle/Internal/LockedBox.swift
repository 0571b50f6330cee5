/// A value that several threads share, read and changed only while its lock is held.
///
/// The one way the throttles guard state that threads meet on (a ``ThrottledAction``'s window, a
/// ``ThrottleGroup``'s): a decision reads the state, decides and writes it back in one critical
/// section, so two callers can never both see an open window.
///
/// Internal: the optimizer must see every access to the value to prove them exclusive, which a
/// use from another module would hide.
final class LockedBox<Value: Sendable & BitwiseCopyable>: @unchecked Sendable {
  // Sendable: `value` is only reached through `withLock`, which holds `lock`.
  private let lock = Lock()
  private var value: Value

  /// A box holding `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock, and returns its result.
  ///
  /// `body` works on a copy that is stored back when it returns (or throws), so that every access
  /// to the stored value is brief and calls nothing: the optimizer then proves the accesses
  /// exclusive and checks none at run time. The value is plain data (`BitwiseCopyable`), so the
  /// copy and the store back release nothing.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock {
      var current = value
      defer { value = current }
      return try body(&current)
    }
  }
}

extension LockedBox where Value: Equatable {
  /// Replaces the value with `desired` if it is still `expected`, as one step.
  ///
  /// - Returns: Whether it was replaced, and the value found.
  func compareExchange(expected: Value, desired: Value) -> (exchanged: Bool, original: Value) {
    withLock { value in
      guard value == expected else { return (false, value) }
      value = desired
      return (true, expected)
    }
  }

  /// The value now.
  func load() -> Value {
    withLock { $0 }
  }
}
