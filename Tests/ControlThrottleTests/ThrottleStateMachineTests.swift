import Testing

@testable import ControlThrottle

/// The throttle's rules, decided by the pure state machine with no clock, registry or control.
@Suite struct ThrottleStateMachineTests {
  private let second: Int64 = 1_000_000_000

  private func machine(interval: Int64) -> ThrottleStateMachine {
    var machine = ThrottleStateMachine()
    machine.mode = .fixed
    machine.interval = interval
    machine.unthrottledReason = .intervalIsZero
    return machine
  }

  /// Runs an accepted action's body: the send state is restored when it returns.
  private func run(
    _ action: ThrottleStateMachine.Action,
    on machine: inout ThrottleStateMachine,
    _ body: (inout ThrottleStateMachine) -> Void = { _ in }
  ) {
    guard action.isAccepted else { return }
    body(&machine)
    machine.endSend(restoring: action.restore)
  }

  @Test func targetsOfOneEventPassTogetherAndTheNextEventInsideTheWindowDrops() {
    var machine = machine(interval: second)
    let first = machine.eventSend(at: 0)
    #expect(first.decision == .accepted)
    run(first, on: &machine)
    #expect(machine.eventSend(at: 0).decision == .accepted)  // another target of the same event
    #expect(machine.eventSend(at: second / 2).decision == .dropped(.insideInterval(remaining: .milliseconds(500))))
    #expect(machine.eventSend(at: second).decision == .accepted)  // exactly at the deadline
  }

  @Test func theSameEventSentAgainFromInsideItsActionIsReentrant() {
    var machine = machine(interval: second)
    let outer = machine.eventSend(at: 0)
    run(outer, on: &machine) { machine in
      #expect(machine.eventSend(at: 0).decision == .dropped(.reentrant))
    }
  }

  @Test func membersOfAnAcceptedDeliveryPassUnreportedAndANestedDeliveryIsReentrant() {
    var machine = machine(interval: second)
    let delivery = machine.delivery(at: 0, throttles: false, now: 0)
    #expect(delivery.decision == .accepted)
    run(delivery, on: &machine) { machine in
      let member = machine.eventSend(at: 0)
      #expect(member.decision == .accepted)
      #expect(!member.isReported)
      machine.endSend(restoring: member.restore)
      #expect(machine.delivery(at: 0, throttles: false, now: 0).decision == .dropped(.reentrant))
    }
    #expect(machine.delivery(at: second / 2, throttles: false, now: 0).decision.isAccepted == false)
  }

  @Test(arguments: [false, true])
  func programmaticSendsFollowThePolicy(throttles: Bool) {
    var machine = machine(interval: second)
    run(machine.eventSend(at: 0), on: &machine)
    let programmatic = machine.programmaticSend(throttles: throttles, now: second / 2)
    #expect(
      programmatic.decision
        == (throttles ? .dropped(.insideInterval(remaining: .milliseconds(500))) : .unthrottled(.programmaticSend)))
  }

  @Test func aSequenceIsDecidedByItsFirstSend() {
    var machine = machine(interval: second)
    let down = machine.sequenceSend(at: 0, isCurrent: false, ends: false)
    #expect(down.decision == .accepted)
    #expect(down.sequenceStart == .given)
    run(down, on: &machine)
    // The same touch's touch-up, long after the window: still the first send's decision.
    #expect(machine.sequenceSend(at: 5 * second, isCurrent: true, ends: true).decision == .accepted)
    // A second touch inside the window drops whole.
    var second = self.machine(interval: self.second)
    run(second.sequenceSend(at: 0, isCurrent: false, ends: false), on: &second)
    #expect(second.sequenceSend(at: self.second / 4, isCurrent: false, ends: false).decision.isAccepted == false)
    #expect(
      second.sequenceSend(at: self.second / 4, isCurrent: true, ends: true).decision == .dropped(.partOfDroppedInput))
  }

  @Test func aHandlerSendJoinsTheCurrentSequenceUntilItCloses() {
    var machine = machine(interval: second)
    let down = machine.sequenceSend(at: 0, isCurrent: false, ends: false)
    run(down, on: &machine)
    let handler = machine.handlerSend(hasCurrentSequence: true, currentHasEnded: true, throttles: false, now: 10)
    #expect(handler.decision == .accepted)
    #expect(handler.closesSequenceNextTurn)
    run(handler, on: &machine)
    machine.closeSequence()
    // Closed: the next handler send is an input of its own, inside the window.
    let later = machine.handlerSend(hasCurrentSequence: true, currentHasEnded: true, throttles: false, now: second / 2)
    #expect(later.decision.isAccepted == false)
    #expect(later.sequenceStart == .handlerInput)
  }

  @Test func aZeroIntervalPassesEverythingAndSaysWhy() {
    var machine = machine(interval: 0)
    for instant in [0, 0, 1] as [Int64] {
      let action = machine.eventSend(at: instant)
      #expect(action.decision == .unthrottled(.intervalIsZero))
      run(action, on: &machine)
    }
  }

  @Test func anArmedWindowIsAnnouncedOnlyWithAWindowCallback() {
    var silent = machine(interval: second)
    #expect(!silent.eventSend(at: 0).announcesWindow)
    var observed = machine(interval: second)
    observed.hasWindowObserver = true
    let first = observed.eventSend(at: 0)
    #expect(first.announcesWindow)
    run(first, on: &observed)
    #expect(!observed.eventSend(at: 0).announcesWindow)  // another target of the same event
  }

  @Test func resetReopensTheWindowAndClosesTheSequence() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, isCurrent: false, ends: false), on: &machine)
    machine.reset()
    #expect(machine.eventSend(at: 1).decision == .accepted)
  }
}
