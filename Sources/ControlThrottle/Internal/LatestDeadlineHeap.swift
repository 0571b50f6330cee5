/// A binary max-heap of identifiers ordered by deadline, for finding the latest deadline of a set
/// whose members end in any order.
///
/// Members that end are not searched for: their owner passes a liveness test to ``latest(where:)``,
/// which discards dead entries that reached the top, and to ``rebuild(keeping:)``, which rebuilds
/// the heap from the live ones. An owner that rebuilds once the dead entries outnumber the live
/// ones keeps every operation O(log n) amortised and the heap at most twice its live size.
struct LatestDeadlineHeap: Sendable {
  private var entries: [(deadline: Int64, id: UInt64)] = []

  /// Entries visited by sifting and rebuilding since creation: a measure of work for tests of
  /// complexity, independent of the machine's speed.
  private(set) var visitedEntryCount = 0

  package init() {}

  /// The number of entries, including ones their owner considers dead.
  package var count: Int { entries.count }

  /// The entries the storage has room for; for memory tests.
  package var capacity: Int { entries.capacity }

  /// Adds `id` with `deadline`.
  package mutating func insert(_ id: UInt64, deadline: Int64) {
    entries.append((deadline, id))
    siftUp(from: entries.count - 1)
  }

  /// The latest deadline among entries for which `isLive` holds, discarding the dead entries above
  /// it; `nil` when no live entry is left.
  package mutating func latest(where isLive: (_ id: UInt64, _ deadline: Int64) -> Bool) -> Int64? {
    while let top = entries.first {
      visitedEntryCount &+= 1
      if isLive(top.id, top.deadline) { return top.deadline }
      removeTop()
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

  /// Removes everything, keeping a small buffer so that a gate that keeps blocking and ending one
  /// request at a time does not allocate each time; a large one is released.
  package mutating func removeAll() {
    entries.removeAll(keepingCapacity: entries.capacity <= Self.retainedCapacity)
  }

  /// The most entries whose storage ``removeAll()`` keeps.
  private static let retainedCapacity = 64

  private mutating func removeTop() {
    let last = entries.removeLast()
    guard !entries.isEmpty else { return }
    entries[0] = last
    siftDown(from: 0)
  }

  private mutating func siftUp(from index: Int) {
    var child = index
    while child > 0 {
      visitedEntryCount &+= 1
      let parent = (child - 1) / 2
      guard entries[child].deadline > entries[parent].deadline else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from index: Int) {
    var parent = index
    while true {
      visitedEntryCount &+= 1
      let left = 2 * parent + 1
      let right = left + 1
      var latest = parent
      if left < entries.count && entries[left].deadline > entries[latest].deadline { latest = left }
      if right < entries.count && entries[right].deadline > entries[latest].deadline { latest = right }
      if latest == parent { return }
      entries.swapAt(parent, latest)
      parent = latest
    }
  }
}
