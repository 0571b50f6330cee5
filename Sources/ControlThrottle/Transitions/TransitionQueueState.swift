/// The serializer's pure state: which transition runs, which wait, and in what order.
///
/// No closures, no clock: decisions are functions of (state, input), and the serializer attaches
/// the work and the timeouts.
///
/// Two lines wait. Follow-ups — requests made while the running transition completes (see
/// ``admit(_:_:policy:isFollowUp:)``) — run first, in request order, whatever their policy; then the
/// ordinary queue. A transition that ends inside its framework's own callbacks hands the host over
/// on the next turn (``isHandingOff``): requests made until then are follow-ups too, so nothing
/// starts inside the framework's transition.
package struct TransitionQueueState: Sendable {
  package struct Entry: Hashable, Sendable {
    package var id: UInt64
    package var kind: TransitionKind
    /// Whether it had to wait: queued behind others or for the host.
    package var waited: Bool

    package init(id: UInt64, kind: TransitionKind, waited: Bool) {
      self.id = id
      self.kind = kind
      self.waited = waited
    }
  }

  package private(set) var running: Entry?
  private(set) var followUps = TransitionWaitingLine()
  package private(set) var queue = TransitionWaitingLine()
  package private(set) var isHostReady: Bool

  /// The entries the waiting lines have room for; for memory tests.
  package var storageCapacity: Int { followUps.storageCapacity + queue.storageCapacity }
  /// Whether the last transition ended inside its framework's callbacks and the next may start only
  /// on the next turn.
  private(set) var isHandingOff = false

  package init(isHostReady: Bool) {
    self.isHostReady = isHostReady
  }

  /// Whether a new request would have to wait.
  package var isBusy: Bool {
    running != nil || isHandingOff || !followUps.isEmpty || !queue.isEmpty || !isHostReady
  }

  /// Every waiting entry, in the order they will run.
  package var waiting: [Entry] { followUps.entries + queue.entries }

  /// Whether request `id` waits, in either line.
  package func isWaiting(_ id: UInt64) -> Bool {
    followUps.contains(id) || queue.contains(id)
  }

  /// Admits request `id`: queues it (to start at once if the host is idle), or refuses it.
  ///
  /// A follow-up — `isFollowUp` while a transition runs, or any request while the host is handed
  /// over — waits for the running transition and runs right after it, whatever its policy.
  /// Before the host is ready every request waits, whatever its policy, so that transitions
  /// requested at cold start run once the host appears.
  /// - Returns: The queued entry, or `nil` when the policy drops it because the host is busy.
  mutating func admit(
    _ id: UInt64,
    _ kind: TransitionKind,
    policy: TransitionPolicy,
    isFollowUp: Bool = false
  ) -> Entry? {
    if (isFollowUp && running != nil) || isHandingOff {
      let entry = Entry(id: id, kind: kind, waited: true)
      followUps.append(entry)
      return entry
    }
    if isHostReady && isBusy && policy == .dropIfBusy { return nil }
    let entry = Entry(id: id, kind: kind, waited: isBusy)
    queue.append(entry)
    return entry
  }

  /// Takes the next waiting entry, follow-ups first, and marks it running, if the host is ready,
  /// idle and not being handed over.
  mutating func startNext() -> Entry? {
    guard isHostReady, running == nil, !isHandingOff else { return nil }
    guard let entry = followUps.popFirst() ?? queue.popFirst() else { return nil }
    running = entry
    return entry
  }

  /// Marks a transition its host's framework started by itself (a sheet pulled down) as running,
  /// if none runs.
  ///
  /// - Returns: The entry, or `nil` when another transition runs.
  package mutating func beginHostTransition(_ id: UInt64, _ kind: TransitionKind) -> Entry? {
    guard running == nil else { return nil }
    let entry = Entry(id: id, kind: kind, waited: false)
    running = entry
    return entry
  }

  /// Ends the running entry if it is `id`; with `handOff`, the next starts only after
  /// ``endHandOff()``.
  ///
  /// - Returns: The entry, or `nil` for an unknown, queued or already ended identifier.
  mutating func endRunning(_ id: UInt64, handOff: Bool = false) -> Entry? {
    guard running?.id == id else { return nil }
    defer {
      running = nil
      if handOff { isHandingOff = true }
    }
    return running
  }

  /// The next turn came: waiting transitions may start.
  mutating func endHandOff() {
    isHandingOff = false
  }

  /// Removes a waiting entry.
  mutating func removeQueued(_ id: UInt64) -> Entry? {
    followUps.remove(id) ?? queue.remove(id)
  }

  /// Records whether the host can run transitions now.
  mutating func setHostReady(_ ready: Bool) {
    isHostReady = ready
  }

  /// Removes and returns everything, running entry first, for a host that went away.
  package mutating func removeAll() -> [Entry] {
    defer {
      running = nil
      followUps.removeAll()
      queue.removeAll()
      isHandingOff = false
    }
    return (running.map { [$0] } ?? []) + waiting
  }
}
