import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ObservedEventsTests {
  enum Route: Hashable {
    case home
    case details(Int)
  }
  let clock = VirtualScheduler()

  // Fails before `ObservedEvents` existed: a test had to write its own observer and continuation
  // to await these events.
  @Test func awaitsTheSerializersNextEventsInOrder() async throws {
    let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
    let events = ObservedEvents(of: navigation.serializer)
    let first = navigation.push(.details(1))
    let second = navigation.push(.details(2), policy: .enqueue)
    #expect(try await events.next(on: clock) == .started(first))
    #expect(try await events.next(on: clock) == .enqueued(second))
    await clock.drive(by: .milliseconds(350))
    #expect(try await events.next(on: clock) == .ended(first, .finished(waited: false)))
    #expect(try await events.next(on: clock) == .started(second))
  }

  @Test func anEventThatNeedsTimeArrivesWhileAnotherTaskMovesIt() async throws {
    let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
    let events = ObservedEvents(of: navigation.serializer)
    let push = navigation.push(.details(1))
    let mover = Task { await clock.drive(by: .milliseconds(350)) }
    let ended = try await events.next(on: clock) {
      if case .ended = $0 { return true }
      return false
    }
    #expect(ended == .ended(push, .finished(waited: false)))
    await mover.value
  }

  @Test func awaitsTheGatesNextEvent() async throws {
    let gate = InteractionGate(scheduler: clock)
    let events = ObservedEvents(of: gate)
    gate.block([.touches, .motion], for: .milliseconds(300))
    #expect(try await events.next(on: clock) == .blockingBegan([.touches, .motion]))
    clock.advance(by: .milliseconds(300))
    #expect(try await events.next(on: clock) == .blockingEnded([.touches, .motion]))
    #expect(events.all.count == 2)
  }

  // Fails before `ObservedEvents` existed: the hand-written wait hung silently until the suite's
  // time limit when nothing moved time.
  @Test func anEventThatNeverComesFailsFastNamingWhatIsPending() async throws {
    let gate = InteractionGate(scheduler: clock)
    let events = ObservedEvents(of: gate)
    gate.block([.touches, .motion], for: .seconds(1))
    _ = try await events.next(on: clock)
    // How soon is the documented quiet period's business, not this test's: it asserts that the
    // stall is reported, and with what.
    let stall = await #expect(throws: VirtualSchedulerStall.self) {
      try await events.next(on: clock)
    }
    // The report names the gate's pending end, the deadline the test forgot to reach.
    #expect(stall?.pendingWorkDeadlines == [SchedulerInstant(uptimeNanoseconds: 1_000_000_000)])
    #expect(stall?.description.contains("Pending work (1):\n  work #") == true)
    #expect(stall?.description.contains("at \(SchedulerInstant(uptimeNanoseconds: 1_000_000_000))") == true)
  }

  // Fails before the fix: the stalled wait's continuation stayed installed until a task it had
  // queued ran, so the event that the advance sent resumed the abandoned wait and was lost; the
  // next wait stalled again.
  @Test func anEventThatComesRightAfterAStallIsTheNextOne() async throws {
    let gate = InteractionGate(scheduler: clock)
    let events = ObservedEvents(of: gate)
    gate.block([.touches, .motion], for: .seconds(1))
    #expect(try await events.next(on: clock) == .blockingBegan([.touches, .motion]))
    // Awaited here, on the main actor, so that nothing else runs between the stall and the advance.
    try await expectStall { try await events.next(on: clock) }
    clock.advance(by: .seconds(1))
    #expect(try await events.next(on: clock) == .blockingEnded([.touches, .motion]))
    #expect(events.all == [.blockingBegan([.touches, .motion]), .blockingEnded([.touches, .motion])])
  }

  // Fails before the fix (by trapping): the next wait found the stalled one still installed and
  // stopped at "already being awaited".
  @Test func aWaitRightAfterAStallWaitsForItsOwnEvent() async throws {
    let gate = InteractionGate(scheduler: clock)
    let events = ObservedEvents(of: gate)
    gate.block([.touches, .motion], for: .seconds(1))
    _ = try await events.next(on: clock)
    try await expectStall { try await events.next(on: clock) }
    let mover = Task { await clock.drive(by: .seconds(1)) }
    #expect(try await events.next(on: clock) == .blockingEnded([.touches, .motion]))
    await mover.value
  }

  /// Expects `wait` to stall, awaiting it on the caller's actor (`#expect(throws:)` would run it
  /// elsewhere and give the main actor a turn on the way back).
  private func expectStall(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ wait: () async throws -> InteractionGate.Event
  ) async throws {
    do {
      let event = try await wait()
      Issue.record("expected a stall, got \(event)", sourceLocation: sourceLocation)
    } catch is VirtualSchedulerStall {
    }
  }

  @Test func stopEndsListeningButKeepsWhatCame() async throws {
    let gate = InteractionGate(scheduler: clock)
    let events = ObservedEvents(of: gate)
    gate.block([.touches, .motion], for: .milliseconds(300))
    events.stop()
    clock.advance(by: .milliseconds(300))
    #expect(events.all == [.blockingBegan([.touches, .motion])])
  }
}
