/// A first-in, first-out line of waiting transitions: appending, taking the first, finding one and
/// removing one are O(1) amortised, so a long queue of cancellations stays linear.
///
/// Entries sit in `slots` from `head` on; a removed one leaves a `nil` hole, and the array is
/// compacted once holes and taken slots make up half of it. `positions` maps identifiers to slots.
package struct TransitionWaitingLine: Sendable {
  package typealias Entry = TransitionQueueState.Entry

  private var slots: [Entry?] = []
  private var head = 0
  /// The slot of every waiting entry, as an index into `slots`.
  private var positions: [UInt64: Int] = [:]

  package init() {}

  package var count: Int { positions.count }

  /// The entries the storage has room for; for memory tests.
  package var storageCapacity: Int { slots.capacity + positions.capacity }

  package var isEmpty: Bool { positions.isEmpty }

  /// Every waiting entry, first to run first.
  package var entries: [Entry] { slots[head...].compactMap { $0 } }

  package func contains(_ id: UInt64) -> Bool {
    positions[id] != nil
  }

  package mutating func append(_ entry: Entry) {
    positions[entry.id] = slots.count
    slots.append(entry)
  }

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

  package mutating func remove(_ id: UInt64) -> Entry? {
    guard let position = positions.removeValue(forKey: id) else { return nil }
    positions.releaseUnusedCapacity()
    let entry = slots[position]
    slots[position] = nil
    compactIfSparse()
    return entry
  }

  /// Removes every entry, giving back a long line's storage.
  package mutating func removeAll() {
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
