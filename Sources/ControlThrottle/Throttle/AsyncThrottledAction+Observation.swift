public import Observation

// How the action's state reaches its observers: Observation where it exists, and the package's own
// observers (a SwiftUI button's model) everywhere.
extension AsyncThrottledAction {
  /// What the action tells the package's own observers, such as a SwiftUI button's model.
  package enum Event {
    /// ``isRunning``, ``isIgnoring``, ``ignoreUntil``, ``lastError`` or ``lastCompletion`` changed.
    case stateChanged
    /// A run failed with this error; sent after the state change that recorded it.
    case failed(any Error)
  }

  /// One package observer, dropped once its owner is gone.
  struct Observer {
    let id: ObserverID
    weak var owner: AnyObject?
    let handler: @MainActor (Event) -> Void
  }

  /// Tells `handler` about every state change and failure until `owner` is gone or the token is
  /// removed.
  package func addObserver(owner: AnyObject, _ handler: @escaping @MainActor (Event) -> Void) -> ObserverID {
    let id = ObserverID.next()
    observers.append(Observer(id: id, owner: owner, handler: handler))
    return id
  }

  /// Stops the observer `id` names.
  package func removeObserver(_ id: ObserverID) {
    observers.removeAll { $0.id == id }
  }

  /// Tells the package's observers about `event`, forgetting those whose owner is gone.
  func notify(_ event: Event) {
    guard !observers.isEmpty else { return }
    observers.removeAll { $0.owner == nil }
    for observer in observers { observer.handler(event) }
  }

  /// Records a read of the property at `keyPath` for Observation, where it exists.
  func access<Member>(_ keyPath: KeyPath<AsyncThrottledAction, Member>) {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *), let registrar = registrar as? ObservationRegistrar
    {
      registrar.access(self, keyPath: keyPath)
    }
  }

  /// Runs `mutation`, the change of the property at `keyPath`, telling Observation where it exists.
  func mutate<Member>(_ keyPath: KeyPath<AsyncThrottledAction, Member>, _ mutation: () -> Void) {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *), let registrar = registrar as? ObservationRegistrar
    {
      registrar.withMutation(of: self, keyPath: keyPath, mutation)
    } else {
      mutation()
    }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension AsyncThrottledAction: Observable {}
