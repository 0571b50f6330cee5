import ControlThrottle
import ControlThrottleTesting
import Testing

/// Requests for one window: bounded, overlapping and observable like app-wide ones, and
/// independent of every other window's.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct InteractionGateWindowTests {
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
    #expect(gate.blockedKinds() == [])
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
    let observation = gate.addObserver(for: .window(a)) { heardA.append($0) }
    defer { observation.cancel() }
    let secondObservation = gate.addObserver { heardApp.append($0) }
    defer { secondObservation.cancel() }
    gate.block(.touches, for: .seconds(1), in: .window(a))
    gate.block(.touches, for: .seconds(1), in: .window(b))
    #expect(heardA == [.blockingBegan(.touches)])
    scheduler.advance(by: .seconds(1))
    #expect(heardA == [.blockingBegan(.touches), .blockingEnded(.touches)])
    #expect(heardApp.isEmpty)
  }

  @Test func aClockMovingBackByARequestsLengthEndsAWindowsRequest() {
    let clock = SteppingScheduler()
    clock.instant = SchedulerInstant(uptimeNanoseconds: 3_000_000_000)
    let gate = InteractionGate(scheduler: clock)
    gate.block(.touches, for: .seconds(2), in: .window(a))
    clock.instant = SchedulerInstant(uptimeNanoseconds: 1_000_000_001)
    #expect(gate.isBlocked(.touches, in: .window(a)))
    clock.instant = SchedulerInstant(uptimeNanoseconds: 1_000_000_000)
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
  /// A second observer of a scope hears what is already blocked there at once, as the first did;
  /// the first hears nothing new.
  @Test(arguments: [false, true])
  func aLaterObserverOfAScopeHearsWhatIsAlreadyBlocked(inWindow: Bool) {
    let scope: InteractionScope = inWindow ? .window(a) : .app
    var first: [InteractionGate.Event] = []
    var second: [InteractionGate.Event] = []
    let observation = gate.addObserver(for: scope) { first.append($0) }
    defer { observation.cancel() }
    gate.block([.touches, .motion], for: .seconds(1), in: scope)
    #expect(first == [.blockingBegan([.touches, .motion])])
    let secondObservation = gate.addObserver(for: scope) { second.append($0) }
    defer { secondObservation.cancel() }
    #expect(second == [.blockingBegan([.touches, .motion])])
    #expect(first == [.blockingBegan([.touches, .motion])])
    scheduler.advance(by: .seconds(1))
    #expect(first == [.blockingBegan([.touches, .motion]), .blockingEnded([.touches, .motion])])
    #expect(second == [.blockingBegan([.touches, .motion]), .blockingEnded([.touches, .motion])])
    // With nothing blocked, a third observer hears nothing.
    var third: [InteractionGate.Event] = []
    let thirdObservation = gate.addObserver(for: scope) { third.append($0) }
    defer { thirdObservation.cancel() }
    #expect(third.isEmpty)
  }
  /// With the application and a window both deciding, each finger is remembered in both places;
  /// the memory bound holds per place, so one's entries never push out the other's.
  @Test func eachDecidingPlaceRemembersAsManySequencesAsTheBound() {
    final class Touch {}
    let count = InteractionGate.maximumTrackedSequences
    let touches = (0..<count).map { _ in Touch() }  // kept alive, so identities stay distinct
    let fingers = touches.map(ObjectIdentifier.init)
    for finger in fingers {
      let began = [InputPhase(sequence: finger, stage: .began)]
      #expect(gate.shouldDeliver(.touches, phases: began))
      #expect(gate.shouldDeliver(.touches, phases: began, in: .window(a)))
    }
    #expect(gate.trackedSequenceCount == 2 * count)
    gate.block(.touches, for: .seconds(1))
    // The oldest is still remembered as delivered in both places, so its end reaches both.
    let ended = [InputPhase(sequence: fingers[0], stage: .ended)]
    #expect(gate.shouldDeliver(.touches, phases: ended))
    #expect(gate.shouldDeliver(.touches, phases: ended, in: .window(a)))
    #expect(gate.trackedSequenceCount == 2 * count - 2)
  }

  /// All places together stay bounded: windows that come and go with fingers down never grow the
  /// memory past four places' worth.
  @Test func allPlacesTogetherStayBounded() {
    final class Touch {}
    let count = InteractionGate.maximumTrackedSequences
    var touches: [Touch] = []
    let windows = (0..<8).map { _ in Window() }
    for window in windows {
      for _ in 0..<count {
        let touch = Touch()
        touches.append(touch)
        _ = gate.shouldDeliver(
          .touches, phases: [InputPhase(sequence: ObjectIdentifier(touch), stage: .began)], in: .window(window))
      }
    }
    #expect(gate.trackedSequenceCount == 4 * count)
  }
  /// A gated window's hit test refuses a view only to touches while touches are blocked: hover,
  /// scroll and transform keep theirs, and a hit test without an event is never withheld.
  @Test func onlyTouchesAreRefusedAViewInAHitTest() {
    gate.block(.all, for: .seconds(1), in: .window(a))
    #expect(!gate.admitsHitTest(eventTypeRawValue: 0, in: .window(a)))
    for eventType in [1, 2, 3, 10, 11, 14, 99] {
      #expect(gate.admitsHitTest(eventTypeRawValue: eventType, in: .window(a)))
    }
    #expect(gate.admitsHitTest(eventTypeRawValue: nil, in: .window(a)))
    #expect(gate.admitsHitTest(eventTypeRawValue: 0, in: .window(b)))
    #expect(gate.droppedEventCount(for: .all) == 0)
    scheduler.advance(by: .seconds(1))
    #expect(gate.admitsHitTest(eventTypeRawValue: 0, in: .window(a)))
  }
  /// A window's scope is its identity and keeps nothing alive: requests of a released window
  /// expire at their deadline, so a new window at its address is blocked at most until then.
  @Test func aReleasedWindowsRequestsExpireAtTheirDeadline() {
    var window: Window? = Window()
    let identity = ObjectIdentifier(window!)
    let sameIdentity = InteractionScope(windowIdentity: identity)
    gate.block(.touches, for: .seconds(60), in: .window(window!))
    window = nil
    #expect(gate.isBlocked(.touches, in: sameIdentity))
    scheduler.advance(by: gate.maximumDuration)
    #expect(!gate.isBlocked(.touches, in: sameIdentity))
    gate.block(.motion, for: .seconds(1), in: .window(b))  // any request added tidies up
    #expect(gate.windowsWithRequestsCount == 1)
  }
}
