import ControlThrottle
import ControlThrottleTesting
import Testing

/// Events UIKit sends as a begin and an end — a shake, a remote control's seeking — are decided by
/// pair: the end takes its begin's fate.
@MainActor
@Suite struct InteractionGatePairTests {
  let scheduler = VirtualScheduler()
  let gate: InteractionGate

  init() {
    gate = InteractionGate(scheduler: scheduler, maximumDuration: .seconds(5))
  }

  /// UIKit's raw values: motion 1, remote control 2; motionShake 1, seeking 106–109.
  private func deliver(type: Int, subtype: Int, in scope: InteractionScope = .app) -> Bool {
    gate.shouldDeliver(eventTypeRawValue: type, subtypeRawValue: subtype, phases: [InputPhase](), in: scope)
  }

  @Test func aMotionThatBeganBeforeABlockIsDeliveredToItsEnd() {
    #expect(deliver(type: 1, subtype: 1))
    gate.block(.motion, for: .seconds(1))
    #expect(deliver(type: 1, subtype: 1))
    #expect(deliver(type: 1, subtype: 1) == false)
    #expect(gate.droppedEventCount(for: .motion) == 1)
  }

  @Test func aMotionThatBeganDuringABlockIsWithheldWhole() {
    gate.block(.motion, for: .milliseconds(100))
    #expect(deliver(type: 1, subtype: 1) == false)
    scheduler.advance(by: .seconds(1))
    #expect(deliver(type: 1, subtype: 1) == false)
    #expect(deliver(type: 1, subtype: 1))
    #expect(deliver(type: 1, subtype: 1))
    #expect(gate.droppedEventCount(for: .motion) == 2)
  }

  @Test func seekingThatBeganBeforeABlockEndsAndOtherCommandsAreDecidedByKind() {
    #expect(deliver(type: 2, subtype: 108))
    gate.block(.remoteControl, for: .seconds(1))
    #expect(deliver(type: 2, subtype: 100) == false)  // play: a single event
    #expect(deliver(type: 2, subtype: 106) == false)  // begin seeking backward, during the block
    #expect(deliver(type: 2, subtype: 109))  // end seeking forward: its begin was delivered
    scheduler.advance(by: .seconds(2))
    #expect(deliver(type: 2, subtype: 107) == false)  // end seeking backward: its begin was withheld
    #expect(deliver(type: 2, subtype: 107))  // an end whose begin the gate never saw, by kind
  }

  @Test func eachDecidingPlaceKeepsItsOwnPairs() {
    let window = InteractionScope(windowIdentity: ObjectIdentifier(InteractionGatePairTests.self))
    #expect(deliver(type: 1, subtype: 1))
    gate.block(.motion, for: .seconds(1), in: window)
    #expect(deliver(type: 1, subtype: 1, in: window) == false)
    #expect(deliver(type: 1, subtype: 1))
    #expect(deliver(type: 1, subtype: 1, in: window) == false)
  }

  @Test func aPairedEventOfAnUnknownTypeIsDelivered() {
    gate.block(.all, for: .seconds(1))
    #expect(deliver(type: 99, subtype: 1))
  }
}
