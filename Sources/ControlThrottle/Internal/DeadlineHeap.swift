/// A binary heap of identifiers ordered by deadline, ties by identifier: earliest first, to expire
/// entries lazily, or latest first, to find the latest deadline of a set whose members end in any
/// order.
///
/// Entries removed early are skipped when they reach the top, or dropped by ``rebuild(keeping:)``
/// once they outnumber the live ones, which keeps every operation O(log n) amortised.
package struct DeadlineHeap: Sendable {
  enum Order: Sendable {
    case earliestFirst
    case latestFirst
  }

  private let order: Order
  private var entries: [(deadline: Int64, id: UInt64)] = []

  /// Entries visited by sifting and rebuilding since creation, for tests of complexity.
  private(set) var visitedEntryCount = 0

  package init() {
    self.init(.earliestFirst)
  }

  init(_ order: Order) {
    self.order = order
  }

  /// The number of entries, including ones their owner already forgot.
  package var count: Int { entries.count }

  /// The entries the storage has room for; for memory tests.
  package var capacity: Int { entries.capacity }

  package var earliestDeadline: Int64? { entries.first?.deadline }

  /// The entry that comes out first (among equal deadlines, the smallest identifier earliest first,
  /// the largest latest first), if any.
  package var first: (deadline: Int64, id: UInt64)? { entries.first }

  package mutating func insert(_ id: UInt64, deadline: Int64) {
    entries.append((deadline, id))
    var child = entries.count - 1
    while child > 0 {
      visitedEntryCount &+= 1
      let parent = (child - 1) / 2
      guard precedes(entries[child], entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns every identifier whose deadline is at or before `now`, earliest first.
  package mutating func popExpired(at now: Int64) -> [UInt64] {
    var expired: [UInt64] = []
    while let first = entries.first, first.deadline <= now {
      expired.append(first.id)
      removeFirst()
    }
    if !expired.isEmpty { entries.releaseUnusedCapacity() }
    return expired
  }

  /// The first deadline among entries for which `isLive` holds, discarding the dead entries before
  /// it; `nil` when no live entry is left.
  mutating func firstLiveDeadline(where isLive: (_ id: UInt64, _ deadline: Int64) -> Bool) -> Int64? {
    while let first = entries.first {
      visitedEntryCount &+= 1
      if isLive(first.id, first.deadline) { return first.deadline }
      removeFirst()
    }
    return nil
  }

  /// Keeps only the entries for which `isLive` holds, in O(n).
  package mutating func rebuild(keeping isLive: (_ id: UInt64, _ deadline: Int64) -> Bool) {
    visitedEntryCount &+= entries.count
    entries.removeAll { !isLive($0.id, $0.deadline) }
    entries.releaseUnusedCapacity()
    var index = entries.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  /// Removes everything, keeping a small buffer for steady use.
  package mutating func removeAll() {
    entries.removeAll(keepingCapacity: entries.capacity <= storageReleaseFloor)
  }

  /// Removes and returns the entry ``first`` names.
  @discardableResult
  package mutating func popFirst() -> (deadline: Int64, id: UInt64)? {
    guard let first = entries.first else { return nil }
    removeFirst()
    return first
  }

  private func precedes(_ entry: (deadline: Int64, id: UInt64), _ other: (deadline: Int64, id: UInt64)) -> Bool {
    switch order {
    case .earliestFirst: (entry.deadline, entry.id) < (other.deadline, other.id)
    case .latestFirst: (entry.deadline, entry.id) > (other.deadline, other.id)
    }
  }

  private mutating func removeFirst() {
    let last = entries.removeLast()
    guard !entries.isEmpty else { return }
    entries[0] = last
    siftDown(from: 0)
  }

  private mutating func siftDown(from index: Int) {
    var parent = index
    while true {
      visitedEntryCount &+= 1
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < entries.count && precedes(entries[left], entries[first]) { first = left }
      if right < entries.count && precedes(entries[right], entries[first]) { first = right }
      if first == parent { return }
      entries.swapAt(parent, first)
      parent = first
    }
  }
}
