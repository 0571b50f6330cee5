/// The kind of input an adapter is delivering, for the records of the decisions it causes.
///
/// A decision knows only whether its send carries an event; the adapter knows whether it is a
/// touch or a press, or the app's own code, and says so here when the event does not imply it.
@MainActor
package enum DeliveredInputKind {
  /// The kind of the input being delivered, or `nil` to infer it from the send.
  private static var current: ThrottleRecord.InputKind?

  /// The kind of a send with or without an event, as the adapter delivering it said.
  package static func of(sendWithEvent: Bool) -> ThrottleRecord.InputKind {
    current ?? (sendWithEvent ? .touch : .eventless)
  }

  /// Runs `body` with the input being delivered said to be of `kind`.
  package static func delivering<Result>(_ kind: ThrottleRecord.InputKind, _ body: () throws -> Result) rethrows
    -> Result
  {
    let outer = current
    current = kind
    defer { current = outer }
    return try body()
  }
}
