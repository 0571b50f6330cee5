#if canImport(Darwin)
public import Darwin
#elseif canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
public import Musl
#endif

/// A value that several threads share, read and changed only while its lock is held.
///
/// The package's one lock, and its only unsafe code: `Mutex` needs iOS 18 / macOS 15, above the
/// deployment targets. One heap object holds the value and the platform lock, which must not move
/// once used, so a caller's whole read-decide-write is one critical section. A box of `Void` is a
/// plain lock for state its owner keeps beside it.
@usableFromInline
package struct LockedBox<Value> {
  #if canImport(Darwin)
  @usableFromInline typealias Primitive = os_unfair_lock
  #else
  @usableFromInline typealias Primitive = pthread_mutex_t
  #endif

  /// The value in the header, the lock as the one element.
  @usableFromInline
  final class Storage: ManagedBuffer<Value, Primitive> {
    deinit {
      #if !canImport(Darwin)
      _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
      #endif
    }
  }

  @usableFromInline let storage: Storage

  package init(_ value: Value) {
    let buffer = Storage.create(minimumCapacity: 1) { _ in value }
    storage = unsafeDowncast(buffer, to: Storage.self)
    storage.withUnsafeMutablePointerToElements { primitive in
      #if canImport(Darwin)
      primitive.initialize(to: os_unfair_lock())
      #else
      primitive.initialize(to: pthread_mutex_t())
      let status = pthread_mutex_init(primitive, nil)
      precondition(status == 0, "pthread_mutex_init failed with \(status)")
      #endif
    }
  }

  /// Runs `body` on the value while holding the lock, and returns its result.
  ///
  /// The lock is not recursive: `body` must not call back into this box.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try withLockHeld { try body(&$0.pointee) }
  }

  /// Runs `body` with the value's address while holding the lock.
  @inlinable
  func withLockHeld<Result>(_ body: (UnsafeMutablePointer<Value>) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { value, primitive in
      #if canImport(Darwin)
      os_unfair_lock_lock(primitive)
      defer { os_unfair_lock_unlock(primitive) }
      #else
      pthread_mutex_lock(primitive)
      defer { pthread_mutex_unlock(primitive) }
      #endif
      return try body(value)
    }
  }

  @inlinable
  package func load() -> Value {
    withLock { $0 }
  }

  @inlinable
  package func store(_ value: Value) {
    withLock { $0 = value }
  }
}

// Sendable: the value is only reached through `withLock`, which holds the lock.
extension LockedBox: @unchecked Sendable where Value: Sendable {}

extension LockedBox where Value == Void {
  package init() {
    self.init(())
  }

  /// Runs `body` while holding the lock; no access to the empty value, which ThreadSanitizer would
  /// take for one to the box itself.
  @inlinable
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withLockHeld { _ in try body() }
  }
}

extension LockedBox where Value: Equatable {
  /// Replaces the value with `desired` if it is still `expected`, as one step.
  @inlinable
  package func compareExchange(expected: Value, desired: Value) -> (exchanged: Bool, original: Value) {
    withLock { value in
      guard value == expected else { return (false, value) }
      value = desired
      return (true, expected)
    }
  }
}
