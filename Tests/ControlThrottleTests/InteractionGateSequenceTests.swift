import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

/// A touch or a press: its identity names the sequence, as a `UITouch` or `UIPress` does.
private final class Contact {
  var sequence: ObjectIdentifier { ObjectIdentifier(self) }
  func phase(_ stage: InputPhase.Stage) -> InputPhase { InputPhase(sequence: sequence, stage: stage) }
}

@MainActor
@Suite struct InteractionGateSequenceTests {
  let scheduler = VirtualScheduler()
  let gate: InteractionGate
  let recorder = EventRecorder()

  init() {
    gate = InteractionGate(scheduler: scheduler, maximumDuration: .seconds(5))
  }

  private func deliver(_ phases: InputPhase..., kind: InteractionKind = .touches) -> Bool {
    gate.shouldDeliver(kind, phases: phases)
  }

  // MARK: Sequences in flight

  @Test func aSequenceThatBeganBeforeABlockIsDeliveredToItsEnd() {
    let finger = Contact()
    #expect(deliver(finger.phase(.began)))
    gate.block(.touches, for: .seconds(1))
    #expect(deliver(finger.phase(.changed)))
    #expect(deliver(finger.phase(.ended)))
    #expect(gate.droppedEventCount(for: .touches) == 0)
    #expect(gate.trackedSequenceCount == 0)
  }

  @Test func aSequenceThatBeganDuringABlockIsWithheldToItsEndEvenAfterTheBlockEnds() {
    let finger = Contact()
    gate.block(.touches, for: .seconds(1))
    #expect(!deliver(finger.phase(.began)))
    #expect(!deliver(finger.phase(.changed)))
    scheduler.advance(by: .seconds(2))
    #expect(!gate.isBlocked(.touches))
    #expect(!deliver(finger.phase(.changed)))
    #expect(!deliver(finger.phase(.ended)))
    #expect(gate.droppedEventCount(for: .touches) == 4)
    #expect(gate.trackedSequenceCount == 0)

    let next = Contact()
    #expect(deliver(next.phase(.began)))
    #expect(deliver(next.phase(.ended)))
  }

