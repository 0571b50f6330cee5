import ControlThrottle

/// The first of several results, handed to one waiter: the operation's own, a stall's, or a
/// cancellation's.
final class OutcomeRace<Success: Sendable>: @unchecked Sendable {
  // Sendable: every stored property is only touched under `lock`.
  private let lock = LockedBox<Void>()
  private var result: Result<Success, any Error>?
  private var waiter: CheckedContinuation<Result<Success, any Error>, Never>?

  /// Whether a result has arrived.
  var isFinished: Bool { lock.withLock { result != nil } }

  /// Records `outcome` if it is the first, and hands it to the waiter.
  func finish(with outcome: Result<Success, any Error>) {
    let waiter = lock.withLock { () -> CheckedContinuation<Result<Success, any Error>, Never>? in
      guard result == nil else { return nil }
      result = outcome
      defer { self.waiter = nil }
      return self.waiter
    }
    waiter?.resume(returning: outcome)
  }

  /// The first result, once it has come.
  ///
  /// Only one task may wait.
  var value: Result<Success, any Error> {
    get async {
      await withCheckedContinuation { continuation in
        let ready = lock.withLock { () -> Result<Success, any Error>? in
          if let result { return result }
          waiter = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }
  }
}
