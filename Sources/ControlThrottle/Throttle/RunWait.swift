/// One wait for an async run that ends when the run does or when the waiter is cancelled,
/// whichever comes first; the other is ignored.
///
/// `@unchecked Sendable`: its state is only touched under its lock.
final class RunWait: @unchecked Sendable {
  private let lock = LockedBox<Void>()
  private var continuation: CheckedContinuation<Void, Never>?
  private var isOver = false

  /// Starts waiting; resumes at once if the wait is already over.
  func start(_ continuation: CheckedContinuation<Void, Never>) {
    let resumeNow: Bool = lock.withLock {
      if isOver { return true }
      self.continuation = continuation
      return false
    }
    if resumeNow { continuation.resume() }
  }

  /// Ends the wait, once.
  func resume() {
    let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
      defer {
        continuation = nil
        isOver = true
      }
      return continuation
    }
    waiting?.resume()
  }
}
