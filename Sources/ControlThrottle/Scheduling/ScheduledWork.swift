/// A handle to work given to a ``Scheduler``, used to cancel it.
///
/// Cancelling work that already ran, or cancelling twice, does nothing. Dropping the handle does
/// not cancel the work.
@MainActor
public struct ScheduledWork {
  private let onCancel: @MainActor () -> Void

  /// Creates a handle that calls `onCancel` when cancelled; for the package's schedulers.
  package init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Prevents the work from running if it has not run yet.
  public func cancel() {
    onCancel()
  }
}
