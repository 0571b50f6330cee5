extension TransitionSerializer {
  /// Adds an observer, told when transitions start, wait in the queue and end.
  ///
  /// - Returns: The observation: it ends when the token is released or cancelled.
  public func addObserver(_ observer: @escaping @MainActor (Event) -> Void) -> ObserverToken {
    let id = ObserverID.next()
    observers.append((id, observer))
    return ObserverToken(id) { [weak self] id in self?.removeObserver(id) }
  }

  /// Removes an observer; removing one twice does nothing.
  private func removeObserver(_ id: ObserverID) {
    observers.removeAll { $0.id == id }
  }
}
