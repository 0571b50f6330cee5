extension TransitionSerializer {
  /// Adds an observer, told when transitions start, wait in the queue and end.
  ///
  /// - Returns: A token for ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (Event) -> Void) -> ObserverToken {
    let token = ObserverToken.next()
    observers.append((token, observer))
    return token
  }

  /// Removes an observer; removing one twice does nothing.
  ///
  /// It hears no event announced after the call; an event already being announced reaches every
  /// observer that was registered when it began.
  public func removeObserver(_ token: ObserverToken) {
    observers.removeAll { $0.token == token }
  }
}
