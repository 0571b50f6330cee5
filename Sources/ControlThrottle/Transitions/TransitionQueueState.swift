/// The serializer's pure state: which transition runs, which wait, and in what order; the
/// serializer attaches the work and the timeouts.
///
/// Two lines wait: follow-ups of the running transition first, whatever their policy, then the
/// queue. A transition that ends inside its framework's callbacks hands the host over on the next
/// turn (``isHandingOff``), and requests made until then are follow-ups too.
package struct TransitionQueueState: Sendable {
  package struct Entry: Hashable, Sendable {
    package var id: UInt64
    package var kind: TransitionKind
    /// Whether it had to wait.
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

  /// Admits request `id`: queues it, or refuses it.
  ///
  /// A follow-up (`isFollowUp` while a transition runs, or any request while the host is handed
  /// over) runs right after the running transition, whatever its policy; before the host is ready
  /// every request waits, so that a cold start's requests run once the host appears.
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

  /// Takes the next waiting entry, follow-ups first, and marks it running, if the host is free.
  mutating func startNext() -> Entry? {
    guard isHostReady, running == nil, !isHandingOff else { return nil }
    guard let entry = followUps.popFirst() ?? queue.popFirst() else { return nil }
    running = entry
    return entry
  }

  /// Marks a transition the framework started by itself as running, if none runs.
  package mutating func beginHostTransition(_ id: UInt64, _ kind: TransitionKind) -> Entry? {
    guard running == nil else { return nil }
    let entry = Entry(id: id, kind: kind, waited: false)
    running = entry
    return entry
  }

  /// Ends the running entry if it is `id`; with `handOff`, the next starts only after
  /// ``endHandOff()``.
  mutating func endRunning(_ id: UInt64, handOff: Bool = false) -> Entry? {
    guard running?.id == id else { return nil }
    defer {
      running = nil
      if handOff { isHandingOff = true }
    }
    return running
  }

  mutating func endHandOff() {
    isHandingOff = false
  }

  mutating func removeQueued(_ id: UInt64) -> Entry? {
    followUps.remove(id) ?? queue.remove(id)
  }

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
