/// Names one observer in the list of the gate, serializer, registry or action that calls it.
///
/// Unique across every instance, so an identifier that reaches the wrong one is simply unknown
/// there and removes nothing.
package struct ObserverID: Hashable, Sendable {
  private let value: UInt64

  /// An identifier never returned before.
  @MainActor
  package static func next() -> ObserverID {
    ObserverID(value: RequestIdentifiers.make())
  }
}
