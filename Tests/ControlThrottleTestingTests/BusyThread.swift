import Foundation

/// A thread that keeps one core busy until stopped, so that a test runs under load.
final class BusyThread: @unchecked Sendable {
  // Sendable: `isStopped` is only touched under `lock`.
  private let lock = NSLock()
  private var isStopped = false

  init() {
    Thread.detachNewThread { [self] in
      var spins = 0
      while !stopped {
        for value in 0..<10_000 { spins &+= value }
      }
      _ = spins
    }
  }

  private var stopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isStopped
  }

  func stop() {
    lock.lock()
    isStopped = true
    lock.unlock()
  }
}
