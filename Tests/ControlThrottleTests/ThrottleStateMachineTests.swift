import Testing

@testable import ControlThrottle

/// The throttle's rules, decided by the pure state machine with no clock, registry or control.
@Suite struct ThrottleStateMachineTests {
  private let second: Int64 = 1_000_000_000
  private let touchA: Int64 = 0x1000
  private let touchB: Int64 = 0x2000

  private func machine(interval: Int64) -> ThrottleRules {
    ThrottleRules(interval: interval)
  }

  /// Runs an accepted action's body: the send state is restored when it returns.
  private func run(
    _ action: ThrottleStateMachine.Action,
    on machine: inout ThrottleRules,
    _ body: (inout ThrottleRules) -> Void = { _ in }
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

  // A press whose end never reached the control leaves its sequence current; a later press given
  // its object's address begins a sequence of its own at its first phase, not the dropped one's.
  @Test func aFirstPhaseAtTheCurrentSequencesAddressBeginsANewSequence() {
    var machine = machine(interval: second)
    run(machine.eventSend(at: 0), on: &machine)
    #expect(
      machine.sequenceSend(at: second / 2, id: touchA, phase: .begins).decision
        == .dropped(.insideInterval(remaining: .milliseconds(500))))
    let next = machine.sequenceSend(at: 2 * second, id: touchA, phase: .begins)
    #expect(next.decision == .accepted)
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
    let delivery = machine.delivery(at: 0)
    #expect(delivery.decision == .accepted)
    run(delivery, on: &machine) { machine in
      let member = machine.eventSend(at: 0)
      #expect(member.decision == .accepted)
      #expect(!member.isReported)
      machine.endSend(restoring: member.restore)
      #expect(machine.delivery(at: 0).decision == .dropped(.reentrant))
    }
    #expect(machine.delivery(at: second / 2).decision.isAccepted == false)
  }

