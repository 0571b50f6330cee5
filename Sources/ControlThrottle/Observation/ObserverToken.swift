/// An observer added to a ``ThrottleRegistry``, an ``InteractionGate`` or a
/// ``TransitionSerializer``; ``cancel()`` removes it.
///
/// The token holds what it observes weakly, so keeping it keeps nothing alive. Cancelling is safe
/// at any time: a second ``cancel()``, or one after what it observes is gone, does nothing. Tokens
/// are equal only to themselves and their copies, so a set of them tells observers apart.
///
/// ```swift
/// let token = gate.addObserver { event in log(event) }
/// // ...
/// token.cancel()
/// ```
public struct ObserverToken: Hashable, Sendable {
  /// Unique across every registry, gate, serializer and action.
  private let value: UInt64
  /// Where the observer was added.
  private let owner: ObserverOwner

  /// A token never returned before, for an observer of `owner`.
  @MainActor
  package static func next(of owner: any ObserverRemoving) -> ObserverToken {
    ObserverToken(value: RequestIdentifiers.make(), owner: ObserverOwner(owner))
  }

  /// Removes the observer: it hears nothing announced after the call.
  ///
  /// An announcement already under way still reaches every observer that was registered when it
  /// began. Cancelling a token twice, or after its registry, gate or serializer is gone, does
  /// nothing.
  ///
  /// ```swift
  /// let token = ThrottleRegistry.shared.addObserver { record in log(record) }
  /// token.cancel()
  /// token.cancel()  // does nothing
  /// ```
  @MainActor
  public func cancel() {
    owner.object?.removeObserver(self)
  }
}
