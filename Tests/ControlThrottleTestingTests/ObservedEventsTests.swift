import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
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
    gate.block(.default, for: .milliseconds(300))
    #expect(try await events.next(on: clock) == .blockingBegan(.default))
    clock.advance(by: .milliseconds(300))
    #expect(try await events.next(on: clock) == .blockingEnded(.default))
    #expect(events.all.count == 2)
  }

  // Fails before `ObservedEvents` existed: the hand-written wait hung silently until the suite's
  // one-minute limit when nothing moved time.
  @Test func anEventThatNeverComesFailsFastNamingWhatIsPending() async throws {
    let gate = InteractionGate(scheduler: clock)
    let events = ObservedEvents(of: gate)
    gate.block(.default, for: .seconds(1))
    _ = try await events.next(on: clock)
    let start = ContinuousClock.now
    await #expect(throws: VirtualSchedulerStall.self) {
      try await events.next(on: clock, stallingAfter: .milliseconds(100))
    }
    #expect(ContinuousClock.now - start < .seconds(20))
  }

  @Test func stopEndsListeningButKeepsWhatCame() async throws {
    let gate = InteractionGate(scheduler: clock)
    let events = ObservedEvents(of: gate)
    gate.block(.default, for: .milliseconds(300))
    events.stop()
    clock.advance(by: .milliseconds(300))
    #expect(events.all == [.blockingBegan(.default)])
  }
}
