/// The kind of input an adapter is delivering, for the records of the decisions it causes.
///
/// A decision knows only whether its send carries an event; the adapter that delivers the send
/// knows whether the event is a touch or a press, and whether an eventless send comes from the
/// app's own code. It says so here, around the decision, when the kind is not the one the event
/// implies: a send with an event is a touch, one without is eventless, unless set.
@MainActor
package enum DeliveredInputKind {
  /// The kind of the input being delivered, or `nil` to infer it from the send.
  ///
  /// Private, and reached only by the two brief accesses below, so that the optimizer proves them
  /// exclusive and checks none at run time.
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
