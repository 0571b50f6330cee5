#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A non-recursive mutual-exclusion lock.
///
/// `Mutex` from Synchronization needs iOS 18 / macOS 15, above the deployment targets, so this wraps
/// `os_unfair_lock` on Darwin and `pthread_mutex_t` elsewhere. The primitive lives in its own heap
/// allocation because neither may move once used.
package final class Lock: @unchecked Sendable {
  // Sendable: the primitive is only touched through lock/unlock, which are thread-safe by design.
  #if canImport(Darwin)
  private let primitive: UnsafeMutablePointer<os_unfair_lock>
  #else
  private let primitive: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  package init() {
    #if canImport(Darwin)
    primitive = .allocate(capacity: 1)
    primitive.initialize(to: os_unfair_lock())
    #else
    primitive = .allocate(capacity: 1)
    primitive.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(primitive, nil)
    precondition(status == 0, "pthread_mutex_init failed with \(status)")
    #endif
  }

  deinit {
    #if !canImport(Darwin)
    pthread_mutex_destroy(primitive)
    #endif
    primitive.deinitialize(count: 1)
    primitive.deallocate()
  }

  /// Runs `body` while holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
    os_unfair_lock_lock(primitive)
    defer { os_unfair_lock_unlock(primitive) }
    #else
    pthread_mutex_lock(primitive)
    defer { pthread_mutex_unlock(primitive) }
    #endif
    return try body()
  }
}
