/// Something observers are added to, which an ``ObserverToken`` removes its observer from.
package protocol ObserverRemoving: AnyObject, Sendable {
  /// Removes the observer `token` names; a token it does not know removes nothing.
  @MainActor func removeObserver(_ token: ObserverToken)
}
