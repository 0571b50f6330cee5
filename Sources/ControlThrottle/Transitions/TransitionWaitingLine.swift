/// A first-in, first-out line of waiting transitions: appending, taking the first, finding one and
/// removing one by identifier are O(1) amortised, however long the line.
///
/// Entries sit in one array from `head` on; taking the first advances `head`, and a removed entry
/// leaves a hole (`nil`) that taking skips. The array is compacted when the part before `head` is
/// at least half of it, so every entry is moved O(1) times on average. `positions` maps each
/// waiting identifier to its slot, for finding and removing without a scan.
package struct TransitionWaitingLine: Sendable {
  package typealias Entry = TransitionQueueState.Entry

  private var slots: [Entry?] = []
  private var head = 0
  /// The slot of every waiting entry, as an index into `slots`.
  private var positions: [UInt64: Int] = [:]

  package init() {}

  /// How many entries wait.
  package var count: Int { positions.count }

  /// The entries the storage has room for; for memory tests.
  package var storageCapacity: Int { slots.capacity + positions.capacity }

  /// Whether no entry waits.
  package var isEmpty: Bool { positions.isEmpty }

  /// Every waiting entry, first to run first.
  package var entries: [Entry] { slots[head...].compactMap { $0 } }

  /// Whether the entry `id` waits in this line.
  package func contains(_ id: UInt64) -> Bool {
    positions[id] != nil
  }

  /// Adds `entry` at the end.
  package mutating func append(_ entry: Entry) {
    positions[entry.id] = slots.count
    slots.append(entry)
  }

  /// Removes and returns the first entry, if any.
  package mutating func popFirst() -> Entry? {
    while head < slots.count {
      let slot = slots[head]
      slots[head] = nil
      head += 1
      if let entry = slot {
        positions[entry.id] = nil
        positions.releaseUnusedCapacity()
        compactIfSparse()
        return entry
      }
    }
    return nil
  }

  /// Removes the entry `id`, wherever it waits.
  package mutating func remove(_ id: UInt64) -> Entry? {
    guard let position = positions.removeValue(forKey: id) else { return nil }
    positions.releaseUnusedCapacity()
    let entry = slots[position]
    slots[position] = nil
    compactIfSparse()
    return entry
  }

  /// Removes every entry.
  package mutating func removeAll() {
    // A short line's storage is kept for the next requests; a long one's is given back.
    slots.removeAll(keepingCapacity: slots.capacity <= 64)
    positions.removeAll(keepingCapacity: positions.capacity <= 64)
    head = 0
  }

  /// Drops the slots before `head` and the holes once they make up half the array.
  private mutating func compactIfSparse() {
    if positions.isEmpty {
      removeAll()
      return
    }
    guard slots.count >= 32, positions.count * 2 <= slots.count else { return }
    slots = slots[head...].filter { $0 != nil }
    head = 0
    for (index, entry) in slots.enumerated() {
      if let entry { positions[entry.id] = index }
    }
  }
}
