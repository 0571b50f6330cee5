// Observers of an interaction gate, and the announcements of what began and ended blocking in each
// scope.
extension InteractionGate {
  // MARK: - Observers

  /// Adds an observer, told of every ``Event`` from now on.
  ///
  /// ``Event/blockingBegan(_:)`` and ``Event/blockingEnded(_:)`` describe `scope`'s own requests:
  /// an app observer hears of app-wide blocking, a window's observer of that window's requests.
  /// Every observer hears every dropped event and capped duration.
  ///
  /// Kinds already blocked in `scope` are announced to the new observer at once, with
  /// ``Event/blockingBegan(_:)``; the scope's other observers, already told, hear nothing new.
  /// Reopening announcements are scheduled only while someone observes.
  ///
  /// ```swift
  /// let observation = gate.addObserver(for: .window(window)) { event in
  ///   if case .blockingBegan = event { spinner.startAnimating() }
  /// }
  /// ```
  ///
  /// - Returns: The observation: it ends when the token is released or cancelled; with no
  ///   observer left, nothing is scheduled.
  public func addObserver(
    for scope: InteractionScope = .app,
    _ handler: @escaping @MainActor (Event) -> Void
  ) -> ObserverToken {
    let id = ObserverID.next()
    let now = currentInstant()
    // Bring the scope's other observers up to date first; a new one is then told what is blocked.
    announceChanges(at: now)
    let scopeWasAnnounced = announced[scope] != nil
    observerRegistrations += 1
    observers.append((id, scope, handler, observerRegistrations))
    if scopeWasAnnounced {
      if let blocked = announced[scope], !blocked.isEmpty { handler(.blockingBegan(blocked)) }
    } else {
      announceChanges(at: now)
    }
    return ObserverToken(id) { [weak self] id in self?.removeObserver(id) }
  }

  /// Removes an observer; with none left, nothing is scheduled.
  private func removeObserver(_ id: ObserverID) {
    observers.removeAll { $0.id == id }
    announced = announced.filter { entry in observers.contains { $0.scope == entry.key } }
    if observers.isEmpty {
      pendingReopening?.cancel()
      pendingReopening = nil
    }
  }

  // MARK: - Announcing

  /// Tells each scope's observers which kinds began or ended blocking there since they were last
  /// told, and schedules the next reopening announcement at its exact deadline; both are settled
  /// before any observer is told, so an observer that blocks from its callback announces after.
  func announceChanges(at now: Int64) {
    guard hasObservers else { return }
    var scopes: [InteractionScope] = []
    for observer in observers where !scopes.contains(observer.scope) { scopes.append(observer.scope) }
    var next: Int64?
    for scope in scopes {
      let requests = memory.withLock { $0.requests(in: scope) }
      let blocked = requests?.blockedKinds(at: now) ?? []
      let reopening = requests?.nextReopening(after: now)
      let previous = announced[scope] ?? []
      announced[scope] = blocked
      let ended = previous.subtracting(blocked)
      let began = blocked.subtracting(previous)
      if !ended.isEmpty { announcements.enqueue((.blockingEnded(ended), scope, observerRegistrations)) }
      if !began.isEmpty { announcements.enqueue((.blockingBegan(began), scope, observerRegistrations)) }
      if let reopening { next = min(next ?? reopening, reopening) }
    }
    pendingReopening?.cancel()
    pendingReopening = nil
    if let next {
      pendingReopening = scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: next)) { [weak self] in
        guard let self else { return }
        self.pendingReopening = nil
        self.announceChanges(at: self.currentInstant())
      }
    }
    announcements.tellWaiting(by: tellObservers)
  }

  /// Tells every observer, or only `scope`'s, after every observer heard the events before it.
  func notify(_ event: Event, in scope: InteractionScope? = nil) {
    announcements.announce((event, scope, observerRegistrations), by: tellObservers)
  }

  /// Tells `announcement`'s event to the observers registered when it was raised and still now.
  private func tellObservers(_ announcement: (event: Event, scope: InteractionScope?, registrations: UInt64)) {
    let current = observers
    for observer in current
    where observer.registration <= announcement.registrations
      && (announcement.scope == nil || observer.scope == announcement.scope)
    {
      observer.handler(announcement.event)
    }
  }
}
