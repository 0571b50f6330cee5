/// Throttles of objects that hold none themselves — plain controls adopted app-wide — keyed by the
/// object's identity, with the object held weakly, so that nothing is added to the object.
///
/// Entries of released objects are swept out when the table reaches twice the live count of the
/// last sweep (and at least 64), so the table follows live objects: each new entry costs O(1)
/// amortised, and the table never holds more than twice the live entries plus the floor. One code
/// path on every platform, rather than associated objects where the Objective-C runtime exists, so
/// the same code is tested everywhere.
@MainActor
package final class AdoptedThrottles {
  private struct Entry {
    weak var object: AnyObject?
    let throttle: Throttle
  }

  private var table: [ObjectIdentifier: Entry] = [:]
  /// The table size at which released objects' entries are swept out next.
  private var sweepThreshold = 64

  package init() {}

  /// How many objects hold an entry, released ones not yet swept included.
  package var count: Int { table.count }

  /// The bytes one entry takes in the table's storage, before the dictionary's spare capacity.
  package static var entrySize: Int { MemoryLayout<(ObjectIdentifier, Entry)>.stride }

  /// The throttle of `object`, or `nil` when it has none (or the entry is a released object's at
  /// the same address).
  @inline(__always)
  package func throttle(of object: AnyObject) -> Throttle? {
    guard let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
    return entry.throttle
  }

  /// Gives `object` its `throttle`, sweeping out released objects' entries when due.
  package func insert(_ throttle: Throttle, for object: AnyObject) {
    if table.count >= sweepThreshold {
      table = table.filter { $0.value.object != nil }
      sweepThreshold = Swift.max(64, 2 * table.count)
    }
    table[ObjectIdentifier(object)] = Entry(object: object, throttle: throttle)
  }

  /// Forgets every entry.
  package func removeAll() {
    table.removeAll()
    sweepThreshold = 64
  }
}
