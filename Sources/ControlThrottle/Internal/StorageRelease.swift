/// Storage follows what is active: once a dictionary or an array holds fewer than a quarter of the
/// entries it has room for, it gives the rest back.
///
/// A burst — 100,000 block requests, a long queue of transitions — grows storage to its peak, and
/// removing entries one by one keeps that capacity for as long as the owner lives. Rebuilding at a
/// quarter keeps memory within a small factor of the live entries, and costs O(n) only after n
/// removals, so removing stays amortised O(1). Below `storageReleaseFloor` entries nothing is
/// rebuilt: a few slots are kept so that steady use allocates nothing.
let storageReleaseFloor = 64

extension Dictionary {
  /// Gives back the storage of removed entries once fewer than a quarter of the capacity is used.
  mutating func releaseUnusedCapacity() {
    guard capacity > storageReleaseFloor, count * 4 < capacity else { return }
    var smaller = [Key: Value](minimumCapacity: count)
    for (key, value) in self { smaller[key] = value }
    self = smaller
  }
}

extension Array {
  /// Gives back the storage of removed elements once fewer than a quarter of the capacity is used.
  mutating func releaseUnusedCapacity() {
    guard capacity > storageReleaseFloor, count * 4 < capacity else { return }
    var smaller: [Element] = []
    smaller.reserveCapacity(count)
    smaller.append(contentsOf: self)
    self = smaller
  }
}