  /// The send under way, through a delivery, a member's action and a send from inside it, and
  /// back; the watching flags are kept across it.
  @Test func eachSendSetsTheScopeItsActionRunsInAndItsEndRestoresTheOneItMet() {
    var machine = machine(interval: second)
    machine.hasWindowObserver = true
    let delivery = machine.delivery(at: 0)
    #expect(machine.scope == .delivery)
    run(delivery, on: &machine) { machine in
      let member = machine.eventSend(at: 0)
      #expect(machine.scope == .action)
      run(member, on: &machine) { machine in
        // A later event from inside the member's action: a new input, decided by the window.
        let nested = machine.eventSend(at: second)
        #expect(nested.decision == .accepted)
        #expect(machine.scope == .action)
        machine.endSend(restoring: nested.restore)
        #expect(machine.scope == .action)
      }
      #expect(machine.scope == .delivery)
    }
    #expect(machine.scope == .idle)
    #expect(machine.hasWindowObserver)
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
    let down = machine.sequenceSend(at: 0, id: touchA, phase: .begins)
    #expect(down.decision == .accepted)
    run(down, on: &machine)
    // The same touch's touch-up, long after the window: still the first send's decision.
    #expect(machine.sequenceSend(at: 5 * second, id: touchA, phase: .activates).decision == .accepted)
    // A second touch inside the window drops whole.
    var second = self.machine(interval: self.second)
    run(second.sequenceSend(at: 0, id: touchA, phase: .begins), on: &second)
    run(second.sequenceSend(at: 1, id: touchA, phase: .activates), on: &second)
    #expect(second.sequenceSend(at: self.second / 4, id: touchB, phase: .begins).decision.isAccepted == false)
    #expect(
      second.sequenceSend(at: self.second / 3, id: touchB, phase: .activates).decision == .dropped(.partOfDroppedInput))
  }

  @Test func aFirstPhaseAlwaysBeginsANewSequence() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    run(machine.sequenceSend(at: 10, id: touchA, phase: .activates), on: &machine)
    // A new touch at the same address: its first phase is a new input, inside the window.
    #expect(machine.sequenceSend(at: second / 2, id: touchA, phase: .begins).decision.isAccepted == false)
  }

  @Test func aSequenceKnownByItsEndIsNeverTakenForALaterObjectAtTheSameAddress() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .activates), on: &machine)
    // Another target of the same end-phase event.
    #expect(machine.sequenceSend(at: 0, id: touchA, phase: .activates).decision == .accepted)
    // A later touch at the same address whose first send is its touch-up, inside the window.
    #expect(
      machine.sequenceSend(at: second / 2, id: touchA, phase: .activates).decision
        == .dropped(.insideInterval(remaining: .milliseconds(500))))
    // And after the window: accepted, not "part of" anything.
    #expect(machine.sequenceSend(at: 2 * second, id: touchA, phase: .activates).decision == .accepted)
  }

  /// The caller's part of the contract: a sequence is known by its address until its end or the
  /// next one's begin is told.
  ///
  /// That is a send of its last phase, a send of the next sequence's first phase or, for a control,
  /// its own touch-down registration (`trackedSequence(.begins, tracking: true)`). Untold, a later
  /// object at the same address whose first send is not its first phase continues it.
  @Test func aSequenceWhoseEndIsNeverToldStaysCurrentForItsAddress() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    run(machine.sequenceSend(at: 1, id: touchA, phase: .activates), on: &machine)
    #expect(machine.sequenceSend(at: second / 10, id: touchB, phase: .continues).decision.isAccepted == false)
    #expect(
      machine.sequenceSend(at: 2 * second, id: touchB, phase: .continues).decision == .dropped(.partOfDroppedInput))
  }

  @Test func aSequenceEndedByAToldBeginIsNeverTakenForALaterObjectAtItsAddress() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    run(machine.sequenceSend(at: 1, id: touchA, phase: .activates), on: &machine)
    // Touch B drags inside the window: dropped; it then ends with no send of its own.
    #expect(machine.sequenceSend(at: second / 10, id: touchB, phase: .continues).decision.isAccepted == false)
    // Long after the window, a new touch at B's address begins: the control tells it.
    let began = machine.trackedSequence(.begins, tracking: true)
    #expect(!began.isReported)
    #expect(!began.reopensWindow)
    let drag = machine.sequenceSend(at: 2 * second, id: touchB, phase: .continues)
    #expect(drag.decision == .accepted)
    run(drag, on: &machine)
    #expect(machine.sequenceSend(at: 2 * second + 1, id: touchB, phase: .activates).decision == .accepted)
  }

  @Test func aToldBeginReopensTheWindowOfASequenceThatEndedUnseenWithoutActivating() {
    var machine = machine(interval: second)
    // A first send that is not the first phase: a drag, with no touch-down send.
    run(machine.sequenceSend(at: 0, id: touchA, phase: .continues), on: &machine)
    #expect(machine.trackedSequence(.begins, tracking: true).reopensWindow)
    #expect(machine.sequenceSend(at: second / 10, id: touchB, phase: .activates).decision == .accepted)
  }

  @Test func aToldBeginWithNoSequenceUnderWayChangesNothing() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .activates), on: &machine)
    let before = machine.sequence
    #expect(!machine.trackedSequence(.begins, tracking: true).reopensWindow)
    #expect(machine.sequence == before)
    // The other sends of the end-phase event still join it.
    #expect(machine.sequenceSend(at: 0, id: touchA, phase: .activates).decision == .accepted)
  }

  /// A phase told while tracking does not match it is a program's send of the registration.
  @Test func aToldPhaseThatUIKitWouldNotSendThenTellsNothing() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .continues), on: &machine)
    #expect(!machine.trackedSequence(.endsUnactivated, tracking: true).reopensWindow)
    #expect(!machine.trackedSequence(.begins, tracking: false).reopensWindow)
    // Still the same touch, still pending: its told end reopens the window.
    #expect(machine.sequenceSend(at: second / 20, id: touchA, phase: .continues).decision == .accepted)
    #expect(machine.trackedSequence(.endsUnactivated, tracking: false).reopensWindow)
  }

  @Test func aToldUnactivatedEndReopensTheWindowAndKeepsTheSequenceForItsEndsSends() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .continues), on: &machine)
    let end = machine.trackedSequence(.endsUnactivated, tracking: false)
    #expect(end.reopensWindow)
    #expect(end.closesSequenceNextTurn)
    // The app's own end target, dispatched after the control's registration: the same touch.
    let appEnd = machine.sequenceSend(at: second / 20, id: touchA, phase: .endsUnactivated)
    #expect(appEnd.decision == .accepted)
    #expect(!appEnd.reopensWindow)
    run(appEnd, on: &machine)
    #expect(machine.sequenceSend(at: second / 10, id: touchB, phase: .activates).decision == .accepted)
  }

  @Test func aToldUnactivatedEndKeepsTheWindowOfAThrottleThatActivatesOnTheFirstSend() {
    var machine = machine(interval: second)
    machine.activatesOnFirstSend = true
    run(machine.sequenceSend(at: 0, id: touchA, phase: .continues), on: &machine)
    let end = machine.trackedSequence(.endsUnactivated, tracking: false)
    #expect(!end.reopensWindow)
    #expect(!end.closesSequenceNextTurn)
    #expect(machine.sequenceSend(at: second / 20, id: touchA, phase: .endsUnactivated).decision == .accepted)
  }

  @Test func aToldUnactivatedEndOfADroppedSequenceChangesNothing() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .activates), on: &machine)
    #expect(machine.sequenceSend(at: second / 10, id: touchB, phase: .continues).decision.isAccepted == false)
    let end = machine.trackedSequence(.endsUnactivated, tracking: false)
    #expect(!end.reopensWindow)
    #expect(
      machine.sequenceSend(at: second / 5, id: touchB, phase: .endsUnactivated).decision
        == .dropped(.partOfDroppedInput))
  }

  /// An app handler for the same end, performed after the control's own registration reopened the
  /// window, belongs to the ended touch, not to an activation of its own.
  @Test func anEventlessSendOfTheTurnOfAToldEndThatReopenedTheWindowJoinsIt() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .continues), on: &machine)
    _ = machine.trackedSequence(.endsUnactivated, tracking: false)
    let handler = machine.eventlessSend(
      tracking: false, inside: false, isHandler: true, throttles: true, now: second / 20)
    #expect(handler.decision == .accepted)
    run(handler, on: &machine)
    // It armed nothing: the next tap passes.
    #expect(machine.sequenceSend(at: second / 10, id: touchB, phase: .activates).decision == .accepted)
  }

  /// A keyboard Return inside the window after a tap whose end an event delivered: a target-action
  /// without an event is an activation of its own, not that tap's end.
  @Test func aTargetSendWithoutAnEventAfterASeenEndIsAnInputOfItsOwn() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    run(machine.sequenceSend(at: second / 20, id: touchA, phase: .activates), on: &machine)
    let returnKey = machine.eventlessSend(
      tracking: false, inside: false, isHandler: false, throttles: true, now: second / 10)
    #expect(returnKey.decision == .dropped(.insideInterval(remaining: .milliseconds(900))))
  }

  @Test(arguments: [ThrottleStateMachine.SequencePhase.endsUnactivated])
  func aSequenceThatEndsWithoutActivatingReopensItsWindow(_ end: ThrottleStateMachine.SequencePhase) {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    let cancel = machine.sequenceSend(at: second / 10, id: touchA, phase: end)
    #expect(cancel.decision == .accepted)  // its touch-cancel or touch-up-outside action runs
    #expect(cancel.reopensWindow)
    run(cancel, on: &machine)
    #expect(machine.sequenceSend(at: second / 5, id: touchB, phase: .begins).decision == .accepted)
  }

  @Test func aNewFirstPhaseReopensTheWindowOfASequenceThatEndedUnseen() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)  // lifted outside, no send
    let next = machine.sequenceSend(at: second / 5, id: touchB, phase: .begins)
    #expect(next.decision == .accepted)
    #expect(next.reopensWindow)
  }

  @Test func anActivatedSequenceKeepsItsWindow() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    run(machine.sequenceSend(at: 10, id: touchA, phase: .activates), on: &machine)
    #expect(machine.sequenceSend(at: second / 5, id: touchB, phase: .begins).decision.isAccepted == false)
  }

  @Test func withActivatesOnFirstSendAnUnactivatedSequenceKeepsItsWindow() {
    var machine = machine(interval: second)
    machine.activatesOnFirstSend = true
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    let cancel = machine.sequenceSend(at: 10, id: touchA, phase: .endsUnactivated)
    #expect(!cancel.reopensWindow)
    run(cancel, on: &machine)
    #expect(machine.sequenceSend(at: second / 5, id: touchB, phase: .begins).decision.isAccepted == false)
    machine.reset()
    #expect(machine.activatesOnFirstSend)  // an option, kept across resets
  }

  @Test func aFirstSendThatEndsUnactivatedLeavesTheWindowExactlyAsItWas() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .activates), on: &machine)
    let before = machine.window
    let outside = machine.sequenceSend(at: 2 * second, id: touchB, phase: .endsUnactivated)
    #expect(outside.decision == .accepted)
    #expect(machine.window == before)
  }

  @Test func anotherInputsWindowIsNotReopenedByAnOlderSequence() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)  // finger held
    // A keyboard activation after the touch's window.
    run(eventless(&machine, now: 2 * second), on: &machine)
    let lift = machine.sequenceSend(at: 2 * second + 10, id: touchA, phase: .endsUnactivated)
    #expect(!lift.reopensWindow)
    #expect(machine.window.ignoreUntil == 3 * second)
  }

  @Test func eventlessSendsOfOneTurnAreOneActivationAndTheNextTurnIsAnother() {
    var machine = machine(interval: second)
    let target = eventless(&machine, isHandler: false, now: 0)
    #expect(target.decision == .accepted)
    #expect(target.closesSequenceNextTurn)
    run(target, on: &machine)
    let handler = eventless(&machine, isHandler: true, now: 0)
    #expect(handler.decision == .accepted)  // its handler
    run(handler, on: &machine)
    machine.closeSequence()  // the next turn
    #expect(eventless(&machine, now: second / 2).decision.isAccepted == false)
  }

  @Test(arguments: [false, true])
  func underDeliverAnEventlessTargetRunsUndecidedAndAHandlerIsStillAnActivation(isHandler: Bool) {
    var machine = machine(interval: second)
    let send = eventless(&machine, isHandler: isHandler, throttles: false, now: 0)
    #expect(send.decision == (isHandler ? .accepted : .unthrottled(.programmaticSend)))
  }

  @Test(arguments: [false, true])
  func anEventlessSendFromInsideAnActionBelongsToTheRunningInput(throttles: Bool) {
    var machine = machine(interval: second)
    let up = machine.sequenceSend(at: 0, id: touchA, phase: .activates)
    run(up, on: &machine) { machine in
      #expect(eventless(&machine, throttles: throttles, now: second / 2).decision == .accepted)
      #expect(machine.eventlessDelivery(tracking: false, throttles: throttles, now: second / 2).isAccepted)
    }
  }

  @Test func whileTrackingAnEventlessSendSharesTheSeenSequenceOrRunsUndecided() {
    var unseen = machine(interval: second)
    for _ in 0..<10 {
      let change = eventless(&unseen, tracking: true, now: 0)
      #expect(change.decision == .unthrottled(.programmaticSend))
      run(change, on: &unseen)
    }
    #expect(unseen.window == ThrottleWindow())  // a progress report arms nothing
    var seen = machine(interval: second)
    run(seen.sequenceSend(at: 0, id: touchA, phase: .activates), on: &seen)
    seen.closeSequence()
    run(seen.sequenceSend(at: second / 4, id: touchB, phase: .begins), on: &seen)  // dropped
    #expect(eventless(&seen, tracking: true, now: second / 3).decision == .dropped(.partOfDroppedInput))
  }

  /// A control that sends its tracked touch's activation itself, without an event, before UIKit
  /// sends it with the touch: one touch is one input, decided at the early send, and UIKit's sends
  /// of the same end are that activation again.
  @Test func aTouchsActivationSentEarlyIsDecidedOnceAndUIKitsSendsOfItDrop() {
    var machine = machine(interval: second)
    let early = machine.trackedActivation(now: 0)
    #expect(early.decision == .accepted)
    #expect(early.closesSequenceNextTurn)
    run(early, on: &machine)
    // The rest of the early send (a handler), while the control still tracks: the same decision.
    let handler = eventless(&machine, tracking: true, now: 0)
    #expect(handler.decision == .accepted)
    run(handler, on: &machine)
    // UIKit's end dispatch: the target with the touch, then the handler once tracking stopped.
    #expect(machine.sequenceSend(at: 0, id: touchA, phase: .activates).decision == .dropped(.reentrant))
    #expect(eventless(&machine, now: 0).decision == .dropped(.reentrant))
    machine.closeSequence()
    // A touch inside the window: its early send drops, and UIKit's sends of it with it.
    _ = machine.trackedSequence(.begins, tracking: true)
    #expect(
      machine.trackedActivation(now: second / 5).decision == .dropped(.insideInterval(remaining: .milliseconds(800))))
    #expect(eventless(&machine, tracking: true, now: second / 5).decision == .dropped(.partOfDroppedInput))
    #expect(
      machine.sequenceSend(at: second / 5, id: touchB, phase: .activates).decision == .dropped(.partOfDroppedInput))
    machine.closeSequence()
    // After the window, a touch the throttle saw begin with an event is decided there.
    run(machine.sequenceSend(at: 2 * second, id: touchA, phase: .begins), on: &machine)
    let seen = machine.trackedActivation(now: 2 * second + 1)
    #expect(seen.decision == .accepted)
    run(seen, on: &machine)
    #expect(machine.sequenceSend(at: 2 * second + 1, id: touchA, phase: .activates).decision == .dropped(.reentrant))
    #expect(machine.window.ignoreUntil == 3 * second)  // the window its begin armed stays
  }

  @Test func anEventlessSendAfterATouchEndedUnseenIsItsEndWhileTheWindowIsOpen() {
    var machine = machine(interval: second)
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    // The touch-up handler, the end dispatch's first send.
    let up = eventless(&machine, inside: true, now: second / 10)
    #expect(up.decision == .accepted)
    run(up, on: &machine)
    #expect(machine.sequenceSend(at: second / 10, id: touchA, phase: .activates).decision == .accepted)
    machine.closeSequence()
    #expect(machine.sequenceSend(at: second / 5, id: touchA, phase: .continues).decision.isAccepted == false)
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
    run(machine.sequenceSend(at: 0, id: touchA, phase: .begins), on: &machine)
    machine.reset()
    #expect(machine.eventSend(at: 1).decision == .accepted)
  }

  /// An eventless send (a handler, or a target-action with a `nil` event).
  private func eventless(
    _ machine: inout ThrottleRules,
    tracking: Bool = false,
    inside: Bool = true,
    isHandler: Bool = true,
    throttles: Bool = true,
    now: Int64
  ) -> ThrottleStateMachine.Action {
    machine.eventlessSend(tracking: tracking, inside: inside, isHandler: isHandler, throttles: throttles, now: now)
  }
}
