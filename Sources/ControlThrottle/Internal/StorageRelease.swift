/// Storage follows what is active: once a dictionary or an array holds fewer than a quarter of the
/// entries it has room for, it gives the rest back.
///
/// A burst (100,000 block requests) would otherwise keep its peak capacity for the owner's life.
/// Rebuilding at a quarter costs O(n) only after n removals; below `storageReleaseFloor` entries
/// nothing is rebuilt, so that steady use allocates nothing.
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