  @Test func theBlocksDeadlineIsExactForBeginningSequences() {
    gate.block(.touches, for: .milliseconds(500))
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 499_999_999))
    let early = Contact()
    #expect(!deliver(early.phase(.began)))
    scheduler.advance(by: .nanoseconds(1))
    let onTime = Contact()
    #expect(deliver(onTime.phase(.began)))
    #expect(!deliver(early.phase(.ended)))
    #expect(deliver(onTime.phase(.ended)))
  }

  @Test func withheldEventsAreCountedAndObserved() {
    let observation = gate.addObserver { [recorder] in recorder.events.append($0) }
    defer { observation.cancel() }
    let press = Contact()
    gate.block(.presses, for: .seconds(1))
    #expect(!deliver(press.phase(.began), kind: .presses))
    scheduler.advance(by: .seconds(1))
    #expect(!deliver(press.phase(.ended), kind: .presses))
    #expect(gate.droppedEventCount(for: .presses) == 2)
    #expect(
      recorder.events == [
        .blockingBegan(.presses), .eventDropped(.presses), .blockingEnded(.presses), .eventDropped(.presses),
      ])
  }

  @Test func eachSequenceKeepsItsOwnFate() {
    let before = Contact()
    let during = Contact()
    #expect(deliver(before.phase(.began)))
    gate.block(.touches, for: .seconds(1))
    // A second finger touches down while the first rests: the event changes only the new one.
    #expect(!deliver(before.phase(.stationary), during.phase(.began)))
    #expect(!deliver(before.phase(.stationary), during.phase(.changed)))
    #expect(deliver(before.phase(.ended), during.phase(.stationary)))
    scheduler.advance(by: .seconds(1))
    #expect(!deliver(during.phase(.ended)))
  }

  @Test func aSequenceThatBeginsInADeliveredEventIsDeliveredToItsEnd() {
    let before = Contact()
    let during = Contact()
    #expect(deliver(before.phase(.began)))
    gate.block(.touches, for: .seconds(1))
    // One event carries a change of a delivered sequence and a new one: it reaches UIKit whole,
    // so the new sequence's receivers saw it begin and must see it end.
    #expect(deliver(before.phase(.changed), during.phase(.began)))
    #expect(deliver(before.phase(.ended), during.phase(.stationary)))
    #expect(deliver(during.phase(.ended)))
  }

  @Test func anEventOfOnlyStationaryPhasesFollowsTheKind() {
    let finger = Contact()
    #expect(deliver(finger.phase(.began)))
    gate.block(.touches, for: .seconds(1))
    #expect(!deliver(finger.phase(.stationary)))
    #expect(deliver(finger.phase(.ended)))
  }

  // MARK: Other kinds

  @Test(arguments: [InteractionKind.motion, .remoteControl, .hover])
  func eventsWithoutPhasesFollowTheirKind(kind: InteractionKind) {
    #expect(gate.shouldDeliver(kind, phases: []))
    gate.block(InteractionKinds(kind), for: .seconds(1))
    #expect(!gate.shouldDeliver(kind, phases: []))
    scheduler.advance(by: .seconds(1))
    #expect(gate.shouldDeliver(kind, phases: []))
    #expect(gate.droppedEventCount(for: InteractionKinds(kind)) == 1)
  }

  @Test func aHoverThatBeganBeforeABlockIsDeliveredToItsExit() {
    let pointer = Contact()
    #expect(deliver(pointer.phase(.began), kind: .hover))
    gate.block(.hover, for: .seconds(1))
    #expect(deliver(pointer.phase(.changed), kind: .hover))
    #expect(deliver(pointer.phase(.ended), kind: .hover))
    let late = Contact()
    #expect(!deliver(late.phase(.began), kind: .hover))
    scheduler.advance(by: .seconds(1))
    #expect(!deliver(late.phase(.ended), kind: .hover))
    #expect(gate.trackedSequenceCount == 0)
  }

  @Test(arguments: [InteractionKind.scroll, .transform])
  func aGestureThatBeganBeforeABlockGoesOnToItsEnd(kind: InteractionKind) {
    #expect(gate.shouldDeliver(kind, phases: []))
    gate.block(InteractionKinds(kind), for: .seconds(1))
    for _ in 0..<20 {  // a third of a second of frames, then the momentum's last one
      scheduler.advance(by: .milliseconds(16))
      #expect(gate.shouldDeliver(kind, phases: []))
    }
    scheduler.advance(by: .nanoseconds(InteractionGestureContinuity.gap))
    #expect(gate.shouldDeliver(kind, phases: []))
    // A pause longer than the gap ends the gesture; the next one begins during the block.
    scheduler.advance(by: .nanoseconds(InteractionGestureContinuity.gap + 1))
    #expect(!gate.shouldDeliver(kind, phases: []))
    #expect(gate.droppedEventCount(for: InteractionKinds(kind)) == 1)
  }

  /// The backwards rule of every hold in the package: an event stamped earlier than the previous
  /// one (the clock stepped back) continues the gesture unless it is at least the gap earlier.
  @Test func aGestureEventStampedEarlierByLessThanTheGapContinuesTheGesture() {
    var gestures = InteractionGestureContinuity()
    let gap = InteractionGestureContinuity.gap
    var now: Int64 = 1_000_000_000
    let began = gestures.decide(.scroll, in: nil, at: now, kindIsBlocked: false)
    now -= gap - 1  // back by less than the gap: the same gesture, delivered as it began
    let continued = gestures.decide(.scroll, in: nil, at: now, kindIsBlocked: true)
    now -= gap  // back by the gap: a new gesture, withheld while blocked
    let beganAnew = gestures.decide(.scroll, in: nil, at: now, kindIsBlocked: true)
    #expect(began)
    #expect(continued)
    #expect(!beganAnew)
  }

  @Test(arguments: [InteractionKind.scroll, .transform])
  func aGestureThatBeganDuringABlockIsWithheldUntilItPausesEvenAfterTheBlockEnds(kind: InteractionKind) {
    gate.block(InteractionKinds(kind), for: .milliseconds(50))
    #expect(!gate.shouldDeliver(kind, phases: []))
    for _ in 0..<10 {
      scheduler.advance(by: .milliseconds(16))
      #expect(!gate.shouldDeliver(kind, phases: []))
    }
    #expect(!gate.isBlocked(kind))
    scheduler.advance(by: .milliseconds(101))
    #expect(gate.shouldDeliver(kind, phases: []))
    #expect(gate.droppedEventCount(for: InteractionKinds(kind)) == 11)
  }

  @Test func gesturesOfTwoWindowsAndTwoKindsAreApart() {
    final class Window {}
    let window = Window()
    #expect(gate.shouldDeliver(.scroll, phases: [], in: .window(window)))
    gate.block([.scroll, .transform], for: .seconds(1))
    #expect(gate.shouldDeliver(.scroll, phases: [], in: .window(window)))
    #expect(!gate.shouldDeliver(.scroll, phases: []))
    #expect(!gate.shouldDeliver(.transform, phases: [], in: .window(window)))
  }

  @Test(arguments: [InteractionKind.motion, .remoteControl])
  func otherKindsIgnoreTheirPhases(kind: InteractionKind) {
    let pointer = Contact()
    #expect(deliver(pointer.phase(.began), kind: kind))
    gate.block(InteractionKinds(kind), for: .seconds(1))
    #expect(!deliver(pointer.phase(.changed), kind: kind))
    scheduler.advance(by: .seconds(1))
    #expect(deliver(pointer.phase(.ended), kind: kind))
    #expect(gate.trackedSequenceCount == 0)
  }

  @Test func blockingOneKindLeavesTheOthersSequencesAlone() {
    let finger = Contact()
    gate.block(.presses, for: .seconds(1))
    #expect(deliver(finger.phase(.began)))
    #expect(deliver(finger.phase(.ended)))
  }

  @Test func unknownEventTypesAreDeliveredWithTheirPhases() {
    gate.block(.all, for: .seconds(1))
    let finger = Contact()
    #expect(gate.shouldDeliver(eventTypeRawValue: 99, subtypeRawValue: 0, phases: [finger.phase(.began)]))
    #expect(!gate.shouldDeliver(eventTypeRawValue: 0, subtypeRawValue: 0, phases: [finger.phase(.began)]))
    #expect(gate.trackedSequenceCount == 1)
  }

  // MARK: Memory

  @Test func aSequenceTheGateNeverSawBeginIsDecidedWhereTheGateMeetsIt() {
    let open = Contact()
    #expect(deliver(open.phase(.changed)))  // met while touches are open: delivered from now on
    gate.block(.touches, for: .seconds(1))
    #expect(deliver(open.phase(.ended)))

    let blocked = Contact()
    #expect(!deliver(blocked.phase(.changed)))  // met during the block: withheld from now on
    scheduler.advance(by: .seconds(1))
    #expect(!deliver(blocked.phase(.ended)))
  }

  @Test func anIdentityIsForgottenAtItsEndAndDecidedAfreshWhenItBeginsAgain() {
    let finger = Contact()
    gate.block(.touches, for: .seconds(1))
    #expect(!deliver(finger.phase(.began)))
    #expect(!deliver(finger.phase(.ended)))
    #expect(gate.trackedSequenceCount == 0)
    scheduler.advance(by: .seconds(1))
    // UIKit may hand out a new touch at a freed touch's address; its began decides anew.
    #expect(deliver(finger.phase(.began)))
    #expect(gate.trackedSequenceCount == 1)
  }

  @Test func aBeganPhaseReplacesWhatWasRememberedForItsIdentity() {
    let finger = Contact()
    gate.block(.touches, for: .seconds(1))
    #expect(!deliver(finger.phase(.began)))  // its end never arrives
    scheduler.advance(by: .seconds(1))
    #expect(deliver(finger.phase(.began)))
    #expect(deliver(finger.phase(.ended)))
    #expect(gate.trackedSequenceCount == 0)
  }

  @Test func sequencesWhoseEndNeverComesAreForgottenOldestFirst() {
    let count = InteractionGate.maximumTrackedSequences
    let oldest = Contact()
    let others = (0..<count).map { _ in Contact() }
    #expect(deliver(oldest.phase(.began)))
    for contact in others { #expect(deliver(contact.phase(.began))) }
    #expect(gate.trackedSequenceCount == count)

    gate.block(.touches, for: .seconds(1))
    // The oldest was forgotten, so the gate meets it again during the block: withheld from now.
    #expect(!deliver(oldest.phase(.changed)))
    #expect(gate.trackedSequenceCount == count)
    // The others are still remembered as delivered, except the one forgotten to make room.
    #expect(!deliver(others[0].phase(.ended)))
    for contact in others.dropFirst() { #expect(deliver(contact.phase(.ended))) }
    #expect(gate.trackedSequenceCount == 1)
  }

  // MARK: Phases

  @Test(arguments: [
    (raw: 0, stage: InputPhase.Stage.began), (raw: 1, stage: .changed), (raw: 2, stage: .stationary),
    (raw: 3, stage: .ended), (raw: 4, stage: .ended), (raw: 5, stage: .began), (raw: 6, stage: .changed),
    (raw: 7, stage: .ended), (raw: 8, stage: .changed), (raw: -1, stage: .changed),
  ])
  func mapsUIKitPhases(raw: Int, stage: InputPhase.Stage) {
    #expect(InputPhase.Stage(phaseRawValue: raw) == stage)
    let contact = Contact()
    #expect(InputPhase(sequence: contact.sequence, phaseRawValue: raw) == contact.phase(stage))
  }

  // MARK: Reference model

  /// Random fingers touch down, move, rest and lift in random events while blocks come and go;
  /// the gate must agree with the rule stated per sequence: each sequence's receivers see every
  /// phase from its first delivered one to its end, or none at all.
  @Test func randomTouchesNeverStrandAndNeverLeakAgainstAReferenceModel() {
    let seed = randomisedSeed()
    var random = SeededGenerator(seed: seed)
    var live: [(contact: Contact, delivered: Bool)] = []
    for step in 0..<randomisedIterations(4_000) {
      if Int.random(in: 0..<8, using: &random) == 0 {
        gate.block(.touches, for: .milliseconds(Int64.random(in: 1...400, using: &random)))
      }
      scheduler.advance(by: .milliseconds(Int64.random(in: 0...60, using: &random)))
      let blocked = gate.isBlocked(.touches)
      var phases: [InputPhase] = []
      var beginning: [Contact] = []
      var ending: Set<ObjectIdentifier> = []
      var wantsDelivery = false
      for index in live.indices {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          phases.append(live[index].contact.phase(.stationary))
        case 1:
          phases.append(live[index].contact.phase(.changed))
          wantsDelivery = wantsDelivery || live[index].delivered
        default:
          phases.append(live[index].contact.phase(.ended))
          ending.insert(live[index].contact.sequence)
          wantsDelivery = wantsDelivery || live[index].delivered
        }
      }
      if live.count < 5 && Bool.random(using: &random) {
        let contact = Contact()
        beginning.append(contact)
        phases.append(contact.phase(.began))
        wantsDelivery = wantsDelivery || !blocked
      }
      phases.shuffle(using: &random)
      let changes = phases.contains { $0.stage != .stationary }
      let expected = changes ? wantsDelivery : !blocked

      let delivered = gate.shouldDeliver(.touches, phases: phases)

      #expect(delivered == expected, "seed \(seed), step \(step)")
      guard delivered == expected else { return }
      live.removeAll { ending.contains($0.contact.sequence) }
      live += beginning.map { ($0, delivered) }
      #expect(gate.trackedSequenceCount == live.count, "seed \(seed), step \(step)")
    }
  }
}
