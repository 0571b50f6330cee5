import ControlThrottle

/// The decisions of a virtual clock: what is due, in which order, and what `now` becomes.
///
/// A value type with no lock, no continuation and no main actor, so each rule can be tested on its
/// own; ``VirtualScheduler`` keeps one under its lock and performs what it returns. Scheduled work
/// and sleepers share one queue ordered by deadline, ties by sequence (the order they were
/// scheduled or went to sleep), so that one rule orders both.
///
/// The queue is a binary heap of (deadline, sequence) beside a table of what each live sequence
/// holds. Cancelling takes the entry out of the table only; the heap drops it when it reaches the
/// top, or all such entries at once when they outnumber the live ones. So scheduling, waking and
/// cancelling each cost O(log n), and a sleep allocates nothing once the storage has grown.
struct VirtualTimeline<Work, Wakeup> {
  /// What waits in the queue.
  enum Payload {
    case work(Work)
    case sleeper(Wakeup, label: String?)

    var isSleeper: Bool {
      if case .sleeper = self { return true }
      return false
    }
  }

  /// One queued piece of work or sleeper.
  struct Entry {
    var deadline: SchedulerInstant
    var sequence: UInt64
    var payload: Payload
  }

  /// The next thing an advance does.
  enum Step {
    /// Wake this sleeper, the next in order.
    case wake(Wakeup)
    /// Run this work.
    case run(Work)
    /// Nothing is due by the target: the advance is over.
    case finished
  }

  /// The outcome of going to sleep.
  enum Registration {
    /// The deadline is at or before `now`: the sleep returns at once.
    case due
    /// The sleeper waits in the queue.
    case asleep
  }

  /// The current instant; it never decreases.
  private(set) var now: SchedulerInstant
  /// Changes whenever anything in the timeline does, so that a driving move can tell whether
  /// anything touched the clock while it looked away.
  private(set) var version: UInt64 = 0
  private var lastSequence: UInt64 = 0
  /// Every live entry's deadline and sequence, plus cancelled ones not yet dropped; its first entry
  /// is always live.
  private var order = DeadlineHeap()
  /// What each live sequence holds.
  private var payloads: [UInt64: Payload] = [:]

  init(now: SchedulerInstant) {
    self.now = now
  }

  /// The number of sleepers in the queue.
  private(set) var sleeperCount = 0
  /// The number of pieces of work in the queue.
  var workCount: Int { payloads.count - sleeperCount }
  /// The earliest deadline in the queue.
  var nextDeadline: SchedulerInstant? {
    order.first.map { SchedulerInstant(uptimeNanoseconds: $0.deadline) }
  }
  /// Everything queued, in the order it falls due; for reports, in O(n log n).
  var queued: [Entry] {
    var entries: [Entry] = []
    var heap = order
    while let (deadline, sequence) = heap.popFirst() {
      guard let payload = payloads[sequence] else { continue }
      entries.append(
        Entry(deadline: SchedulerInstant(uptimeNanoseconds: deadline), sequence: sequence, payload: payload))
    }
    return entries
  }

  /// Takes the next sequence number, which orders ties at one deadline.
  mutating func takeSequence() -> UInt64 {
    lastSequence += 1
    return lastSequence
  }

  /// Queues `work` at `deadline` and returns its sequence, which cancels it.
  mutating func schedule(_ work: Work, at deadline: SchedulerInstant) -> UInt64 {
    let sequence = takeSequence()
    insert(.work(work), at: deadline, sequence: sequence)
    return sequence
  }

  /// Puts a sleeper to sleep until `deadline`, unless that is already due.
  ///
  /// The check against ``now`` and the insertion are one step, so that no advance can pass the
  /// deadline in between.
  mutating func sleep(
    _ wakeup: Wakeup, until deadline: SchedulerInstant, sequence: UInt64, label: String? = nil
  ) -> Registration {
    if deadline <= now { return .due }
    insert(.sleeper(wakeup, label: label), at: deadline, sequence: sequence)
    return .asleep
  }

  /// Removes the entry with `sequence`, if it is still queued, and returns what it held.
  mutating func remove(sequence: UInt64) -> Payload? {
    guard let payload = payloads.removeValue(forKey: sequence) else { return nil }
    version &+= 1
    if payload.isSleeper { sleeperCount -= 1 }
    dropCancelledEntries()
    return payload
  }

  /// Takes the next step of an advance to `target`.
  ///
  /// Sets ``now`` to the deadline of what it returns (unless that deadline had already passed).
  /// When nothing is left by `target`, it returns ``Step/finished`` and, if `moveToTarget`, sets
  /// ``now`` to `target` in the same step: a sleeper that registers after it sees the new time, so
  /// none can be left behind with its deadline at or before ``now``.
  mutating func step(to target: SchedulerInstant, moveToTarget: Bool = true) -> Step {
    guard let first = order.first, first.deadline <= target.uptimeNanoseconds else {
      if moveToTarget { move(to: target) }
      return .finished
    }
    move(to: SchedulerInstant(uptimeNanoseconds: first.deadline))
    version &+= 1
    switch takeFirst() {
    case .work(let work): return .run(work)
    case .sleeper(let wakeup, _): return .wake(wakeup)
    }
  }

  /// Moves ``now`` to `instant` if that is later; it never moves back.
  mutating func move(to instant: SchedulerInstant) {
    if instant > now {
      now = instant
      version &+= 1
    }
  }

  /// Records a change the timeline itself does not hold, such as a woken task resuming.
  mutating func touch() {
    version &+= 1
  }

  /// Removes the first entry, which is live, and returns its payload.
  private mutating func takeFirst() -> Payload {
    guard let (_, sequence) = order.popFirst(), let payload = payloads.removeValue(forKey: sequence) else {
      preconditionFailure("VirtualTimeline's first entry is always live")
    }
    if payload.isSleeper { sleeperCount -= 1 }
    dropCancelledEntries()
    return payload
  }

  private mutating func insert(_ payload: Payload, at deadline: SchedulerInstant, sequence: UInt64) {
    payloads[sequence] = payload
    order.insert(sequence, deadline: deadline.uptimeNanoseconds)
    if payload.isSleeper { sleeperCount += 1 }
    version &+= 1
  }

  /// Drops cancelled entries from the top of the heap, so that its first entry is live, and
  /// rebuilds it from the live ones once the cancelled outnumber them.
  private mutating func dropCancelledEntries() {
    if order.count > 2 * payloads.count + 64 {
      let live = payloads
      order.rebuild { id, _ in live[id] != nil }
    }
    while let first = order.first, payloads[first.id] == nil { order.popFirst() }
  }
}
