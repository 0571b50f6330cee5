/// Identifies an observer added to an ``InteractionGate`` or a ``TransitionSerializer``, for
/// removing it again.
///
/// Tokens are unique across every gate and serializer, so a token handed to the wrong instance is
/// simply unknown there and removes nothing.
///
/// ```swift
/// let token = gate.addObserver { event in log(event) }
/// gate.removeObserver(token)
/// ```
public struct ObserverToken: Hashable, Sendable {
  private let value: UInt64

  /// A token never returned before.
  @MainActor
  package static func next() -> ObserverToken {
    ObserverToken(value: RequestIdentifiers.make())
  }
}
