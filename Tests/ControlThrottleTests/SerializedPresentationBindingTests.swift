import ControlThrottle
import ControlThrottleTesting
import Testing

/// Sheet, cover, popover, alert and dialog bindings whose presentations and dismissals are
/// transitions of the window's serializer, driven on the virtual clock as SwiftUI and the app would.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct SerializedPresentationBindingTests {
  enum Sheet: Hashable { case compose, picker }

  let scheduler = VirtualScheduler()
  let serializer: TransitionSerializer

  init() {
    serializer = TransitionSerializer(scheduler: scheduler)
  }

  @Test func openCloseAndOpenWithin300MillisecondsEndsWithTheSheetUp() {
    let sheet = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    var outcomes: [String: TransitionOutcome] = [:]
    sheet.present(.compose) { outcomes["open"] = $0 }
    scheduler.advance(by: .milliseconds(100))
    sheet.dismiss { outcomes["close"] = $0 }
    scheduler.advance(by: .milliseconds(100))
    sheet.present(.compose) { outcomes["reopen"] = $0 }
    scheduler.advance(by: .milliseconds(100))

    #expect(sheet.item == .compose)
    sheet.transitionFinished()  // the presentation's completion

    #expect(sheet.item == .compose)
    #expect(serializer.running == nil)
    #expect(
      outcomes == [
        "open": .finished(waited: false), "close": .dropped(.withdrawn),
        "reopen": .finished(waited: true),
      ])
  }

  @Test(arguments: [TransitionPolicy.dropIfBusy, .enqueue])
  func aDoubleTapPresentsOnce(policy: TransitionPolicy) {
    let sheet = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    var outcomes: [TransitionOutcome] = []
    sheet.present(.compose, policy: policy) { outcomes.append($0) }
    sheet.present(.compose, policy: policy) { outcomes.append($0) }
    sheet.transitionFinished()
    sheet.present(.compose, policy: policy) { outcomes.append($0) }

    #expect(outcomes == [.dropped(.alreadyPresented), .finished(waited: false), .dropped(.alreadyPresented)])
    #expect(serializer.running == nil)
  }

  // Fails before presentations could be nested: the picker, presented from inside the compose
  // sheet, waited for that sheet to close (or was dropped under .dropIfBusy).
  @Test(arguments: [TransitionPolicy.dropIfBusy, .enqueue])
  func aSheetPresentedFromInsideASheetOpensWhileItsPresenterIsUp(policy: TransitionPolicy) {
    let compose = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    let picker = SerializedPresentation<Bool>(.screen, over: compose)
    let crop = SerializedPresentation<Bool>(.screen, over: picker)
    compose.present(.compose)
    compose.transitionFinished()
    var outcomes: [TransitionOutcome] = []

    picker.present(true, policy: policy) { outcomes.append($0) }
    picker.transitionFinished()
    crop.present(true, policy: policy) { outcomes.append($0) }
    crop.transitionFinished()

    #expect(picker.item == true && crop.item == true && compose.item == .compose)
    #expect(outcomes == [.finished(waited: false), .finished(waited: false)])
    #expect(picker.serializer === serializer)
  }

  @Test func aSecondRootSheetStillWaitsForTheNestedOnesPresenter() {
    let compose = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    let picker = SerializedPresentation<Bool>(.screen, over: compose)
    let settings = SerializedPresentation<Bool>(.screen, serializer: serializer)
    compose.present(.compose)
    compose.transitionFinished()
    var outcomes: [String: TransitionOutcome] = [:]

    settings.present(true) { outcomes["settings"] = $0 }
    picker.present(true) { outcomes["picker"] = $0 }
    picker.transitionFinished()
    // A sheet nested in the picker's presenter does not let a root sheet through either.
    settings.present(true) { outcomes["settings again"] = $0 }

    #expect(settings.item == nil)
    #expect(
      outcomes == [
        "settings": .dropped(.presenterBusy), "picker": .finished(waited: false),
        "settings again": .dropped(.presenterBusy),
      ])
  }

  @Test func requestsToAWindowThatWentAwayEndAsHostGone() {
    let sheet = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    let path = SerializedNavigationPath<Int>(serializer: serializer)
    var outcomes: [TransitionOutcome] = []
    path.append(1) { outcomes.append($0) }
    sheet.present(.compose, policy: .enqueue) { outcomes.append($0) }

    serializer.hostWentAway()
    path.append(2) { outcomes.append($0) }

    #expect(
      outcomes == [
        .dropped(.hostGone), .dropped(.hostGone), .dropped(.hostGone),
      ])
  }

  @Test func aSheetClosedAndOpenedAgainRightAwayOpens() {
    let sheet = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    sheet.present(.compose)
    sheet.transitionFinished()
    var reopen: TransitionOutcome?

    sheet.dismiss()
    scheduler.advance(by: .milliseconds(50))
    sheet.present(.compose) { reopen = $0 }  // under the default .dropIfBusy
    #expect(sheet.item == nil)
    sheet.transitionFinished()  // the dismissal's completion

    #expect(sheet.item == .compose)
    sheet.transitionFinished()
    #expect(reopen == .finished(waited: true))
  }

  @Test func anAlertsActionThatPresentsASheetShowsItOnceTheAlertIsGone() {
    let alert = SerializedPresentation<Bool>(.dialog, serializer: serializer)
    let sheet = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    alert.present(true)
    alert.transitionFinished()
    var outcome: TransitionOutcome?

    // The action runs, then SwiftUI writes the binding and the alert animates away.
    sheet.present(.picker) { outcome = $0 }
    alert.isPresented = false
    #expect(sheet.item == nil)
    #expect(serializer.running?.kind == .dismiss)

    alert.transitionFinished()
    #expect(sheet.item == .picker)
    sheet.transitionFinished()
    #expect(outcome == .finished(waited: true))
  }

  @Test func anAlertsDismissalThatNeverReportsCompletionReleasesTheSheetAtTheTimeout() {
    let alert = SerializedPresentation<Bool>(.dialog, serializer: serializer)
    let sheet = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    alert.present(true)
    alert.transitionFinished()
    sheet.present(.picker)
    alert.isPresented = false

    // The dismissal SwiftUI started is bounded by the alert's timeout (1 s by default).
    scheduler.advance(by: alert.timeout - .milliseconds(1))
    #expect(sheet.item == nil)
    scheduler.advance(by: .milliseconds(1))
    #expect(sheet.item == .picker)
  }

  @Test func aSecondSheetIsShownAfterTheFirstClosesUnderEnqueue() {
    let first = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    let second = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    first.present(.compose)
    first.transitionFinished()
    var outcome: TransitionOutcome?

    second.present(.picker, policy: .enqueue) { outcome = $0 }
    #expect(second.item == nil)
    first.item = nil  // swiped down: SwiftUI writes at the end of the dismissal

    #expect(second.item == .picker)
    second.transitionFinished()
    #expect(outcome == .finished(waited: false))
  }

  @Test func aSecondSheetIsDroppedUnderDropIfBusy() {
    let first = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    let second = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    first.present(.compose)
    first.transitionFinished()
    var outcome: TransitionOutcome?

    second.present(.picker) { outcome = $0 }
    first.item = nil

    #expect(outcome == .dropped(.presenterBusy))
    #expect(second.item == nil)
  }

  @Test func aDoubleDismissNeverClosesTheScreenUnderneath() {
    let path = SerializedNavigationPath<Int>([1], serializer: serializer)
    let cover = SerializedPresentation<Bool>(.screen, serializer: serializer)
    cover.present(true)
    cover.transitionFinished()
    var outcomes: [TransitionOutcome] = []

    cover.dismiss { outcomes.append($0) }
    cover.dismiss { outcomes.append($0) }
    cover.transitionFinished()
    cover.dismiss { outcomes.append($0) }

    #expect(!cover.isPresented)
    #expect(path.elements == [1])
    #expect(
      outcomes == [.dropped(.nothingToDismiss), .finished(waited: false), .dropped(.nothingToDismiss)])
  }

  @Test func aPresentationThatNeverReportsCompletionIsFreedAtTheSafetyTimeout() {
    let sheet = SerializedPresentation<Sheet>(.screen, serializer: serializer, timeout: .milliseconds(500))
    var outcome: TransitionOutcome?
    sheet.present(.compose) { outcome = $0 }

    scheduler.advance(by: .milliseconds(500))

    #expect(outcome == .timedOut(waited: false))
    #expect(serializer.running == nil)
    #expect(sheet.item == .compose)
  }

  @Test func aPresentationWhileAPushRunsWaitsOrDropsByPolicy() {
    let path = SerializedNavigationPath<Int>(serializer: serializer)
    let sheet = SerializedPresentation<Sheet>(.screen, serializer: serializer)
    var dropped: TransitionOutcome?
    var queued: TransitionOutcome?
    path.append(1)

    sheet.present(.compose) { dropped = $0 }
    #expect(dropped == .dropped(.busy))
    sheet.present(.compose, policy: .enqueue) { queued = $0 }
    #expect(sheet.item == nil)
    path.transitionFinished()

    #expect(sheet.item == .compose)
    sheet.transitionFinished()
    #expect(queued == .finished(waited: true))
  }
}
