import Testing

@testable import ControlThrottle

/// A member's event send that the group holds drops as the group's and changes none of the
/// member's state.
@Suite struct ThrottleStateMachineGroupHoldTests {
  private let millisecond: Int64 = 1_000_000
  private let me = ObjectIdentifier(ThrottleStateMachineGroupHoldTests.Member.self)
  private let other = ObjectIdentifier(Int.self)

  private enum Member {}

  /// The member's own interval and window, the send under way, the group's interval (none, 500 ms,
  /// until reset), window and holder, and the send's instant, including a clock that went back.
  private var cases: [(machine: ThrottleRules, group: ThrottleWindow, interval: Int64, instant: Int64)] {
    var cases: [(ThrottleRules, ThrottleWindow, Int64, Int64)] = []
    for (ownInterval, interval) in [0, 1_000 * millisecond].flatMap({ own in
      [0, 500 * millisecond, Nanoseconds.forever].map { (own, $0) }
    }) {
      for ownArmedAt in [nil, 0, 700 * millisecond] as [Int64?] {
        for scope in [ThrottleStateMachine.SendScope.idle, .action, .delivery] {
          for (armedAt, holder) in [(Int64.min, nil), (0, me), (0, other), (700 * millisecond, other)]
            as [(Int64, ObjectIdentifier?)]
          {
            for instant in [0, 300, 700, 1_200, -5_000].map({ $0 * millisecond }) {
              var machine = ThrottleRules(interval: ownInterval)
              if let ownArmedAt {
                _ = machine.eventSend(at: ownArmedAt)
                machine.endSend(restoring: .idle)
              }
              machine.enter(scope)
              let group = ThrottleWindow(armedAt: armedAt, interval: interval, holder: holder)
              cases.append((machine, group, interval, instant))
            }
          }
        }
      }
    }
    return cases
  }

  @Test func aHeldEventIsTheRulesDropByTheGroupAndChangesNothing() {
    var held = 0
    var notHeld = 0
    for (start, group, interval, instant) in cases {
      var machine = start
      let remaining = machine.prepareGroupDecision(group, interval: interval, member: me, at: instant)
      let before = machine
      let action = machine.eventSend(at: instant)
      if action.isHeldByGroup {
        held += 1
        #expect(remaining != nil)
        #expect(action.restore == start.scope && action.isReported)
        #expect(!action.announcesWindow && !action.closesSequenceNextTurn && !action.reopensWindow)
        #expect(machine == before)
      } else {
        notHeld += 1
      }
    }
    // Both outcomes are met.
    #expect(held > 0 && notHeld > 0)
  }

  /// The group holds an event send only as a new input.
  ///
  /// Another member arms the group's window while this member's delivery or action runs (its
  /// action taps the other control): a later member of the delivery still passes unreported, and
  /// the same input sent again from inside the action is still reentrant.
  @Test func insideADeliveryOrAnActionTheRulesDecideBeforeTheGroup() {
    let armedByOther = ThrottleWindow(armedAt: 0, interval: 500 * millisecond, holder: other)
    for entersDelivery in [true, false] {
      // No interval of its own, so that only the group could hold the second send.
      var machine = ThrottleRules(interval: 0)
      let first = entersDelivery ? machine.delivery(at: 0) : machine.eventSend(at: 0)
      #expect(first.isAccepted)
      #expect(machine.prepareGroupDecision(armedByOther, interval: 500 * millisecond, member: me, at: 0) != nil)
      let second = machine.eventSend(at: 0)
      machine.endGroupDecision()
      if entersDelivery {
        #expect(second.isAccepted && !second.isReported && second.restore == .delivery)
      } else {
        #expect(second.decision == .dropped(.reentrant))
      }
    }
  }
}

extension ThrottleRules {
  /// Starts a send that leaves `scope` under way, through inputs that arm nothing: an undecided
  /// programmatic send runs as an action, an undecided `sendActions(for:)` call as a delivery.
  fileprivate mutating func enter(_ scope: ThrottleStateMachine.SendScope) {
    switch scope {
    case .idle: break
    case .action: _ = programmaticSend(throttles: false, now: 0)
    case .delivery: _ = eventlessDelivery(tracking: false, throttles: false, now: 0)
    }
    #expect(self.scope == scope)
  }
}
