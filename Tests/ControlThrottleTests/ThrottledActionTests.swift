import ControlThrottleTesting
import Dispatch
import TestSupport
import Testing

@testable import ControlThrottle

/// A thread-safe counter for closures called from several tasks.
final class Counter: @unchecked Sendable {
  // Sendable: `value` is only touched under `lock`.
  private let lock = LockedBox<Void>()
  private var count = 0

  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

@Suite(.timeLimit(.minutes(3))) struct ThrottledActionTests {
  @Test func runsOnTheLeadingEdgeOncePerInterval() async {
    let scheduler = VirtualScheduler()
    let counter = Counter()
    let action = ThrottledAction(interval: .milliseconds(500), scheduler: scheduler) { counter.increment() }
    #expect(action() == .accepted)
    await scheduler.advance(by: .milliseconds(250))
    #expect(action() == .dropped(.insideInterval(remaining: .milliseconds(250))))
    await scheduler.advance(by: .milliseconds(250))
    #expect(action() == .accepted)
    #expect(counter.value == 2)
  }

  @Test func passesItsInputThrough() async {
    let scheduler = VirtualScheduler()
    let received = Counter()
    let action = ThrottledAction<Int>(interval: .seconds(1), scheduler: scheduler) { value in
      for _ in 0..<value { received.increment() }
    }
    action(7)
    action(8)
    #expect(received.value == 7)
  }

  @Test func reportsEveryDecision() async {
    let scheduler = VirtualScheduler()
    let decisions = LockedArray<ThrottleDecision>()
    let action = ThrottledAction(
      interval: .seconds(1), scheduler: scheduler, onDecision: { decisions.append($0) }, action: {})
    action()
    action()
    action.reset()
    action()
    #expect(decisions.all == [.accepted, .dropped(.insideInterval(remaining: .seconds(1))), .accepted])
  }

  @Test @MainActor func mainActorWorkCanBeThrottled() {
    let scheduler = VirtualScheduler()
    let log = Log()
    let pay = ThrottledAction.onMainActor(interval: .seconds(1), scheduler: scheduler) { log.record("pay") }
    let rename = ThrottledAction.onMainActor(interval: .seconds(1), scheduler: scheduler) { (name: String) in
      log.record(name)
    }
    pay()
    pay()
    rename("first")
    rename("second")
    scheduler.advance(by: .seconds(1))
    pay()
    #expect(log.entries == ["pay", "first", "pay"])
  }

  @Test @MainActor func observersHearMainActorWorkBeforeItRunsAndHearItsDrops() {
    let scheduler = VirtualScheduler()
    let registry = ThrottleRegistry()
    let log = Log()
    let observation = registry.addObserver { log.record("observed \($0.decision.isAccepted ? "accepted" : "dropped")") }
    defer { observation.cancel() }
    let pay = ThrottledAction.onMainActor(interval: .seconds(1), scheduler: scheduler, registry: registry) {
      log.record("pay")
    }
    pay()
    pay()
    #expect(log.entries == ["observed accepted", "pay", "observed dropped"])
  }

  @Test func callingMainActorWorkOffTheMainActorIsAPreconditionFailure() async {
    // The runtime's executor check traps; its wording is the runtime's, so only the exit is checked.
    await #expect(processExitsWith: .failure) {
      let action = ThrottledAction.onMainActor(interval: .seconds(1)) {}
      _ = await Task.detached { action() }.value
    }
  }

  @Test func defaultsToHalfASecond() {
    #expect(ThrottledAction {}.interval == .milliseconds(500))
  }

  @Test func aZeroIntervalSaysItIsNotThrottled() {
    let counter = Counter()
    let action = ThrottledAction(interval: .zero, scheduler: VirtualScheduler()) { counter.increment() }
    #expect(action() == .unthrottled(.intervalIsZero))
    #expect(action() == .unthrottled(.intervalIsZero))
    #expect(counter.value == 2)
  }

  @Test func sixteenThreadsOnAMovingClockFireExactlyOncePerWindow() async {
    // Every read of this clock moves it on, so racing callers stamp different instants: a caller
    // that read an older instant must never win a second run in the same window.
    let clock = AdvancingOnReadScheduler(step: 1_000)
    let counter = Counter()
    let action = ThrottledAction(interval: .seconds(1), scheduler: clock) { counter.increment() }
    let bursts = randomisedIterations(2_000)
    for burst in 1...bursts {
      DispatchQueue.concurrentPerform(iterations: 16) { _ in
        for _ in 0..<4 { action() }
      }
      if counter.value != burst {
        Issue.record("burst \(burst): the action ran \(counter.value - burst + 1) times in one window")
        return
      }
      clock.jump(by: 2_000_000_000)
    }
  }

  @Test func eightConcurrentTasksFireExactlyOncePerWindow() async {
    let scheduler = VirtualScheduler()
    let counter = Counter()
    let action = ThrottledAction(interval: .milliseconds(500), scheduler: scheduler) { counter.increment() }
    for window in 1...3 {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
          group.addTask {
            for _ in 0..<500 { action() }
          }
        }
      }
      #expect(counter.value == window)
      await scheduler.advance(by: .milliseconds(500))
    }
  }

  @Test(arguments: [
    Duration.milliseconds(500), .nanoseconds(Int64.max - 1), .seconds(Int64.max),
  ])
  @MainActor func everyDecisionMatchesTheThrottleWindow(interval: Duration) {
    // Inside the window, just after it, at its deadline, and windows that last until reset.
    let seed = randomisedSeed()
    var random = SeededGenerator(seed: seed)
    let scheduler = VirtualScheduler()
    let throttled = ThrottledAction(interval: interval, scheduler: scheduler) {}
    let nanoseconds = Nanoseconds.saturating(interval)
    var window = ThrottleWindow()
    for call in 0..<1_000 {
      scheduler.advance(by: .milliseconds(Int.random(in: 0...3, using: &random) * 250))
      let now = scheduler.now.uptimeNanoseconds
      let expected = ThrottleDecision(
        remainingNanoseconds: window.input(at: now, interval: nanoseconds, sameInputPasses: false).remaining)
      let decision = throttled()
      guard decision == expected else {
        Issue.record("call \(call): \(decision), window says \(expected); replay with CONTROL_THROTTLE_SEED=\(seed)")
        return
      }
    }
  }

  @Test func negativeIntervalIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = ThrottledAction(interval: .seconds(-2)) {}
    }
    #expect(standardError(of: result).contains("ThrottledAction interval is negative"))
  }
}
