import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor
final class OutcomeLog {
  var outcomes: [String: [TransitionOutcome]] = [:]
  var order: [String] = []

  func callback(_ name: String) -> @MainActor (TransitionOutcome) -> Void {
    { [self] outcome in
      outcomes[name, default: []].append(outcome)
      order.append(name)
    }
  }

  func outcome(_ name: String) -> TransitionOutcome? {
    let recorded = outcomes[name] ?? []
    return recorded.count == 1 ? recorded[0] : nil
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct TransitionSerializerTests {
  let scheduler = VirtualScheduler()
  let log = OutcomeLog()

  private func makeNavigation(isInWindow: Bool = true) -> NavigationStackModel<String> {
    NavigationStackModel(root: "Home", scheduler: scheduler, timeout: .seconds(3), isInWindow: isInWindow)
  }

  // MARK: Busy policy

  @Test func aDoubleTappedPushPushesOnce() {
    let navigation = makeNavigation()
    navigation.push("Details", completion: log.callback("first"))
    navigation.push("Details", completion: log.callback("second"))
    #expect(log.outcome("second") == .dropped(.busy))
    scheduler.advance(by: .milliseconds(350))
    #expect(log.outcome("first") == .finished(waited: false))
    #expect(navigation.stack == ["Home", "Details"])
  }

  @Test func enqueuedPushesRunInOrderOneAtATime() {
    let navigation = makeNavigation()
    var inFlight = 0
    var maximumInFlight = 0
    let observation = navigation.serializer.addObserver { event in
      switch event {
      case .started:
        inFlight += 1
        maximumInFlight = max(maximumInFlight, inFlight)
      case .ended(_, let outcome) where outcome.didRun: inFlight -= 1
      case .ended, .enqueued: break
      }
    }
    defer { observation.cancel() }
    for screen in ["A", "B", "C", "D"] {
      navigation.push(screen, policy: .enqueue, completion: log.callback(screen))
    }
    #expect(navigation.stack == ["Home", "A"])
    #expect(navigation.serializer.queued.count == 3)
    scheduler.advance(by: .milliseconds(350) * 4)
    #expect(navigation.stack == ["Home", "A", "B", "C", "D"])
    #expect(log.order == ["A", "B", "C", "D"])
    #expect(log.outcome("A") == .finished(waited: false))
    #expect(log.outcome("D") == .finished(waited: true))
    #expect(maximumInFlight == 1)
    #expect(!navigation.serializer.isBusy)
  }

  @Test func aDropRequestWhileOthersWaitIsBusyEvenBetweenTransitions() {
    let navigation = makeNavigation()
    navigation.push("A", policy: .enqueue)
    navigation.push("B", policy: .enqueue)
    scheduler.advance(by: .milliseconds(350))  // A finished, B started
    navigation.push("C", completion: log.callback("C"))
    #expect(log.outcome("C") == .dropped(.busy))
  }

  // MARK: Finish signals and the timeout

  @Test func aLostFinishSignalReleasesTheHostAtTheTimeout() {
    let navigation = makeNavigation()
    navigation.losesFinishSignals = true
    navigation.push("Details", completion: log.callback("lost"))
    navigation.push("Settings", policy: .enqueue, completion: log.callback("next"))
    scheduler.advance(to: at(3).advanced(by: .nanoseconds(-1)))
    #expect(navigation.serializer.running?.kind == .push)
    #expect(log.outcome("lost") == nil)
    scheduler.advance(by: .nanoseconds(1))
    #expect(log.outcome("lost") == .timedOut(waited: false))
    #expect(navigation.serializer.running != nil)  // "next" took the host at once
    scheduler.advance(by: .seconds(3))
    #expect(log.outcome("next") == .timedOut(waited: true))
    #expect(navigation.stack == ["Home", "Details", "Settings"])
  }

  @Test func lateSecondAndUnknownFinishesDoNothing() {
    let serializer = TransitionSerializer(scheduler: scheduler, timeout: .seconds(1))
    var handle: TransitionHandle?
    let ticket = serializer.request(.present) {
      handle = $0
    } completion: { [log] in
      log.callback("p")($0)
    }
    scheduler.advance(by: .seconds(1))
    #expect(log.outcome("p") == .timedOut(waited: false))
    #expect(handle?.finish() == false)
    #expect(!serializer.finish(ticket))
    #expect(!serializer.finish(TransitionTicket(id: .max, kind: .push)))
    let second = serializer.request(.dismiss) { handle = $0 }
    #expect(handle?.finish() == true)
    #expect(handle?.finish() == false)
    #expect(!serializer.finish(second))
    #expect(log.outcomes["p"]?.count == 1)
  }

  @Test func aTicketFromAnotherSerializerFinishesNothingHere() {
    let first = TransitionSerializer(scheduler: scheduler)
    let second = TransitionSerializer(scheduler: scheduler)
    let foreign = first.request(.push) { _ in }
    let local = second.request(.push) { _ in }
    #expect(!second.finish(foreign))
    #expect(second.running == local)
    #expect(first.finish(foreign) && second.finish(local))
  }

  @Test func nonAnimatedTransitionsFinishAtOnceAndAQueueOfThemDrainsSynchronously() {
    let navigation = makeNavigation()
    navigation.push("A", animated: true)
    for screen in ["B", "C", "D"] {
      navigation.push(screen, animated: false, policy: .enqueue, completion: log.callback(screen))
    }
    scheduler.advance(by: .milliseconds(350))
    #expect(navigation.stack == ["Home", "A", "B", "C", "D"])
    #expect(log.order == ["B", "C", "D"])
    #expect(scheduler.pendingWorkCount == 0)  // every timeout was cancelled
  }

  @Test func aCancelledInteractivePopReleasesTheHost() {
    let navigation = makeNavigation()
    navigation.push("Details", animated: false)
    navigation.beginInteractivePop(completion: log.callback("swipe"))
    navigation.push("Other", completion: log.callback("blocked"))
    #expect(log.outcome("blocked") == .dropped(.busy))
    navigation.endInteractivePop(completed: false)
    #expect(log.outcome("swipe") == .cancelled(waited: false))
    #expect(navigation.stack == ["Home", "Details"])
    #expect(!navigation.serializer.isBusy)
    navigation.beginInteractivePop(completion: log.callback("swipe2"))
    navigation.endInteractivePop(completed: true)
    #expect(log.outcome("swipe2") == .finished(waited: false))
    #expect(navigation.stack == ["Home"])
  }

  // MARK: Validation when a request's turn comes

  @Test func queuedRequestsAreRevalidatedWhenTheirTurnComes() {
    let navigation = makeNavigation()
    navigation.push("A", animated: false)
    navigation.push("B", animated: false)
    navigation.popToRoot()
    navigation.pop(to: "A", policy: .enqueue, completion: log.callback("popToA"))
    navigation.pop(policy: .enqueue, completion: log.callback("pop"))
    navigation.dismiss(policy: .enqueue, completion: log.callback("dismiss"))
    scheduler.advance(by: .milliseconds(350))
    #expect(log.outcome("popToA") == .dropped(.targetGone))
    #expect(log.outcome("pop") == .dropped(.targetGone))
    #expect(log.outcome("dismiss") == .dropped(.nothingToDismiss))
    #expect(!navigation.serializer.isBusy)
  }

  @Test func aHostThatLeftItsWindowDropsWithThatReason() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    final class Host { var isInWindow = true }
    let host = Host()
    serializer.request(.push) { _ in }
    serializer.request(.push, policy: .enqueue) {
      host.isInWindow ? nil : .notInWindow
    } start: { _ in
      Issue.record("must not start")
    } completion: { [log] in
      log.callback("queued")($0)
    }
    host.isInWindow = false
    scheduler.advance(by: .seconds(3))
    #expect(log.outcome("queued") == .dropped(.notInWindow))
  }

  // MARK: Cold start and host removal

  @Test func requestsBeforeTheHostIsReadyWaitAndStartInOrder() {
    let navigation = makeNavigation(isInWindow: false)
    navigation.push("Onboarding", completion: log.callback("onboarding"))
    navigation.present("Login", completion: log.callback("login"))
    #expect(navigation.stack == ["Home"])
    #expect(navigation.serializer.queued.map(\.kind) == [.push, .present])
    navigation.serializer.isHostReady = true
    #expect(navigation.stack == ["Home", "Onboarding"])
    scheduler.advance(by: .milliseconds(700))
    #expect(navigation.presented == "Login")
    #expect(log.outcome("onboarding") == .finished(waited: true))
    #expect(log.outcome("login") == .finished(waited: true))
  }

  @Test func aHostThatLeavesItsWindowHoldsNewRequestsUntilItIsReadyAgain() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    serializer.isHostReady = false
    #expect(!serializer.isHostReady)
    var started = false
    serializer.request(.push, policy: .enqueue) { handle in
      started = true
      handle.finish()
    } completion: { _ in
    }
    #expect(!started)
    serializer.isHostReady = true
    #expect(started)
  }

