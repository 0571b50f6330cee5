import ControlThrottle
import ControlThrottleTesting
import Testing

/// Outcomes that must arrive whatever happens to the owner, and finishes that come too late.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct TransitionLifetimeTests {
  let scheduler = VirtualScheduler()

  @Test func releasingTheModelEndsEveryOpenRequestWithHostGone() {
    var outcomes: [String: [TransitionOutcome]] = [:]
    var navigation: NavigationStackModel<String>? = NavigationStackModel(root: "Home", scheduler: scheduler)
    navigation?.push("A") { outcomes["A", default: []].append($0) }
    navigation?.push("B", policy: .enqueue) { outcomes["B", default: []].append($0) }
    navigation = nil
    scheduler.run()
    #expect(outcomes["A"] == [.dropped(.hostGone)])
    #expect(outcomes["B"] == [.dropped(.hostGone)])
  }

  @Test func releasingAnIdleSerializerReportsNothing() {
    var outcomes: [TransitionOutcome] = []
    var serializer: TransitionSerializer? = TransitionSerializer(scheduler: scheduler)
    serializer?.request(.push, start: { $0.finish() }, completion: { outcomes.append($0) })
    serializer = nil
    scheduler.run()
    #expect(outcomes == [.finished(waited: false)])
  }

  @Test func aLateInteractivePopEndChangesNothing() {
    let navigation = NavigationStackModel(root: "Home", scheduler: scheduler)
    navigation.push("Detail", animated: false)
    var popOutcome: TransitionOutcome?
    navigation.beginInteractivePop { popOutcome = $0 }
    scheduler.advance(by: TransitionSerializer.maximumTimeout)  // the finger never lifts
    #expect(popOutcome == .timedOut(waited: false))
    navigation.push("X", animated: false)
    #expect(!navigation.endInteractivePop(completed: true))
    #expect(navigation.stack == ["Home", "Detail", "X"])
    #expect(!navigation.endInteractivePop(completed: false))  // a second end too
  }

  @Test func anEndWithoutABeginChangesNothing() {
    let navigation = NavigationStackModel(root: "Home", scheduler: scheduler)
    navigation.push("Detail", animated: false)
    #expect(!navigation.endInteractivePop(completed: true))
    #expect(navigation.stack == ["Home", "Detail"])
  }

  @Test func theSafetyTimeoutWaitsWhileTheFingerDrivesThePop() {
    let navigation = NavigationStackModel(root: "Home", scheduler: scheduler, timeout: .seconds(3))
    navigation.push("Detail", animated: false)
    var outcomes: [String] = []
    navigation.beginInteractivePop { outcomes.append("pop \($0)") }
    navigation.push("X", animated: false, policy: .enqueue) { outcomes.append("push \($0)") }
    scheduler.advance(by: .seconds(10))  // a slow swipe
    #expect(outcomes.isEmpty)
    #expect(navigation.endInteractivePop(completed: false))
    #expect(navigation.stack == ["Home", "Detail", "X"])
    #expect(outcomes == ["pop cancelled(waited: false)", "push finished(waited: true)"])
  }

  @Test func theTimeoutRestartsWhenTheInteractionEnds() {
    let serializer = TransitionSerializer(scheduler: scheduler, timeout: .seconds(3))
    let pop = RunningRequest(.pop, on: serializer)
    #expect(pop.handle?.interactionBegan() == true)
    scheduler.advance(by: .seconds(20))
    #expect(pop.handle?.interactionEnded() == true)
    scheduler.advance(by: .milliseconds(2_999))
    #expect(pop.outcome == nil)
    scheduler.advance(by: .milliseconds(1))
    #expect(pop.outcome == .timedOut(waited: false))
    #expect(pop.handle?.interactionBegan() == false)  // no longer running
  }

  @Test func interactionCallsForAnUnknownTransitionChangeNothing() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    let other = TransitionSerializer(scheduler: scheduler)
    let ticket = other.request(.push) { _ in }
    #expect(!serializer.interactionBegan(ticket))
    #expect(!serializer.interactionEnded(ticket))
    #expect(!serializer.finish(ticket))
  }

  @Test func performReturnsTheOutcome() async {
    let serializer = TransitionSerializer(scheduler: scheduler)
    let outcome = await serializer.perform(.present) { handle in
      self.scheduler.schedule(at: self.scheduler.now.advanced(by: .milliseconds(300))) { handle.finish() }
      self.scheduler.advance(by: .milliseconds(300))
    }
    #expect(outcome == .finished(waited: false))
  }

  @Test func performReportsABusyDropAtOnce() async {
    let serializer = TransitionSerializer(scheduler: scheduler)
    serializer.request(.push) { _ in }
    #expect(await serializer.perform(.push) { _ in } == .dropped(.busy))
  }

  @Test func cancellingAnAwaitedQueuedRequestWithdrawsIt() async {
    let serializer = TransitionSerializer(scheduler: scheduler)
    var first: TransitionHandle?
    serializer.request(.push) { first = $0 }
    var started = false
    var waiting: Task<TransitionOutcome, Never>?
    var observation: ObserverToken?
    await withCheckedContinuation { (enqueued: CheckedContinuation<Void, Never>) in
      observation = serializer.addObserver { event in
        if case .enqueued = event { enqueued.resume() }
      }
      waiting = Task { await serializer.perform(.push, policy: .enqueue) { _ in started = true } }
    }
    observation?.cancel()
    waiting?.cancel()
    #expect(await waiting?.value == .dropped(.withdrawn))
    first?.finish()
    #expect(!started)
  }

  @Test func aTaskCancelledBeforeItsRequestIsDroppedAsCancelled() async throws {
    let serializer = TransitionSerializer(scheduler: scheduler)
    serializer.request(.push) { _ in }
    let waiting = Task { await serializer.perform(.push, policy: .enqueue) { _ in } }
    waiting.cancel()
    #expect(try await scheduler.outcome { await waiting.value } == .dropped(.withdrawn))
    #expect(serializer.queued.isEmpty)
  }
}

