/// The serializer's pure state: which transition runs, which wait, and in what order.
///
/// No closures, no clock: decisions are functions of (state, input), and the serializer attaches
/// the work and the timeouts.
package struct TransitionQueueState: Sendable {
  package struct Entry: Hashable, Sendable {
    package var id: UInt64
    package var kind: TransitionKind
    /// Whether it had to wait: queued behind others or for the host.
    package var waited: Bool
  }

  package private(set) var running: Entry?
  package private(set) var queue: [Entry] = []
  package private(set) var isHostReady: Bool

  package init(isHostReady: Bool) {
    self.isHostReady = isHostReady
  }

  /// Whether a new request would have to wait.
  package var isBusy: Bool { running != nil || !queue.isEmpty || !isHostReady }

  /// Admits request `id`: queues it (to start at once if the host is idle), or refuses it.
  ///
  /// Before the host is ready every request waits, whatever its policy, so that transitions
  /// requested at cold start run once the host appears.
  /// - Returns: The queued entry, or `nil` when the policy drops it because the host is busy.
  package mutating func admit(_ id: UInt64, _ kind: TransitionKind, policy: TransitionPolicy) -> Entry? {
    if isHostReady && isBusy && policy == .dropIfBusy { return nil }
    let entry = Entry(id: id, kind: kind, waited: isBusy)
    queue.append(entry)
    return entry
  }

  /// Takes the next queued entry and marks it running, if the host is ready and idle.
  package mutating func startNext() -> Entry? {
    guard isHostReady, running == nil, !queue.isEmpty else { return nil }
    let entry = queue.removeFirst()
    running = entry
    return entry
  }

  /// Ends the running entry if it is `id`.
  ///
  /// - Returns: The entry, or `nil` for an unknown, queued or already ended identifier.
  package mutating func endRunning(_ id: UInt64) -> Entry? {
    guard running?.id == id else { return nil }
    defer { running = nil }
    return running
  }

  /// Removes a queued entry.
  package mutating func removeQueued(_ id: UInt64) -> Entry? {
    guard let index = queue.firstIndex(where: { $0.id == id }) else { return nil }
    return queue.remove(at: index)
  }

  /// Records whether the host can run transitions now.
  package mutating func setHostReady(_ ready: Bool) {
    isHostReady = ready
  }

  /// Removes and returns everything, running entry first, for a host that went away.
  package mutating func removeAll() -> [Entry] {
    defer {
      running = nil
      queue.removeAll()
    }
    return (running.map { [$0] } ?? []) + queue
  }
}
