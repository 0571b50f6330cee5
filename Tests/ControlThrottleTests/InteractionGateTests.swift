import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct InteractionGateTests {
  let scheduler = VirtualScheduler()
  let gate: InteractionGate
  var events: [InteractionGate.Event] { recorder.events }
  let recorder = EventRecorder()

  init() {
    gate = InteractionGate(scheduler: scheduler, maximumDuration: .seconds(5))
  }

  /// Observes the gate for as long as the test's recorder lives.
  private func observe() {
    recorder.observation = gate.addObserver { [recorder] in recorder.events.append($0) }
  }

  // MARK: Kinds

  @Test func defaultBlocksTouchesAndMotionOnly() {
    gate.block(for: .seconds(1))
    #expect(gate.blockedKinds() == [.touches, .motion])
    for kind in InteractionKind.allCases {
      #expect(gate.isBlocked(kind) == (kind == .touches || kind == .motion))
    }
  }

  @Test(arguments: InteractionKind.allCases)
  func eachKindCanBeBlockedAlone(kind: InteractionKind) {
    gate.block(InteractionKinds(kind), for: .seconds(1))
    #expect(!gate.shouldDeliver(kind))
    for other in InteractionKind.allCases where other != kind {
      #expect(gate.shouldDeliver(other))
    }
  }

  @Test(arguments: [
    (raw: 0, kind: InteractionKind?.some(.touches)), (raw: 1, kind: .motion), (raw: 2, kind: .remoteControl),
    (raw: 3, kind: .presses), (raw: 10, kind: .scroll), (raw: 11, kind: .hover), (raw: 14, kind: .transform),
    (raw: 4, kind: nil), (raw: 99, kind: nil),
  ])
  func mapsUIKitEventTypes(raw: Int, kind: InteractionKind?) {
    #expect(InteractionKind(eventTypeRawValue: raw) == kind)
  }

  @Test func unknownEventTypesAreAlwaysDelivered() {
    gate.block(.all, for: .seconds(1))
    #expect(gate.shouldDeliver(eventTypeRawValue: 99, subtypeRawValue: 0, phases: [InputPhase]()))
    #expect(!gate.shouldDeliver(eventTypeRawValue: 0, subtypeRawValue: 0, phases: [InputPhase]()))
  }

  // MARK: Deadlines

  @Test func blocksUntilExactlyTheDeadline() {
    gate.block(.touches, for: .milliseconds(500))
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 499_999_999))
    #expect(!gate.shouldDeliver(.touches))
    scheduler.advance(by: .nanoseconds(1))
    #expect(gate.shouldDeliver(.touches))
  }

  @Test func overlappingRequestsNeverReopenEarly() {
    gate.block(.touches, for: .milliseconds(300))
    gate.block(.touches, for: .milliseconds(1300))
    scheduler.advance(by: .milliseconds(300))
    #expect(gate.isBlocked(.touches))
    scheduler.advance(by: .milliseconds(999))
    #expect(gate.isBlocked(.touches))
    scheduler.advance(by: .milliseconds(1))
    #expect(!gate.isBlocked(.touches))
  }

  @Test func endingOneRequestKeepsOthersBlocking() {
    let short = gate.block(.touches, for: .milliseconds(300))
    let long = gate.block([.touches, .motion], for: .milliseconds(1300))
    #expect(gate.end(long))
    #expect(gate.blockedKinds() == [.touches])
    #expect(gate.end(short))
    #expect(gate.blockedKinds() == [])
  }

  @Test func endingTwiceOrAfterExpiryDoesNothing() {
    let first = gate.block(.touches, for: .milliseconds(300))
    #expect(gate.end(first))
    #expect(!gate.end(first))
    let second = gate.block(.touches, for: .milliseconds(300))
    gate.block(.touches, for: .seconds(2))
    scheduler.advance(by: .milliseconds(500))
    #expect(!gate.end(second))
    #expect(gate.isBlocked(.touches))
  }

  @Test func aTokenFromAnotherGateEndsNothingHere() {
    let other = InteractionGate(scheduler: scheduler)
    let foreign = other.block(.touches, for: .seconds(1))
    let local = gate.block(.touches, for: .seconds(1))
    #expect(!gate.end(foreign))
    #expect(gate.isBlocked(.touches))
    #expect(other.end(foreign) && gate.end(local))
  }

  @Test func zeroDurationBlocksNothing() {
    let token = gate.block(.all, for: .zero)
    #expect(gate.blockedKinds() == [])
    #expect(gate.activeRequestCount == 0)
    #expect(!gate.end(token))
  }

  @Test func durationsAreCappedAndTheCapIsReported() {
    observe()
    let token = gate.block(.touches, for: .seconds(Int64.max))
    #expect(token.wasCapped)
    #expect(token.appliedDuration == .seconds(5))
    #expect(events.first == .durationCapped(requested: .seconds(Int64.max), applied: .seconds(5)))
    scheduler.advance(by: .seconds(5))
    #expect(!gate.isBlocked(.touches))
    #expect(!gate.block(for: .milliseconds(4500)).wasCapped)
  }

  @Test func nothingStaysBlockedWhenEveryEndIsForgotten() {
    for duration: Duration in [.seconds(1), .seconds(4), .seconds(60), .seconds(3600), .seconds(Int64.max)] {
      gate.block(.all, for: duration)
    }
    scheduler.advance(by: .seconds(5))
    #expect(gate.blockedKinds() == [])
    #expect(gate.activeRequestCount == 0)
  }

  // MARK: Counting and observing

  @Test func droppedEventsAreCountedPerKind() {
    gate.block([.touches, .motion], for: .seconds(1))
    _ = gate.shouldDeliver(.touches)
    _ = gate.shouldDeliver(.touches)
    _ = gate.shouldDeliver(.motion)
    _ = gate.shouldDeliver(.presses)
    #expect(gate.droppedEventCount(for: .touches) == 2)
    #expect(gate.droppedEventCount(for: .motion) == 1)
    #expect(gate.droppedEventCount(for: .presses) == 0)
    #expect(!gate.isBlocked(.presses))
  }

  @Test func observersHearBeginAndEndAtTheExactDeadline() {
    observe()
    gate.block(.touches, for: .milliseconds(300))
    gate.block([.touches, .motion], for: .milliseconds(1300))
    #expect(events == [.blockingBegan([.touches]), .blockingBegan([.motion])])
    scheduler.advance(to: at(1.3).advanced(by: .nanoseconds(-1)))
    #expect(events.count == 2)
    scheduler.advance(by: .nanoseconds(1))
    #expect(events.last == .blockingEnded([.touches, .motion]))
    #expect(scheduler.now == at(1.3))
    #expect(scheduler.pendingWorkCount == 0)
  }

  @Test func observersHearEachDroppedEvent() {
    observe()
    gate.block(.motion, for: .seconds(1))
    _ = gate.shouldDeliver(.motion)
    _ = gate.shouldDeliver(.touches)
    #expect(events == [.blockingBegan([.motion]), .eventDropped(.motion)])
  }

  @Test func nothingIsScheduledWithoutObservers() {
    gate.block(.all, for: .seconds(1))
    #expect(scheduler.pendingWorkCount == 0)
    observe()
    #expect(scheduler.pendingWorkCount == 1)
    #expect(events == [.blockingBegan(.all)])
  }

  @Test func removingTheLastObserverCancelsScheduledWork() {
    let observation = gate.addObserver { _ in }
    gate.block(.all, for: .seconds(1))
    #expect(scheduler.pendingWorkCount == 1)
    observation.cancel()
    #expect(scheduler.pendingWorkCount == 0)
  }

  @Test func endingEarlyAnnouncesAtOnce() {
    observe()
    let token = gate.block(.touches, for: .seconds(1))
    gate.end(token)
    #expect(events == [.blockingBegan([.touches]), .blockingEnded([.touches])])
    #expect(scheduler.pendingWorkCount == 0)
  }

  // MARK: Re-entrancy

  @Test func observersMayBlockAndEndFromInsideTheirCallback() {
    var followUp: InteractionGate.Token?
    // `unowned`: the gate keeps its observers, so a strong capture would never be released.
    let observation = gate.addObserver { [unowned gate, recorder] event in
      recorder.events.append(event)
      if event == .blockingEnded([.touches]), followUp == nil {
        followUp = gate.block(.motion, for: .milliseconds(500))  // chain a second phase when the first ends
      }
      if event == .eventDropped(.motion), let token = followUp {
        gate.end(token)  // and cut it short on the first shake
      }
    }
    defer { observation.cancel() }
    gate.block(.touches, for: .seconds(1))
    scheduler.advance(by: .seconds(1))
    #expect(gate.blockedKinds() == [.motion])
    #expect(!gate.shouldDeliver(.motion))
    #expect(gate.blockedKinds() == [])
    #expect(
      events == [
        .blockingBegan([.touches]), .blockingEnded([.touches]), .blockingBegan([.motion]), .eventDropped(.motion),
        .blockingEnded([.motion]),
      ]
    )
    #expect(scheduler.pendingWorkCount == 0)
  }

  // MARK: Clock

  /// The backwards-clock rule of every hold in the package (a throttle's window too): a jump back
  /// shorter than a request leaves it blocking until its deadline.
  @Test func aJumpBackShorterThanARequestKeepsItBlocking() {
    let clock = SteppingScheduler()
    let gate = InteractionGate(scheduler: clock)
    let recorder = EventRecorder()
    let observation = gate.addObserver { recorder.events.append($0) }
    defer { observation.cancel() }
    clock.instant = at(100)
    gate.block(.all, for: .seconds(3))
    clock.instant = at(97.001)
    #expect(!gate.shouldDeliver(.touches))
    #expect(gate.blockedKinds() == .all)
    clock.instant = at(102.999)
    #expect(gate.blockedKinds() == .all)
    clock.instant = at(103)
    #expect(gate.blockedKinds() == [])
    #expect(recorder.events == [.blockingBegan(.all), .eventDropped(.touches)])
  }

  /// A jump back of at least a request's length ends it, and observers hear the kinds reopen.
  @Test func aJumpBackOfARequestsLengthEndsIt() {
    let clock = SteppingScheduler()
    let gate = InteractionGate(scheduler: clock)
    let recorder = EventRecorder()
    let observation = gate.addObserver { recorder.events.append($0) }
    defer { observation.cancel() }
    clock.instant = at(100)
    let short = gate.block(.touches, for: .seconds(1))
    gate.block(.motion, for: .seconds(3))
    clock.instant = at(99)
    #expect(gate.shouldDeliver(.touches))
    #expect(gate.blockedKinds() == .motion)
    #expect(!gate.end(short))
    #expect(recorder.events.last == .blockingEnded(.touches))
    let window = InteractionScope(windowIdentity: ObjectIdentifier(recorder))
    gate.block(.presses, for: .seconds(2), in: window)
    clock.instant = at(97)
    #expect(gate.blockedKinds(in: window) == [])
    #expect(gate.blockedKinds() == [])
  }

  // MARK: Scoped blocking

  @Test func withBlockingReopensWhenTheOperationReturns() async {
    let result = await gate.withBlocking(.touches, reopeningAfter: .seconds(3)) { () async -> Int in
      #expect(gate.isBlocked(.touches))
      return 42
    }
    #expect(result == 42)
    #expect(!gate.isBlocked(.touches))
  }

  @Test func withBlockingReopensWhenTheOperationThrows() async {
    await #expect(throws: PaymentDeclined.self) {
      try await gate.withBlocking(.touches, reopeningAfter: .seconds(3)) { () async throws -> Int in
        throw PaymentDeclined()
      }
    }
    #expect(!gate.isBlocked(.touches))
  }

  @Test func withBlockingReopensAtTheTimeoutWhileTheOperationStillRuns() async {
    let operation = ControlledOperation()
    let task = Task { try await gate.withBlocking(.touches, reopeningAfter: .seconds(2)) { try await operation.run() } }
    await operation.waitForStart()
    #expect(gate.isBlocked(.touches))
    scheduler.advance(by: .seconds(2))
    #expect(!gate.isBlocked(.touches))
    operation.finish()
    _ = try? await scheduler.outcome { try await task.value }
  }

  @Test func withBlockingReopensWhenCancelled() async {
    let operation = ControlledOperation()
    let task = Task { try await gate.withBlocking(.touches, reopeningAfter: .seconds(2)) { try await operation.run() } }
    await operation.waitForStart()
    task.cancel()
    operation.fail(CancellationError())
    _ = try? await scheduler.outcome { try await task.value }
    #expect(!gate.isBlocked(.touches))
  }

  // MARK: Bad input

  @Test func negativeDurationIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = InteractionGate().block(for: .seconds(-1)) }
    }
    #expect(standardError(of: result).contains("InteractionGate.block duration is negative"))
  }

  @Test func anUnboundedCeilingIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = InteractionGate(maximumDuration: .seconds(Int64.max)) }
    }
    #expect(standardError(of: result).contains("maximumDuration must be greater than zero and at most 3600"))
  }

  @Test func aCeilingOverAnHourIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = InteractionGate(maximumDuration: .milliseconds(3_600_500)) }
    }
    #expect(standardError(of: result).contains("got 3600.5"))
  }

  @Test func aZeroCeilingIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = InteractionGate(maximumDuration: .zero) }
    }
    #expect(standardError(of: result).contains("maximumDuration must be greater than zero"))
  }

  @Test func anHourIsTheLongestCeiling() {
    let gate = InteractionGate(scheduler: scheduler, maximumDuration: InteractionGate.longestMaximumDuration)
    #expect(gate.block(.touches, for: .seconds(Int64.max)).appliedDuration == .seconds(3_600))
  }

  // MARK: Memory

  @Test func shortRequestsLeaveNoGrowthOnceExpired() {
    // Growth would be linear in the requests; 100,000 show none as clearly as a million, in a
    // tenth of the time this main-actor suite's limit must leave room for.
    let requests = randomisedIterations(100_000)
    var peak = 0
    for index in 0..<requests {
      let token = gate.block(.touches, for: .milliseconds(2))
      if index % 3 == 0 { gate.end(token) }
      scheduler.advance(by: .milliseconds(1))
      peak = max(peak, gate.storedEntryCount)
    }
    scheduler.advance(by: .seconds(1))
    gate.block(.touches, for: .milliseconds(1))  // adding purges what expired
    #expect(peak <= 8)
    // Only the one active request is left: its entry, its expiry and its deadline for touches.
    #expect(gate.storedEntryCount <= 3)
    #expect(gate.activeRequestCount == 1)
  }
}

@MainActor
final class EventRecorder {
  var events: [InteractionGate.Event] = []
  /// The observation that fills ``events``, where a test keeps one.
  var observation: ObserverToken?
}

/// A scheduler whose clock a test sets directly, including backwards — which no real clock and
/// not `VirtualScheduler` will do — to test the defences against it.
final class SteppingScheduler: Scheduler, @unchecked Sendable {
  // Sendable: only used from the main actor in tests.
  var instant = SchedulerInstant(uptimeNanoseconds: 0)
  var now: SchedulerInstant { instant }

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork {}
  }
}
