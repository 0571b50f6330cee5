import ControlThrottle
import ControlThrottleTesting
import Testing

/// A SwiftUI path whose appends and removals are transitions of the window's serializer, driven on
/// the virtual clock as SwiftUI and the app would drive it.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct SerializedNavigationPathTests {
  enum Route: Hashable {
    case inbox
    case message(Int)
    case settings
  }

  let scheduler = VirtualScheduler()
  let serializer: TransitionSerializer

  init() {
    serializer = TransitionSerializer(scheduler: scheduler)
  }

  private func makePath(_ elements: [Route] = []) -> SerializedNavigationPath<Route> {
    SerializedNavigationPath(elements, serializer: serializer)
  }

  /// Records each transition's start and end, to show that none overlaps another.
  private func recordTransitions() -> Log {
    let log = Log()
    log.observation = serializer.addObserver { event in
      switch event {
      case .started(let ticket): log.record("start \(ticket.kind)")
      case .ended(let ticket, let outcome) where outcome.didRun: log.record("end \(ticket.kind)")
      case .enqueued, .ended: break
      }
    }
    return log
  }

  @Test func twoAppends80MillisecondsApartPushOnceUnderDropIfBusy() {
    let path = makePath()
    var second: TransitionOutcome?
    path.append(.message(1))
    scheduler.advance(by: .milliseconds(80))
    path.append(.message(2)) { second = $0 }

    #expect(second == .dropped(.busy))
    #expect(path.elements == [.message(1)])
  }

  @Test func twoAppends80MillisecondsApartPushInOrderWithoutOverlapUnderEnqueue() {
    let path = makePath()
    let log = recordTransitions()
    var outcomes: [TransitionOutcome] = []
    path.append(.message(1), policy: .enqueue) { outcomes.append($0) }
    scheduler.advance(by: .milliseconds(80))
    path.append(.message(2), policy: .enqueue) { outcomes.append($0) }
    #expect(path.elements == [.message(1)])

    scheduler.advance(by: .milliseconds(270))
    path.transitionFinished()  // the first push's didShow
    #expect(path.elements == [.message(1), .message(2)])
    path.transitionFinished()

    #expect(outcomes == [.finished(waited: false), .finished(waited: true)])
    #expect(log.entries == ["start push", "end push", "start push", "end push"])
  }

  @Test(arguments: [TransitionPolicy.dropIfBusy, .enqueue])
  func theSameValueAppendedTwicePushesOnce(policy: TransitionPolicy) {
    let path = makePath()
    var outcomes: [TransitionOutcome] = []
    path.append(.message(1), policy: policy) { outcomes.append($0) }
    path.append(.message(1), policy: policy) { outcomes.append($0) }
    path.transitionFinished()
    path.append(.message(1), policy: policy) { outcomes.append($0) }

    #expect(path.elements == [.message(1)])
    #expect(outcomes == [.dropped(.alreadyOnStack), .finished(waited: false), .dropped(.alreadyOnStack)])
  }

  @Test func anAppendEqualToAQueuedPushIsDroppedAsAlreadyOnStack() {
    let path = makePath()
    var outcomes: [TransitionOutcome] = []
    path.append(.inbox, policy: .enqueue)
    path.append(.message(1), policy: .enqueue) { outcomes.append($0) }
    path.append(.message(1), policy: .enqueue) { outcomes.append($0) }
    path.transitionFinished()
    path.transitionFinished()

    #expect(path.elements == [.inbox, .message(1)])
    #expect(outcomes == [.dropped(.alreadyOnStack), .finished(waited: true)])
  }

  @Test func aPopRequestedDuringAPushIsDroppedUnderDropIfBusy() {
    let path = makePath([.inbox])
    var pop: TransitionOutcome?
    path.append(.message(1))
    path.removeLast { pop = $0 }
    path.transitionFinished()

    #expect(pop == .dropped(.busy))
    #expect(path.elements == [.inbox, .message(1)])
  }

  @Test func aPopRequestedDuringAPushRunsAfterItUnderEnqueue() {
    let path = makePath([.inbox])
    let log = recordTransitions()
    var pop: TransitionOutcome?
    path.append(.message(1))
    path.removeLast(policy: .enqueue) { pop = $0 }
    #expect(path.elements == [.inbox, .message(1)])

    path.transitionFinished()
    #expect(path.elements == [.inbox])
    path.transitionFinished()

    #expect(pop == .finished(waited: true))
    #expect(log.entries == ["start push", "end push", "start pop", "end pop"])
  }

  @Test func swiftUIsOwnBackWhileAPushWaitsLetsThePushRunOnThePathAsItIsThen() {
    let path = makePath([.inbox])
    var outcomes: [TransitionOutcome] = []
    path.append(.message(1))
    path.append(.settings, policy: .enqueue) { outcomes.append($0) }

    path.elements = []  // Back, as SwiftUI writes it; iOS 26 lets Back run during a push

    #expect(path.elements.isEmpty)
    path.transitionFinished()
    #expect(path.elements == [.settings])
    path.transitionFinished()
    #expect(outcomes == [.finished(waited: true)])
  }

  @Test func swiftUIsOwnBackHoldsTheWindowAsATransitionAlreadyStarted() {
    let path = makePath([.inbox, .message(1)])
    var outcomes: [TransitionOutcome] = []

    path.elements = [.inbox]  // a swipe back, as SwiftUI writes it
    #expect(serializer.running?.kind == .pop)
    path.append(.settings, policy: .enqueue) { outcomes.append($0) }
    #expect(path.elements == [.inbox])

    path.transitionFinished()
    #expect(path.elements == [.inbox, .settings])
    path.transitionFinished()
    #expect(outcomes == [.finished(waited: true)])
  }

  @Test func swiftUIsOwnBackHoldsTheWindowNoLongerThanThePathsTimeout() {
    let path = makePath([.inbox, .message(1)])
    path.elements = [.inbox]
    path.append(.settings, policy: .enqueue)

    scheduler.advance(by: path.timeout - .nanoseconds(1))
    #expect(path.elements == [.inbox])
    scheduler.advance(by: .nanoseconds(1))

    #expect(path.elements == [.inbox, .settings])
    #expect(serializer.running?.kind == .push)
  }

  @Test func aSwiftUIWriteDuringAnotherTransitionIsTakenWithoutAFight() {
    let path = makePath([.inbox])
    serializer.request(.present) { _ in }

    path.elements = [.inbox, .message(1)]  // a NavigationLink(value:) tap

    #expect(path.elements == [.inbox, .message(1)])
    #expect(serializer.running?.kind == .present)
  }

  @Test func aPushThatNeverReportsCompletionIsFreedAtTheSafetyTimeout() {
    let path = SerializedNavigationPath<Route>(
      serializer: serializer, timeout: .milliseconds(800))
    var outcome: TransitionOutcome?
    path.append(.message(1)) { outcome = $0 }

    scheduler.advance(by: .milliseconds(799))
    #expect(outcome == nil)
    scheduler.advance(by: .milliseconds(1))

    #expect(outcome == .timedOut(waited: false))
    #expect(serializer.running == nil)
    #expect(!path.transitionFinished())
  }

  // MARK: - Bad input

  @Test func anAppendToAStackNotYetOnScreenIsNotInWindowAndHoldsNothing() {
    let path = SerializedNavigationPath<Route>(serializer: serializer)
    path.stackAdopted()  // a SerializedNavigationStack shows it, and has not appeared yet
    var outcome: TransitionOutcome?
    path.append(.message(1)) { outcome = $0 }

    #expect(outcome == .dropped(.notInWindow))
    #expect(path.elements.isEmpty)
    #expect(serializer.running == nil)
  }

  @Test func aQueuedAppendWhoseStackIsNotOnScreenWhenItsTurnComesEndsAsNotInWindow() {
    let path = makePath()
    var outcome: TransitionOutcome?
    path.append(.inbox)
    path.append(.message(1), policy: .enqueue) { outcome = $0 }
    path.stackAdopted()  // a SerializedNavigationStack takes the path, and has not appeared yet
    path.transitionFinished()

    #expect(outcome == .dropped(.notInWindow))
    #expect(path.elements == [.inbox])
    #expect(serializer.running == nil)
  }

  @Test func removingMoreThanThePathHoldsRemovesAllInsteadOfTrapping() {
    let path = makePath([.inbox, .message(1)])
    var outcome: TransitionOutcome?
    path.removeLast(5) { outcome = $0 }
    #expect(path.elements.isEmpty)
    path.transitionFinished()

    #expect(outcome == .finished(waited: false))
  }

  @Test func removingFromAnEmptyPathIsDroppedAsTargetGone() {
    let path = makePath()
    var outcome: TransitionOutcome?
    path.removeLast { outcome = $0 }

    #expect(outcome == .dropped(.targetGone))
    #expect(serializer.running == nil)
  }

  @Test func aQueuedRemovalReadsThePathWhenItsTurnComes() {
    let path = makePath([.inbox, .message(1)])
    var outcome: TransitionOutcome?
    serializer.request(.present) { _ in }
    path.removeLast(2, policy: .enqueue) { outcome = $0 }
    path.elements = [.inbox]  // SwiftUI popped one meanwhile

    scheduler.advance(by: .seconds(3))  // the presentation's safety timeout
    path.transitionFinished()

    #expect(path.elements.isEmpty)
    #expect(outcome == .finished(waited: true))
  }

  @Test func removingZeroValuesIsAProgrammerError() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await Task { @MainActor in
        let path = SerializedNavigationPath<Int>(serializer: TransitionSerializer())
        path.removeLast(0)
      }.value
    }
    #expect(standardError(of: result).contains("needs a count of at least 1"))
  }
}
