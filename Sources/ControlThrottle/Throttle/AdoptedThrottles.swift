/// Throttles of objects that hold none themselves — plain controls adopted app-wide — keyed by the
/// object's identity, with the object held weakly, so that nothing is added to the object.
///
/// An object is adopted at its first send when its type resolves as registered with the registry
/// (exactly, or through an ancestor registered with `includingSubclasses`), unless it is a
/// ``ThrottledControl``, which decides its own sends and must never be decided twice.
///
/// Entries of released objects are swept out when the table reaches twice the live count of the
/// last sweep (and at least 64), so the table follows live objects: each new entry costs O(1)
/// amortised, and the table never holds more than twice the most objects alive at once plus the
/// floor. A released object's entry stays until a later adoption sweeps it out. One code
/// path on every platform, rather than associated objects where the Objective-C runtime exists, so
/// the same code is tested everywhere.
@MainActor
package final class AdoptedThrottles {
  /// A class, so that a lookup copies a reference, not a weak reference (which costs a side-table
  /// round trip to copy and another to destroy).
  private final class Entry {
    weak var object: AnyObject?
    let throttle: Throttle

    init(object: AnyObject, throttle: Throttle) {
      self.object = object
      self.throttle = throttle
    }
  }

  private var table: [ObjectIdentifier: Entry] = [:]
  /// The table size at which released objects' entries are swept out next.
  private var sweepThreshold = 64
  /// Types found not adopted, under the registry's configuration word `checkedWord`.
  private var unadoptedTypes: Set<ObjectIdentifier> = []
  private var checkedWord: Int64 = 0

  package init() {}

  /// The throttle deciding `object`'s sends, made at its first send; `nil` when its type is not
  /// registered with `registry`, or when it is a ``ThrottledControl``.
  ///
  /// - Parameters:
  ///   - object: The sender, such as a plain `UIButton`.
  ///   - registry: The registry whose registrations adopt, and whose configuration and observers
  ///     the throttle follows.
  ///   - scheduler: The clock of the throttle's sends without an event.
  ///   - name: The throttle's name, read once, when the object is adopted.
  /// - Returns: The object's throttle, or `nil` when the object is not adopted.
  package func throttle(
    for object: AnyObject, registry: ThrottleRegistry, scheduler: any Scheduler, name: () -> String?
  ) -> Throttle? {
    throttle(of: object) ?? adopt(object, registry: registry, scheduler: scheduler, name: name)
  }

  /// Makes `object`'s throttle if its type is adopted, once per object.
  private func adopt(
    _ object: AnyObject, registry: ThrottleRegistry, scheduler: any Scheduler, name: () -> String?
  ) -> Throttle? {
    let word = registry.word.load()
    if word != checkedWord {
      unadoptedTypes.removeAll(keepingCapacity: true)
      checkedWord = word
    }
    let type = ObjectIdentifier(Swift.type(of: object))
    if unadoptedTypes.contains(type) { return nil }
    guard !(object is any ThrottledControl), registry.registeredInterval(for: object) != nil else {
      unadoptedTypes.insert(type)
      return nil
    }
    let throttle = Throttle(.inherited, name: name(), scheduler: scheduler, registry: registry)
    insert(throttle, for: object)
    return throttle
  }

  /// How many objects hold an entry, released ones not yet swept included.
  package var count: Int { table.count }

  /// The bytes one entry takes in the table's storage, before the dictionary's spare capacity.
  package static var entrySize: Int {
    MemoryLayout<(ObjectIdentifier, Entry)>.stride + entryObjectSize
  }

  /// The bytes of one entry's object: its header (two words) and its two references.
  private static var entryObjectSize: Int { 2 * MemoryLayout<Int>.size + MemoryLayout<(AnyObject?, Throttle)>.size }

  /// The throttle of `object`, or `nil` when it has none (or the entry is a released object's at
  /// the same address).
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

  /// Forgets every entry and every type found not adopted.
  package func removeAll() {
    table.removeAll()
    unadoptedTypes.removeAll()
    sweepThreshold = 64
  }
}
