/// What an interaction gate decides from: the requests app-wide and per window, and the sequences,
/// gestures and pairs in flight; kept in one ``LockedBox``, observers told after the lock.
struct InteractionGateMemory {
  /// The app-wide requests, and the drops counted per kind.
  var app = InteractionGateState()
  var windows: [ObjectIdentifier: InteractionGateState] = [:]
  var gestures = InteractionGestureContinuity()
  var sequences = InteractionSequenceState(capacity: InteractionGate.maximumTrackedSequences)
  var pairs = InteractionPairState()

  /// Takes `now` as the latest instant; a clock that moved back ends the requests, app-wide and per
  /// window, it moved back from by at least their length.
  ///
  /// - Returns: Whether requests ended so, which observers must be told.
  mutating func observe(_ now: Int64) -> Bool {
    let latest = app.latestInstant
    var ended = app.observe(now)
    guard now < latest, !windows.isEmpty else { return ended }
    for window in Array(windows.keys) {
      if windows[window]?.clockMovedBack(from: latest, to: now) == true { ended = true }
      if windows[window]?.requests.isEmpty == true { windows[window] = nil }
    }
    return ended
  }

  /// Whether `kind` is blocked at `now` in `scope`: app-wide, or by the window's own requests.
  func isBlocked(_ kind: InteractionKind, in scope: InteractionScope, at now: Int64) -> Bool {
    if app.isBlocked(kind, at: now) { return true }
    guard let window = scope.window, !windows.isEmpty else { return false }
    return windows[window]?.isBlocked(kind, at: now) ?? false
  }

  /// Decides an event of `kind` in `scope` at `now` by `rule`; a withheld event is counted.
  mutating func decide(
    _ kind: InteractionKind,
    in scope: InteractionScope,
    at now: Int64,
    by rule: (inout InteractionGateMemory, _ now: Int64, _ kindIsBlocked: Bool) -> Bool
  ) -> Bool {
    let deliver = rule(&self, now, isBlocked(kind, in: scope, at: now))
    if !deliver { app.recordDrop(kind) }
    return deliver
  }

  /// The requests that decide in `scope`'s own place: the window's, or the app's.
  func requests(in scope: InteractionScope) -> InteractionGateState? {
    guard let window = scope.window else { return app }
    return windows[window]
  }

  mutating func add(
    _ id: UInt64, blocking kinds: InteractionKinds, until deadline: Int64, in scope: InteractionScope, at now: Int64
  ) {
    if let window = scope.window {
      windows[window, default: InteractionGateState()].add(id, blocking: kinds, until: deadline, at: now)
    } else {
      app.add(id, blocking: kinds, until: deadline, at: now)
    }
  }

  /// Ends request `id` in `scope`; whether it was active.
  mutating func remove(_ id: UInt64, in scope: InteractionScope, at now: Int64) -> Bool {
    guard let window = scope.window else { return app.remove(id, at: now) }
    guard windows[window]?.remove(id, at: now) == true else { return false }
    if windows[window]?.requests.isEmpty == true { windows[window] = nil }
    return true
  }

  /// Drops expired window requests, and windows left with none.
  mutating func removeExpiredWindowRequests(at now: Int64) {
    guard !windows.isEmpty else { return }
    for window in Array(windows.keys) {
      windows[window]?.removeExpired(at: now)
      if windows[window]?.requests.isEmpty == true { windows[window] = nil }
    }
  }

  var storedRequestCount: Int {
    windows.values.reduce(app.requests.count) { $0 + $1.requests.count }
  }

  var latestDeadline: Int64 {
    windows.values.reduce(app.latestDeadline) { max($0, $1.latestDeadline) }
  }
}
