@testable import ControlThrottle

/// A control throttle's state machine with the conditions its throttle decides it under, so that
/// the rules can be driven as the throttle drives them: each input is given the same conditions.
struct ThrottleRules: Equatable {
  var machine = ThrottleStateMachine()
  var conditions: ThrottleStateMachine.Conditions

  /// Rules with a fixed `interval` of the throttle's own (0: not throttled, the interval is zero).
  init(interval: Int64) {
    conditions = ThrottleStateMachine.Conditions(interval: interval)
  }

  var window: ThrottleWindow { machine.window }
  var scope: ThrottleStateMachine.SendScope { machine.scope }
  var sequence: ThrottleStateMachine.Sequence { machine.sequence }
  var activatesOnFirstSend: Bool {
    get { conditions.activatesOnFirstSend }
    set { conditions.activatesOnFirstSend = newValue }
  }
  var hasWindowObserver: Bool {
    get { conditions.announcesWindows }
    set { conditions.announcesWindows = newValue }
  }

  mutating func eventSend(at instant: Int64) -> ThrottleStateMachine.Action {
    machine.eventSend(at: instant, conditions)
  }

  mutating func delivery(at instant: Int64) -> ThrottleStateMachine.Action {
    machine.delivery(at: instant, conditions)
  }

  mutating func sequenceSend(at instant: Int64, id: Int64, phase: ThrottleStateMachine.SequencePhase)
    -> ThrottleStateMachine.Action
  {
    machine.sequenceSend(at: instant, id: id, phase: phase, conditions)
  }

  mutating func programmaticSend(throttles: Bool, now: Int64) -> ThrottleStateMachine.Action {
    machine.programmaticSend(throttles: throttles, now: now, conditions)
  }

  mutating func eventlessSend(tracking: Bool, inside: Bool, isHandler: Bool, throttles: Bool, now: Int64)
    -> ThrottleStateMachine.Action
  {
    machine.eventlessSend(
      tracking: tracking, inside: inside, isHandler: isHandler, throttles: throttles, now: now, conditions)
  }

  mutating func eventlessDelivery(tracking: Bool, throttles: Bool, now: Int64) -> ThrottleStateMachine.Action {
    machine.eventlessDelivery(tracking: tracking, throttles: throttles, now: now, conditions)
  }

  mutating func trackedActivation(now: Int64) -> ThrottleStateMachine.Action {
    machine.trackedActivation(entersDelivery: false, now: now, conditions)
  }

  mutating func trackedSequence(_ phase: ThrottleStateMachine.SequencePhase, tracking: Bool)
    -> ThrottleStateMachine.Action
  {
    machine.trackedSequence(phase, tracking: tracking)
  }

  mutating func endSend(restoring saved: ThrottleStateMachine.SendScope) { machine.endSend(restoring: saved) }
  mutating func reset() { machine.reset() }
  mutating func closeSequence() { machine.closeSequence() }

  /// Tells the rules, for the decisions until ``endGroupDecision()``, how the group's window
  /// `shared` holds a send of `member` at `instant`, as the throttle does for one decision.
  mutating func prepareGroupDecision(
    _ shared: ThrottleWindow, interval: Int64, member: ObjectIdentifier, at instant: Int64
  ) -> Int64? {
    let (remaining, hold) = machine.groupHold(
      in: shared, interval: interval, member: member, at: instant, under: conditions)
    conditions.groupHold = hold
    return remaining
  }

  /// Ends what ``prepareGroupDecision(_:interval:member:at:)`` told the rules.
  mutating func endGroupDecision() { conditions.groupHold = .open }
}
