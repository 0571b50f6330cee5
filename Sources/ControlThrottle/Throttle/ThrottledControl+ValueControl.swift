@MainActor
extension ThrottledControl {
  /// Runs a send of a value control, which is never dropped, and reports it as
  /// ``ThrottleDecision/UnthrottledReason/valueControl``.
  ///
  /// The control's value changed before the send, so the send must reach the app for what it
  /// stores to match what the control shows.
  ///
  /// - Parameter send: Delivers the action.
  /// - Returns: ``ThrottleDecision/unthrottled(_:)`` with ``ThrottleDecision/UnthrottledReason/valueControl``.
  @discardableResult
  package func passValueChange(_ send: () throws -> Void) rethrows -> ThrottleDecision {
    try throttle.passValueChange(of: self, send)
  }
}

@MainActor
extension Throttle {
  /// Runs a send of `control`, a value control, which is never dropped, and reports it as
  /// ``ThrottleDecision/UnthrottledReason/valueControl``.
  ///
  /// - Parameters:
  ///   - control: The control whose value changed.
  ///   - send: Delivers the action.
  /// - Returns: ``ThrottleDecision/unthrottled(_:)`` with ``ThrottleDecision/UnthrottledReason/valueControl``.
  @discardableResult
  package func passValueChange(of control: AnyObject, _ send: () throws -> Void) rethrows -> ThrottleDecision {
    let decision = ThrottleDecision.unthrottled(.valueControl)
    registry.report(
      decision, of: control, at: scheduler.now.uptimeNanoseconds, name: storedName,
      inputKind: DeliveredInputKind.of(sendWithEvent: true))
    try send()
    return decision
  }
}
