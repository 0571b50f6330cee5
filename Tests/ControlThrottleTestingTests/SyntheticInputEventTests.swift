import ControlThrottle
import ControlThrottleTesting
import Testing

/// A test feeds the gate events and reads its decisions, counts and observer events.
@MainActor
@Suite struct SyntheticInputEventTests {
  let clock = VirtualScheduler()

  @Test func theShakeDuringThePurgeIsDroppedAndCounted() {
    let gate = InteractionGate(scheduler: clock)
    var heard: [InteractionGate.Event] = []
    let observation = gate.addObserver { heard.append($0) }
    defer { observation.cancel() }

    gate.block([.touches, .motion], for: .seconds(2))  // the purge
    #expect(gate.decide(.shake) == .dropped)
    clock.advance(by: .seconds(3))
    #expect(gate.decide(.shake) == .dropped)  // its end, after the purge: withheld whole
    #expect(gate.decide(.shake) == .delivered)  // the next shake

    #expect(gate.droppedEventCount(for: .motion) == 2)
    #expect(heard.filter { $0 == .eventDropped(.motion) }.count == 2)
  }

  @Test func aShakeThatBeganBeforeABlockReachesItsEnd() {
    let gate = InteractionGate(scheduler: clock)
    #expect(gate.decide(.shake) == .delivered)
    gate.block(.motion, for: .seconds(1))
    #expect(gate.decide(.shake) == .delivered)
    #expect(gate.droppedEventCount(for: .motion) == 0)
  }

  @Test func touchesAreDecidedBySequence() {
    let gate = InteractionGate(scheduler: clock)
    let early = SyntheticInputEvent.Contact()
    let late = SyntheticInputEvent.Contact()
    #expect(gate.decide(.touches((early, .began))) == .delivered)
    gate.block(.touches, for: .seconds(1))
    #expect(gate.decide(.touches((late, .began), (early, .stationary))) == .dropped)
    #expect(gate.decide(.touches((early, .ended))) == .delivered)
    clock.advance(by: .seconds(2))
    #expect(gate.decide(.touches((late, .ended))) == .dropped)
    #expect(gate.droppedEventCount(for: .touches) == 2)
  }

  @Test func pressesHoverAndRemoteControlAreDecidedTheirWay() {
    let gate = InteractionGate(scheduler: clock)
    let key = SyntheticInputEvent.Contact()
    let pointer = SyntheticInputEvent.Contact()
    gate.block([.presses, .hover, .remoteControl, .scroll], for: .seconds(1))
    #expect(gate.decide(.presses((key, .began))) == .dropped)
    #expect(gate.decide(.hover(pointer, .regionEntered)) == .dropped)
    #expect(gate.decide(.remoteControl(subtypeRawValue: 100)) == .dropped)
    #expect(gate.decide(.scroll) == .dropped)
    #expect(gate.decide(.transform) == .delivered)
    #expect(gate.droppedEventCount(for: .all) == 4)
  }

  @Test func anEventOfAnUnknownKindIsDeliveredAndSaidSo() {
    let gate = InteractionGate(scheduler: clock)
    var heard: [InteractionGate.Event] = []
    let observation = gate.addObserver { heard.append($0) }
    defer { observation.cancel() }
    gate.block(.all, for: .seconds(1))

    #expect(gate.decide(.event(typeRawValue: 42)) == .deliveredUnknownKind)
    #expect(gate.decide(.event(typeRawValue: 0)) == .dropped)  // touches, known

    #expect(gate.droppedEventCount(for: .all) == 1)
    #expect(!heard.contains(.eventDropped(.all)))
  }
}
