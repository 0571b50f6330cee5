/// Names one observer, uniquely across every gate, serializer, registry and action.
package struct ObserverID: Hashable, Sendable {
  private let value: UInt64

  @MainActor
  package static func next() -> ObserverID {
    ObserverID(value: RequestIdentifiers.make())
  }
}
