import Foundation

/// An observation of a ``ThrottleRegistry``, an ``InteractionGate`` or a ``TransitionSerializer``,
/// which lasts as long as the token: keep it where its owner keeps its state.
///
/// Like Combine's `AnyCancellable`, the token ends the observation when it is released, and
/// ``cancel()`` ends it earlier. A token that is not kept ends at once.
///
/// ```swift
/// @MainActor final class CheckoutModel {
///   private(set) var isInputBlocked = false
///   private var observation: ObserverToken?
///
///   init(gate: InteractionGate) {
///     observation = gate.addObserver { [weak self] event in
///       if case .blockingBegan = event { self?.isInputBlocked = true }
///       if case .blockingEnded = event { self?.isInputBlocked = false }
///     }
///   }
/// }
/// ```
///
/// The observer is removed on the main actor: at once when the token is released or cancelled
/// there, on the main queue's next turn otherwise. Cancelling twice does nothing.
public final class ObserverToken: Hashable, Sendable {
  private let id: ObserverID
  private let ended = LockedBox(false)
  /// Removes the observer from what it observes, which the closure holds weakly.
  private let end: @MainActor @Sendable (ObserverID) -> Void

  /// A token that calls `end` with `id`, once, on the main actor, when it is cancelled or released.
  package init(_ id: ObserverID, end: @escaping @MainActor @Sendable (ObserverID) -> Void) {
    self.id = id
    self.end = end
  }

  deinit {
    cancel()
  }

  /// Ends the observation: the observer hears no event announced after it on the main actor.
  public func cancel() {
    guard ended.compareExchange(expected: false, desired: true).exchanged else { return }
    let work = MainActorWork { [end, id] in end(id) }
    if Self.isOnMainActor {
      MainActor.assumeIsolated { work.run() }
    } else {
      DispatchQueue.main.async { work.run() }
    }
  }

  /// Marks the main queue, whose work runs on the main actor.
  private static let mainQueueKey = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether this code runs on the main actor: on the main thread, or in the main queue's work
  /// (on Linux, another thread once the main thread waits in `dispatchMain()`).
  private static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Tokens are equal only to themselves.
  public static func == (lhs: ObserverToken, rhs: ObserverToken) -> Bool {
    lhs === rhs
  }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
