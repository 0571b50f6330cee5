import ControlThrottle
import ControlThrottleTesting
import Testing

/// The stories of SwiftUI navigation that used to lose a tap or lock for good.
///
/// Each is driven through the headless models the way SwiftUI and UIKit drive them (§8 of the
/// SwiftUI behaviour notes), with the adapters' probes reporting UIKit's transitions. Every
/// unconfirmed moment of §8 a story relies on runs under each reading.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct SwiftUINavigationStoryTests {
  let scheduler = VirtualScheduler()
  /// The window's presentation chain.
  let chainSerializer: TransitionSerializer
  let chain = ChainDouble()

  init() {
    chainSerializer = TransitionSerializer(scheduler: scheduler)
  }

  private func makeStack(_ elements: [Int] = [], probe: Bool = true) -> StackDouble<Int> {
    StackDouble(
      SerializedNavigationPath(elements, serializer: TransitionSerializer(scheduler: scheduler, timeout: .seconds(1))),
      scheduler: scheduler, probe: probe)
  }

  private func makeSheet(over host: SheetDouble<Int>? = nil, probe: Bool = true) -> SheetDouble<Int> {
    let presentation =
      host.map { SerializedPresentation<Int>(.screen, over: $0.presentation) }
      ?? SerializedPresentation(.screen, serializer: chainSerializer)
    return SheetDouble(presentation, chain: chain, scheduler: scheduler, over: host, probe: probe)
  }

  private func settle() {
    scheduler.advance(by: .seconds(5))
  }

  // MARK: - Taps lost after a transition

  @Test func aRowTapped600MillisecondsAfterAPushEndedOnScreenPushes() {
    let stack = makeStack()
    var outcome: TransitionOutcome?
    stack.path.append(1)
    scheduler.advance(by: stack.animation)  // the push ends on screen
    scheduler.advance(by: .milliseconds(600))

    stack.path.append(2) { outcome = $0 }
    scheduler.advance(by: stack.animation)

    #expect(outcome == .finished(waited: false))
    #expect(stack.screens == [1, 2])
  }

  @Test func aRowInASheetsStackTapped250MillisecondsAfterTheSheetIsUpPushes() {
    let sheet = makeSheet()
    let sheetsStack = makeStack()
    var outcome: TransitionOutcome?
    sheet.presentation.present(1)
    scheduler.advance(by: sheet.animation)
    #expect(sheet.onScreen == 1)
    scheduler.advance(by: .milliseconds(250))

    sheetsStack.path.append(7) { outcome = $0 }
    scheduler.advance(by: sheetsStack.animation)

    #expect(outcome == .finished(waited: false))
    #expect(sheetsStack.screens == [7])
  }

  @Test func aRowTapped150MillisecondsAfterAnAlertIsGonePushes() {
    let alert = SerializedPresentation<Bool>(.dialog, serializer: chainSerializer)
    let stack = makeStack()
    var outcome: TransitionOutcome?
    alert.present(true)
    scheduler.advance(by: .milliseconds(500))
    alert.isPresented = false  // an action runs: SwiftUI writes as it runs, and the alert animates away
    scheduler.advance(by: .milliseconds(250 + 150))

    stack.path.append(1) { outcome = $0 }
    scheduler.advance(by: stack.animation)

    #expect(outcome == .finished(waited: false))
    #expect(stack.screens == [1])
  }

  @Test(arguments: [true, false])
  func aRowInAnotherTabsStackTapped800MillisecondsAfterTheFirstTabPushedPushes(firstTabProbe: Bool) {
    let firstTab = makeStack(probe: firstTabProbe)
    let secondTab = makeStack()
    var outcome: TransitionOutcome?
    firstTab.path.append(1)
    scheduler.advance(by: .milliseconds(800))

    secondTab.path.append(5) { outcome = $0 }
    scheduler.advance(by: secondTab.animation)

    #expect(outcome == .finished(waited: false))
    #expect(secondTab.screens == [5])
  }

  // MARK: - A swiped-away sheet

  @Test func aSheetSwipedAwayOpensAgainWhenTappedBeforeSwiftUIsLateNil() {
    let sheet = makeSheet()
    var outcome: TransitionOutcome?
    sheet.presentation.present(1)
    scheduler.advance(by: sheet.animation)
    sheet.userSwipesDown()
    scheduler.advance(by: sheet.animation)  // gone from the screen; SwiftUI writes nil a second later
    #expect(sheet.onScreen == nil)

    sheet.presentation.present(1) { outcome = $0 }
    settle()

    #expect(outcome == .finished(waited: true))
    #expect(sheet.onScreen == 1)
    #expect(sheet.presentation.item == 1)
  }

  @Test func anotherItemOpenedBeforeSwiftUIsLateNilStaysOpen() {
    let sheet = makeSheet()
    sheet.presentation.present(1)
    scheduler.advance(by: sheet.animation)
    sheet.userSwipesDown()
    scheduler.advance(by: sheet.animation)

    sheet.presentation.present(2)
    settle()

    #expect(sheet.onScreen == 2)
    #expect(sheet.presentation.item == 2)
  }

  @Test func aRowTappedBeforeSwiftUIsLateNilCanBeOpenedAgain() {
    let sheet = makeSheet()
    let stack = makeStack()
    var outcomes: [TransitionOutcome] = []
    sheet.presentation.present(1)
    scheduler.advance(by: sheet.animation)
    sheet.userSwipesDown()
    scheduler.advance(by: sheet.animation)
    stack.ignoresPushes = true  // until SwiftUI's late nil, a push does nothing (8.36)

    stack.path.append(3) { outcomes.append($0) }
    scheduler.advance(by: sheet.lateWrite)
    stack.ignoresPushes = false
    #expect(stack.path.elements == stack.screens)

    stack.path.append(3) { outcomes.append($0) }
    scheduler.advance(by: stack.animation)

    #expect(outcomes == [.timedOut(waited: false), .finished(waited: false)])
    #expect(stack.screens == [3])
    #expect(stack.path.elements == [3])
  }

  /// Whether a push UIKit runs without animation has a transition coordinator is unconfirmed: under
  /// both readings the push ends when UIKit shows it, and the path keeps the value.
  @Test(arguments: NonAnimatedCoordinator.allCases)
  func aPushShownWithoutAnimationStaysOnThePath(coordinator: NonAnimatedCoordinator) {
    let stack = makeStack()
    stack.animates = false
    stack.nonAnimatedCoordinator = coordinator
    var outcome: TransitionOutcome?

    stack.path.append(1) { outcome = $0 }
    settle()

    #expect(outcome == .finished(waited: false))
    #expect(stack.screens == [1])
    #expect(stack.path.elements == [1])
  }

  // MARK: - Nothing locks for good

  @Test(arguments: DismissWrite.allCases)
  func aSheetQueuedBehindACoverClosedByDismissOpens(dismissWrite: DismissWrite) {
    let cover = makeSheet()
    let sheet = makeSheet()
    cover.dismissWrite = dismissWrite
    var outcome: TransitionOutcome?
    cover.presentation.present(1)
    scheduler.advance(by: cover.animation)

    sheet.presentation.present(2, policy: .enqueue) { outcome = $0 }
    cover.dismissAction()
    settle()

    #expect(outcome == .finished(waited: true))
    #expect(sheet.onScreen == 2)
    #expect(sheet.refusals == 0)
  }

  @Test func aPresentationUIKitRefusesResetsItsBindingAndOpensLater() {
    let sheet = makeSheet()
    var outcomes: [TransitionOutcome] = []
    chain.isMoving = true  // a UIKit presentation of someone else's is under way
    sheet.presentation.present(1) { outcomes.append($0) }
    scheduler.advance(by: sheet.presentation.timeout)
    chain.isMoving = false

    #expect(outcomes == [.dropped(.presenterBusy)])
    #expect(sheet.presentation.item == nil)
    sheet.presentation.present(1) { outcomes.append($0) }
    settle()

    #expect(outcomes == [.dropped(.presenterBusy), .finished(waited: false)])
    #expect(sheet.onScreen == 1)
  }

  @Test(arguments: HostGoneWrite.allCases)
  func closingAnOuterSheetUnderANestedOneLetsTheNextRootSheetOpen(hostGoneWrite: HostGoneWrite) {
    let outer = makeSheet()
    let nested = makeSheet(over: outer)
    let next = makeSheet()
    nested.hostGoneWrite = hostGoneWrite
    var outcome: TransitionOutcome?
    outer.presentation.present(1)
    scheduler.advance(by: outer.animation)
    nested.presentation.present(2)
    scheduler.advance(by: nested.animation)
    #expect(nested.onScreen == 2)

    next.presentation.present(3, policy: .enqueue) { outcome = $0 }
    outer.presentation.dismiss()
    settle()

    #expect(outcome == .finished(waited: true))
    #expect(next.onScreen == 3)
    #expect(nested.presentation.item == nil)
  }

  @Test func aStackThatLeftTheScreenWithdrawsItsWaitingPushes() {
    let stack = makeStack(probe: false)
    stack.path.stackAdopted()
    stack.path.stackAppeared()
    var outcomes: [TransitionOutcome] = []
    stack.path.append(1) { outcomes.append($0) }
    stack.path.append(2, policy: .enqueue) { outcomes.append($0) }
    stack.path.append(3, policy: .enqueue) { outcomes.append($0) }

    stack.path.stackLeftScreen()  // its tab was switched away
    settle()

    #expect(outcomes == [.dropped(.withdrawn), .dropped(.withdrawn), .finished(waited: false)])
    #expect(stack.path.elements == [1])
    #expect(stack.path.serializer.running == nil)
  }

  // MARK: - User pops

  @Test(arguments: UserPopWrite.allCases)
  func aRowTapped100MillisecondsAfterABackPopEndedPushes(popWrite: UserPopWrite) {
    let stack = makeStack([1, 2])
    stack.popWrite = popWrite
    var outcome: TransitionOutcome?
    stack.userTapsBack()
    scheduler.advance(by: stack.animation + .milliseconds(100))
    #expect(stack.path.elements == [1])

    stack.path.append(3) { outcome = $0 }
    scheduler.advance(by: stack.animation)

    #expect(outcome == .finished(waited: false))
    #expect(stack.screens == [1, 3])
  }

  @Test(arguments: UserPopWrite.allCases)
  func anAppPushDuringTheUsersPopWaitsForIt(popWrite: UserPopWrite) {
    let stack = makeStack([1, 2])
    stack.popWrite = popWrite
    var outcome: TransitionOutcome?
    stack.userTapsBack()
    scheduler.advance(by: .milliseconds(100))

    stack.path.append(3, policy: .enqueue) { outcome = $0 }
    scheduler.advance(by: .milliseconds(100))
    #expect(!stack.path.elements.contains(3))
    settle()

    #expect(outcome == .finished(waited: true))
    #expect(stack.screens == [1, 3])
    #expect(stack.path.elements == [1, 3])
  }

  @Test(arguments: UserPopWrite.allCases, CancelledSwipeWrite.allCases)
  func aRowTappedRightAfterACancelledSwipePushes(popWrite: UserPopWrite, cancelled: CancelledSwipeWrite) {
    let stack = makeStack([1, 2])
    stack.popWrite = popWrite
    stack.cancelledSwipeWrite = cancelled
    var outcome: TransitionOutcome?
    stack.userSwipesBack(holding: .milliseconds(300), completes: false)
    scheduler.advance(by: .milliseconds(300 + 150 + 100))
    #expect(stack.screens == [1, 2])
    #expect(stack.path.elements == [1, 2])

    stack.path.append(3) { outcome = $0 }
    scheduler.advance(by: stack.animation)

    #expect(outcome == .finished(waited: false))
    #expect(stack.screens == [1, 2, 3])
  }

  @Test(arguments: UserPopWrite.allCases)
  func aSwipeHeldOverASecondIsNotOverlappedByAQueuedPush(popWrite: UserPopWrite) {
    let stack = makeStack([1, 2])
    stack.popWrite = popWrite
    var outcome: TransitionOutcome?
    stack.userSwipesBack(holding: .milliseconds(1500), completes: true)
    scheduler.advance(by: .milliseconds(100))

    stack.path.append(3, policy: .enqueue) { outcome = $0 }
    scheduler.advance(by: .milliseconds(1300))
    #expect(!stack.path.elements.contains(3))
    settle()

    #expect(outcome == .finished(waited: true))
    #expect(stack.screens == [1, 3])
    #expect(stack.path.elements == [1, 3])
  }

  // MARK: - onDismiss, links, deep links

  @Test(arguments: OnDismissOrder.allCases)
  func aSheetPresentedFromOnDismissOpens(order: OnDismissOrder) {
    let first = makeSheet()
    let second = makeSheet()
    first.onDismissOrder = order
    var outcome: TransitionOutcome?
    first.onDismiss = { second.presentation.present(2) { outcome = $0 } }
    first.presentation.present(1)
    scheduler.advance(by: first.animation)

    first.userSwipesDown()
    settle()

    // Either way the request waits for the swipe's hold, which only SwiftUI's write ends: a
    // report of the dismissal repeated by the `onDismiss` wrapper ends nothing.
    #expect(outcome == .finished(waited: true))
    #expect(second.onScreen == 2)
  }

  @Test func aDoubleTappedSerializedLinkPushesOnce() {
    let stack = makeStack()
    var outcomes: [TransitionOutcome] = []
    // A row's `path.append`, twice 80 ms apart.
    stack.path.append(1) { outcomes.append($0) }
    scheduler.advance(by: .milliseconds(80))
    stack.path.append(1) { outcomes.append($0) }
    settle()
    stack.path.append(1) { outcomes.append($0) }

    #expect(outcomes == [.dropped(.alreadyOnStack), .finished(waited: false), .dropped(.alreadyOnStack)])
    #expect(stack.screens == [1])
  }

  @Test func aDeepLinkSetsTheWholePathInOneTransition() {
    let stack = makeStack([1, 2])
    let log = Log()
    log.observation = stack.path.serializer.addObserver { event in
      if case .started(let ticket) = event { log.record("\(ticket.kind)") }
    }
    var outcome: TransitionOutcome?

    stack.path.replace(with: [4, 5, 6]) { outcome = $0 }
    settle()

    #expect(outcome == .finished(waited: false))
    #expect(log.entries == ["setStack"])
    #expect(stack.screens == [4, 5, 6])
  }
}
