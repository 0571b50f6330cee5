import Testing

@testable import ControlThrottle

/// The drop by the group that a member's event send takes without running the rules
/// (`groupHoldsNewEvent(at:)`) decides exactly as `eventSend(at:)` does.
@Suite struct ThrottleStateMachineGroupHoldTests {
  private let millisecond: Int64 = 1_000_000
  private let me = ObjectIdentifier(ThrottleStateMachineGroupHoldTests.Member.self)
  private let other = ObjectIdentifier(Int.self)

  private enum Member {}

  /// The member's own interval and window, the send under way, the group's interval (none, 500 ms,
  /// until reset), window and holder, and the send's instant, including a clock that went back.
  private var cases: [(machine: ThrottleStateMachine, group: ThrottleGroupWindow, interval: Int64, instant: Int64)] {
    var cases: [(ThrottleStateMachine, ThrottleGroupWindow, Int64, Int64)] = []
    for (ownInterval, interval) in [0, 1_000 * millisecond].flatMap({ own in
      [0, 500 * millisecond, Nanoseconds.forever].map { (own, $0) }
    }) {
      for ownArmedAt in [nil, 0, 700 * millisecond] as [Int64?] {
        for scope in [ThrottleStateMachine.SendScope.idle, .action, .delivery] {
          for (armedAt, holder) in [(Int64.min, nil), (0, me), (0, other), (700 * millisecond, other)]
            as [(Int64, ObjectIdentifier?)]
          {
            for instant in [0, 300, 700, 1_200, -5_000].map({ $0 * millisecond }) {
              var machine = ThrottleStateMachine()
              machine.mode = .fixed
              machine.interval = ownInterval
              machine.unthrottledReason = .intervalIsZero
              machine.isGrouped = true
              if let ownArmedAt {
                _ = machine.eventSend(at: ownArmedAt)
                machine.endSend(restoring: .idle)
              }
              machine.scope = scope
              let group = ThrottleGroupWindow(lastAccepted: armedAt, interval: interval, holder: holder)
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
      let shortcut = machine.groupHoldsNewEvent(at: instant)
      let before = machine
      let action = machine.eventSend(at: instant)
      if shortcut {
        held += 1
        #expect(action.isHeldByGroup)
        let shortcutAction = ThrottleStateMachine.Action.heldByGroup(remaining: remaining ?? 0)
        #expect(action.restore == shortcutAction.restore && action.effects == shortcutAction.effects)
        #expect(remaining != nil)
        #expect(machine.window == before.window && machine.sequence == before.sequence)
        #expect(machine.flags == before.flags && machine.sequenceFlags == before.sequenceFlags)
      } else {
        notHeld += 1
        // Outside actions and deliveries, every drop by the group is one the shortcut tells.
        if start.scope == .idle { #expect(!action.isHeldByGroup) }
      }
    }
    // Both outcomes are met.
    #expect(held > 0 && notHeld > 0)
  }
}
