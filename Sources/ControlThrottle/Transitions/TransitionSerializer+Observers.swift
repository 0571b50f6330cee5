extension TransitionSerializer: ObserverRemoving {
  /// Adds an observer, told when transitions start, wait in the queue and end.
  ///
  /// - Returns: The token whose ``ObserverToken/cancel()`` removes the observer.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (Event) -> Void) -> ObserverToken {
    let token = ObserverToken.next(of: self)
    observers.append((token, observer))
    return token
  }

  /// Removes the observer `token` names, for ``ObserverToken/cancel()``.
  package func removeObserver(_ token: ObserverToken) {
    observers.removeAll { $0.token == token }
  }
}