@MainActor
@Suite struct TransitionObserverTests {
  @Test func aCancelledObserverHearsNothingMore() {
    let serializer = TransitionSerializer(scheduler: VirtualScheduler())
    var heard = 0
    let observation = serializer.addObserver { _ in heard += 1 }
    serializer.request(.push) { $0.finish() }
    #expect(heard == 2)  // started, ended
    observation.cancel()
    observation.cancel()
    serializer.request(.push) { $0.finish() }
    #expect(heard == 2)
  }
}

@MainActor
@Suite struct TypedRouteTests {
  enum Route: Hashable {
    case home
    case product(id: Int)
    case cart
  }

  @Test func aNavigationModelTakesAnAppsOwnRouteType() {
    let scheduler = VirtualScheduler()
    let navigation = NavigationStackModel(root: Route.home, scheduler: scheduler)
    navigation.push(.product(id: 7))
    navigation.push(.cart)  // dropped: the first push still animates
    scheduler.advance(by: navigation.animationDuration)
    navigation.push(.cart, animated: false)
    navigation.pop(to: .product(id: 7), animated: false)
    #expect(navigation.stack == [.home, .product(id: 7)])
  }
}

@MainActor
@Suite struct TransitionInteractionBoundTests {
  let scheduler = VirtualScheduler()

  @Test func repeatedInteractionsNeverHoldTheHostBeyondTheMaximumFromTheStart() {
    let serializer = TransitionSerializer(scheduler: scheduler, timeout: .seconds(1))
    let pop = RunningRequest(.pop, on: serializer)
    for _ in 0..<5 {
      pop.handle?.interactionBegan()
      scheduler.advance(by: .seconds(11))
    }
    #expect(pop.outcome == nil)  // 55 s
    scheduler.advance(by: .seconds(5))  // 60 s after the start
    #expect(pop.outcome == .timedOut(waited: false))
  }

  @Test func anInteractionEndWithoutABeginChangesNothing() {
    let serializer = TransitionSerializer(scheduler: scheduler, timeout: .seconds(1))
    let pop = RunningRequest(.pop, on: serializer)
    scheduler.advance(by: .milliseconds(900))
    #expect(pop.handle?.interactionEnded() == false)
    scheduler.advance(by: .milliseconds(100))
    #expect(pop.outcome == .timedOut(waited: false))
  }

  @Test func anObserverThatFinishesATransitionWhenItStartsStopsItsWork() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    var log: [String] = []
    // `unowned`: the serializer keeps its observers.
    let observation = serializer.addObserver { [unowned serializer] event in
      if case .started(let ticket) = event { serializer.finish(ticket) }
    }
    defer { observation.cancel() }
    serializer.request(.push) { _ in
      log.append("start push")
    } completion: {
      log.append("push \($0)")
    }
    serializer.request(.pop, policy: .enqueue) { _ in
      log.append("start pop")
    } completion: {
      log.append("pop \($0)")
    }
    #expect(!log.contains("start push") && !log.contains("start pop"))
    #expect(log == ["push finished(waited: false)", "pop finished(waited: false)"])
    #expect(serializer.running == nil)
  }
}

/// A request whose handle and outcome a test reads once it started or ended.
@MainActor
final class RunningRequest {
  private(set) var handle: TransitionHandle?
  private(set) var outcome: TransitionOutcome?

  init(_ kind: TransitionKind, on serializer: TransitionSerializer) {
    serializer.request(kind) { [self] in
      handle = $0
    } completion: { [self] in
      outcome = $0
    }
  }
}
