/// The name of every throttle that was given one (``Throttle/name``), kept outside the throttles
/// so that a throttle stays one 64-byte allocation.
///
/// `@unchecked Sendable`: the table is only touched under its lock.
final class ThrottleNames: @unchecked Sendable {
  static let shared = ThrottleNames()

  private let lock = Lock()
  private var table: [ObjectIdentifier: String] = [:]

  /// The name of `throttle`, if any.
  @MainActor
  subscript(throttle: Throttle) -> String? {
    get { lock.withLock { table.isEmpty ? nil : table[ObjectIdentifier(throttle)] } }
    set { lock.withLock { table[ObjectIdentifier(throttle)] = newValue } }
  }

  /// Forgets the name of the throttle identified by `identifier`; for its `deinit`.
  func remove(_ identifier: ObjectIdentifier) {
    lock.withLock {
      if !table.isEmpty { table.removeValue(forKey: identifier) }
    }
  }
}
