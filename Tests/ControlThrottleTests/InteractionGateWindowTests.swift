import ControlThrottle
import ControlThrottleTesting
import Testing

/// Requests for one window: bounded, overlapping and observable like app-wide ones, and
/// independent of every other window's.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct InteractionGateWindowTests {
  final class Window {}

  let scheduler = VirtualScheduler()
  let gate: InteractionGate
  let a = Window()
  let b = Window()

  init() {
    gate = InteractionGate(scheduler: scheduler, maximumDuration: .seconds(5))
  }

  @Test func aWindowsRequestBlocksOnlyThatWindow() {
    gate.block(.touches, for: .seconds(1), in: .window(a))
    #expect(!gate.shouldDeliver(.touches, in: .window(a)))
    #expect(gate.shouldDeliver(.touches, in: .window(b)))
    #expect(gate.shouldDeliver(.touches))
    #expect(gate.blockedKinds == [])
    #expect(gate.droppedEventCount(for: .touches) == 1)
  }

  @Test func appWideRequestsBlockEveryWindow() {
    gate.block(.touches, for: .seconds(1))
    #expect(!gate.shouldDeliver(.touches, in: .window(a)))
    #expect(!gate.shouldDeliver(.touches, in: .window(b)))
    #expect(gate.blockedKinds(in: .window(a)) == .touches)
  }

  @Test func windowRequestsAreCappedAndEndExactlyAtTheirDeadline() {
    let token = gate.block(.touches, for: .seconds(60), in: .window(a))
    #expect(token.wasCapped)
    scheduler.advance(by: .nanoseconds(4_999_999_999))
    #expect(gate.isBlocked(.touches, in: .window(a)))
    scheduler.advance(by: .nanoseconds(1))
    #expect(!gate.isBlocked(.touches, in: .window(a)))
    #expect(!gate.end(token))
  }

  @Test func endingARequestOnOneWindowLeavesAnEqualRequestOnAnotherAlone() {
    let onA = gate.block(.touches, for: .seconds(2), in: .window(a))
    gate.block(.touches, for: .seconds(2), in: .window(b))
    let app = gate.block(.motion, for: .seconds(2))
    #expect(gate.end(onA))
    #expect(!gate.end(onA))
    #expect(gate.isBlocked(.touches, in: .window(b)))
    #expect(!gate.isBlocked(.touches, in: .window(a)))
    #expect(gate.end(app))
    #expect(gate.isBlocked(.touches, in: .window(b)))
  }

  @Test func observersOfAWindowHearItsBlockingBeginAndEndAtTheDeadline() {
    var heardA: [InteractionGate.Event] = []
    var heardApp: [InteractionGate.Event] = []
    gate.addObserver(for: .window(a)) { heardA.append($0) }
    gate.addObserver { heardApp.append($0) }
    gate.block(.touches, for: .seconds(1), in: .window(a))
    gate.block(.touches, for: .seconds(1), in: .window(b))
    #expect(heardA == [.blockingBegan(.touches)])
    scheduler.advance(by: .seconds(1))
    #expect(heardA == [.blockingBegan(.touches), .blockingEnded(.touches)])
    #expect(heardApp.isEmpty)
  }

  @Test func aClockMovingBackEndsEveryWindowsRequests() {
    let clock = SteppingScheduler()
    clock.instant = SchedulerInstant(uptimeNanoseconds: 1_000_000_000)
    let gate = InteractionGate(scheduler: clock)
    gate.block(.touches, for: .seconds(2), in: .window(a))
    clock.instant = SchedulerInstant(uptimeNanoseconds: 500_000_000)
    #expect(!gate.isBlocked(.touches, in: .window(a)))
    #expect(gate.storedEntryCount == 0)
  }

  @Test func sequencesAreRememberedPerDecidingPlace() {
    final class Touch {}
    let finger = ObjectIdentifier(Touch())
    let began = [InputPhase(sequence: finger, stage: .began)]
    let ended = [InputPhase(sequence: finger, stage: .ended)]
    #expect(gate.shouldDeliver(.touches, phases: began))
    #expect(gate.shouldDeliver(.touches, phases: began, in: .window(a)))
    gate.block(.touches, for: .seconds(1))
    // The app decides the end first and forgets the finger; the window still knows it.
    #expect(gate.shouldDeliver(.touches, phases: ended))
    #expect(gate.shouldDeliver(.touches, phases: ended, in: .window(a)))
    #expect(gate.trackedSequenceCount == 0)
  }
}
