import ControlThrottle

/// The decisions of a virtual clock: what is due, in which order, and what `now` becomes.
///
/// A value type with no lock, no continuation and no main actor, so each rule can be tested on its
/// own; ``VirtualScheduler`` keeps one under its lock and performs what it returns. Scheduled work
/// and sleepers share one queue ordered by deadline, ties by sequence (the order they were
/// scheduled or went to sleep), so that one rule orders both.
struct VirtualTimeline<Work, Wakeup> {
  /// What waits in the queue.
  enum Payload {
    case work(Work)
    case sleeper(Wakeup, label: String?)
  }

  /// One queued piece of work or sleeper.
  struct Entry {
    var deadline: SchedulerInstant
    var sequence: UInt64
    var payload: Payload

    var isSleeper: Bool {
      if case .sleeper = payload { return true }
      return false
    }
  }

  /// The next thing an advance does.
  enum Step {
    /// Wake these sleepers, all due at one deadline and next in order, in this order.
    case wake([Wakeup])
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
  /// Changes whenever anything in the timeline does, so that a watcher can tell a quiet clock.
  private(set) var version: UInt64 = 0
  private var lastSequence: UInt64 = 0
  /// Sorted by deadline, ties by sequence.
  private var entries: [Entry] = []

  init(now: SchedulerInstant) {
    self.now = now
  }

  /// The number of sleepers in the queue.
  private(set) var sleeperCount = 0
  /// The number of pieces of work in the queue.
  var workCount: Int { entries.count - sleeperCount }
  /// The earliest deadline in the queue.
  var nextDeadline: SchedulerInstant? { entries.first?.deadline }
  /// Everything queued, in the order it falls due.
  var queued: [Entry] { entries }

  /// Takes the next sequence number, which orders ties at one deadline.
  mutating func takeSequence() -> UInt64 {
    lastSequence += 1
    return lastSequence
  }

  /// Queues `work` at `deadline` and returns its sequence, which cancels it.
  mutating func schedule(_ work: Work, at deadline: SchedulerInstant) -> UInt64 {
    let sequence = takeSequence()
    insert(Entry(deadline: deadline, sequence: sequence, payload: .work(work)))
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
    insert(Entry(deadline: deadline, sequence: sequence, payload: .sleeper(wakeup, label: label)))
    return .asleep
  }

  /// Removes the entry with `sequence`, if it is still queued, and returns what it held.
  mutating func remove(sequence: UInt64) -> Payload? {
    guard let index = entries.firstIndex(where: { $0.sequence == sequence }) else { return nil }
    version &+= 1
    let entry = entries.remove(at: index)
    if entry.isSleeper { sleeperCount -= 1 }
    return entry.payload
  }

  /// Takes the next step of an advance to `target`.
  ///
  /// Sets ``now`` to the deadline of what it returns (unless that deadline had already passed).
  /// When nothing is left by `target`, it returns ``Step/finished`` and, if `moveToTarget`, sets
  /// ``now`` to `target` in the same step: a sleeper that registers after it sees the new time, so
  /// none can be left behind with its deadline at or before ``now``.
  mutating func step(to target: SchedulerInstant, moveToTarget: Bool = true) -> Step {
    guard let first = entries.first, first.deadline <= target else {
      if moveToTarget { move(to: target) }
      return .finished
    }
    move(to: first.deadline)
    version &+= 1
    if case .work(let work) = first.payload {
      entries.removeFirst()
      return .run(work)
    }
    var woken: [Wakeup] = []
    while let next = entries.first, next.deadline == first.deadline, case .sleeper(let wakeup, _) = next.payload {
      woken.append(wakeup)
      entries.removeFirst()
      sleeperCount -= 1
    }
    return .wake(woken)
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

  private mutating func insert(_ entry: Entry) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let other = entries[middle]
      if (other.deadline, other.sequence) < (entry.deadline, entry.sequence) { low = middle + 1 } else { high = middle }
    }
    entries.insert(entry, at: low)
    if entry.isSleeper { sleeperCount += 1 }
    version &+= 1
  }
}
