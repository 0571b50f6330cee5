extension TransitionSerializer {
  /// Requests a transition and waits for its outcome.
  ///
  /// The same as ``request(_:policy:timeout:validate:start:completion:)``, awaited. Cancelling the awaiting
  /// task cancels the request while it waits in the queue; a transition that already started runs
  /// to its outcome.
  ///
  /// ```swift
  /// let outcome = await serializer.perform(.push, policy: .enqueue) { handle in
  ///   navigation.pushViewController(details, animated: true)
  ///   handle.finish(after: navigation.transitionCoordinator)
  /// }
  /// ```
  /// - Returns: The request's outcome.
  /// - Precondition: `timeout`, when given, is greater than zero and at most 60 seconds.
  public func perform(
    _ kind: TransitionKind,
    policy: TransitionPolicy = .dropIfBusy,
    timeout: Duration? = nil,
    validate: @escaping @MainActor () -> TransitionOutcome.DropReason? = { nil },
    start: @escaping @MainActor (TransitionHandle) -> Void
  ) async -> TransitionOutcome {
    let relay = TransitionCancellationRelay()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<TransitionOutcome, Never>) in
        let ticket = request(kind, policy: policy, timeout: timeout, validate: validate, start: start) { outcome in
          continuation.resume(returning: outcome)
        }
        if relay.awaitCancellation(of: ticket) { cancel(ticket) }
      }
    } onCancel: {
      if let ticket = relay.cancel() {
        Task { @MainActor in self.cancel(ticket) }
      }
    }
  }
}
