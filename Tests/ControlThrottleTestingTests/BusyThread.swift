import Foundation

/// Keeps one core busy while any test holds one, so that a test runs under load.
///
/// Every holder shares one spinning thread: suites that run side by side load the machine with
/// one busy thread, not one each, which on two cores under a sanitizer left the rest of the
/// package's tests too little time to meet their limits.
final class BusyThread: Sendable {
  private static let spinner = Spinner()

  init() { Self.spinner.hold() }

  func stop() { Self.spinner.release() }

  /// The one spinning thread and how many hold it.
  private final class Spinner: @unchecked Sendable {
    // Sendable: `holders` is only touched under `lock`.
    private let lock = NSLock()
    private var holders = 0
    /// Counts the threads started: a thread spins only while it is the latest, so that a hold
    /// just after the last release never leaves two spinning.
    private var generation = 0

    func hold() {
      let started: Int? = lock.withLock {
        holders += 1
        guard holders == 1 else { return nil }
        generation += 1
        return generation
      }
      guard let started else { return }
      Thread.detachNewThread { [self] in
        var spins = 0
        while isHeld(by: started) {
          for value in 0..<10_000 { spins &+= value }
        }
        _ = spins
      }
    }

    func release() {
      lock.withLock { holders -= 1 }
    }

    private func isHeld(by thread: Int) -> Bool { lock.withLock { holders > 0 && generation == thread } }
  }
}
