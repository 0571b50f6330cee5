/// The registry, gate, serializer or action an ``ObserverToken``'s observer was added to, held
/// weakly so that a token kept by its observer keeps nothing alive.
///
/// Equal when it names the same object: the token's identity is its own number, and this adds
/// nothing to it but stays `Hashable` so that the token's conformance is synthesized.
package struct ObserverOwner: Hashable, Sendable {
  /// The owner, while it lives.
  private(set) weak var object: (any ObserverRemoving)?
  /// The owner's identity, kept after it is gone.
  private let identity: ObjectIdentifier

  package init(_ object: any ObserverRemoving) {
    self.object = object
    self.identity = ObjectIdentifier(object)
  }

  package static func == (lhs: ObserverOwner, rhs: ObserverOwner) -> Bool {
    lhs.identity == rhs.identity
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }
}
