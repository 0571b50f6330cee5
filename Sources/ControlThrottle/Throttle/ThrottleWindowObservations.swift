/// The window callbacks of every throttle that has one, kept outside the throttles so that a
/// throttle without a callback — almost all of them — stays one small allocation.
///
/// `@unchecked Sendable`: the table is only touched under its lock; the observations themselves are
/// main-actor objects, only used on the main actor.
final class ThrottleWindowObservations: @unchecked Sendable {
  static let shared = ThrottleWindowObservations()

  private let lock = LockedBox<Void>()
  private var table: [ObjectIdentifier: ThrottleWindowObservation] = [:]

  /// The observation of `throttle`, if any.
  @MainActor
  subscript(throttle: Throttle) -> ThrottleWindowObservation? {
    get { lock.withLock { table[ObjectIdentifier(throttle)] } }
    set { lock.withLock { table[ObjectIdentifier(throttle)] = newValue } }
  }

  /// Forgets the observation of the throttle identified by `identifier`; for its `deinit`.
  func remove(_ identifier: ObjectIdentifier) {
    _ = lock.withLock { table.removeValue(forKey: identifier) }
  }
}
