/// The content identity of every throttle that was given one (``Throttle/contentID``), kept
/// outside the throttles so that a throttle without one stays one small allocation.
///
/// `@unchecked Sendable`: the table is only touched under its lock.
final class ThrottleContentIdentities: @unchecked Sendable {
  static let shared = ThrottleContentIdentities()

  private let lock = LockedBox<Void>()
  private var table: [ObjectIdentifier: AnyHashable] = [:]

  /// The content identity of `throttle`, if any.
  @MainActor
  subscript(throttle: Throttle) -> AnyHashable? {
    lock.withLock { table[ObjectIdentifier(throttle)] }
  }

  /// Gives `throttle` the content identity `identity`.
  ///
  /// - Returns: Whether it differs from the one it had.
  @MainActor
  func replace(_ throttle: Throttle, with identity: AnyHashable?) -> Bool {
    lock.withLock {
      let key = ObjectIdentifier(throttle)
      let previous = table[key]
      table[key] = identity
      return previous != identity
    }
  }

  /// Forgets the identity of the throttle identified by `identifier`; for its `deinit`.
  func remove(_ identifier: ObjectIdentifier) {
    lock.withLock {
      if !table.isEmpty { table.removeValue(forKey: identifier) }
    }
  }
}
