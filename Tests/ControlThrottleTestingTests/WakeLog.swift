import Foundation

/// Wakes logged from any thread, in the order they were logged.
final class WakeLog: @unchecked Sendable {
  // Sendable: `storage` is only touched under `lock`.
  private let lock = NSLock()
  private var storage: [(id: Int64, instant: Int64)] = []

  func append(id: Int64, instant: Int64) {
    lock.lock()
    storage.append((id, instant))
    lock.unlock()
  }

  var entries: [(id: Int64, instant: Int64)] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