  @Test func aGoneHostIsNeverReadyAgain() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    serializer.hostWentAway()
    serializer.isHostReady = true
    #expect(!serializer.isHostReady)
  }

  @Test func whenTheHostGoesAwayEveryRequestEndsAndItsClosuresAreReleased() {
    final class Screen {}
    let serializer = TransitionSerializer(scheduler: scheduler)
    weak var captured: Screen?
    do {
      let screen = Screen()
      captured = screen
      serializer.request(.push) { _ in
      } completion: { [log] in
        log.callback("running")($0)
      }
      serializer.request(.push, policy: .enqueue) { _ in
        _ = screen
      } completion: { [log] in
        log.callback("queued")($0)
      }
    }
    #expect(captured != nil)
    serializer.hostWentAway()
    #expect(captured == nil)
    #expect(log.outcome("running") == .dropped(.hostGone))
    #expect(log.outcome("queued") == .dropped(.hostGone))
    serializer.request(.pop) { _ in
    } completion: { [log] in
      log.callback("late")($0)
    }
    #expect(log.outcome("late") == .dropped(.hostGone))
    #expect(scheduler.pendingWorkCount == 0)
  }

  // MARK: Cancellation, observers, re-entrancy

  @Test func aWaitingRequestCanBeCancelled() {
    let navigation = makeNavigation()
    let running = navigation.push("A")
    let waiting = navigation.push("B", policy: .enqueue, completion: log.callback("B"))
    #expect(!navigation.serializer.cancel(running))
    #expect(navigation.serializer.cancel(waiting))
    #expect(!navigation.serializer.cancel(waiting))
    #expect(log.outcome("B") == .dropped(.withdrawn))
    scheduler.advance(by: .seconds(1))
    #expect(navigation.stack == ["Home", "A"])
  }

  @Test func observersSeeEveryOutcome() {
    let navigation = makeNavigation()
    var events: [TransitionSerializer.Event] = []
    let observation = navigation.serializer.addObserver { events.append($0) }
    defer { observation.cancel() }
    let first = navigation.push("A")
    let second = navigation.push("B")
    scheduler.advance(by: .milliseconds(350))
    #expect(
      events == [.started(first), .ended(second, .dropped(.busy)), .ended(first, .finished(waited: false))]
    )
  }

  @Test func aRequestFromACompletionQueuesBehindWaitingRequests() {
    let navigation = makeNavigation()
    navigation.push("A") { _ in
      navigation.push("C", policy: .enqueue, completion: log.callback("C"))
    }
    navigation.push("B", policy: .enqueue, completion: log.callback("B"))
    scheduler.run()
    #expect(navigation.stack == ["Home", "A", "B", "C"])
    #expect(log.order == ["B", "C"])
  }

  @Test func aZeroTimeoutIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = TransitionSerializer(timeout: .zero) }
    }
    #expect(standardError(of: result).contains("TransitionSerializer.timeout must be greater than zero and at most 60"))
  }

  @Test func anAbsurdTimeoutIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = TransitionSerializer(timeout: .seconds(Int64.max)) }
    }
    #expect(standardError(of: result).contains("at most 60.0 seconds, got 9.22"))
  }
}
