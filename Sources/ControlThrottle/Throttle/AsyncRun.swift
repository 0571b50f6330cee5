/// One run of an ``AsyncThrottledAction``: its task, its deadline, and the callers waiting for it.
///
/// A run ends once, when its operation returns or throws, when it is replaced, or at its timeout,
/// whichever comes first; ``outcome`` is set then and every waiter resumes. What the task reports
/// after that is a late result.
@MainActor
final class AsyncRun {
  /// The task running the operation; set right after the run is created.
  var task: Task<Void, Never>?
  /// The work that ends the run at its timeout, if it has one.
  var timeout: ScheduledWork?
  /// How the run ended and the error it reports, once it has ended.
  private(set) var outcome: (completion: AsyncThrottledAction.Completion, error: (any Error)?)?
  private var waits: [RunWait] = []

  /// Whether the run has ended.
  var hasEnded: Bool { outcome != nil }

  /// Waits until the run ends, or until `wait` is resumed by someone else.
  func wait(_ wait: RunWait) async {
    guard !hasEnded else { return }
    waits.append(wait)
    await withCheckedContinuation { wait.start($0) }
  }

  /// Records how the run ended, stops its timeout and resumes its waiters; only the first call counts.
  func end(_ completion: AsyncThrottledAction.Completion, error: (any Error)?) {
    guard outcome == nil else { return }
    outcome = (completion, error)
    timeout?.cancel()
    timeout = nil
    let waiting = waits
    waits.removeAll()
    for wait in waiting { wait.resume() }
  }
}
