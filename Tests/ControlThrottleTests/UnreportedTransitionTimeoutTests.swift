import ControlThrottle
import ControlThrottleTesting
import Testing

/// A transition the platform did not report by its timeout is undone only when the platform says
/// the screen does not show it: a push UIKit ran without a transition coordinator, or a
/// presentation slower than the timeout, is on screen.
@MainActor
@Suite struct UnreportedTransitionTimeoutTests {
  let scheduler = VirtualScheduler()

  @Test func aPushNoOneReportedStaysOnThePathWhenTheScreenCountIsUnknown() {
    let path = SerializedNavigationPath<Int>(
      serializer: TransitionSerializer(scheduler: scheduler, timeout: .seconds(1)))
    path.platformReportsEnds()
    var outcome: TransitionOutcome?
    path.append(1) { outcome = $0 }

    scheduler.advance(by: .seconds(2))

    #expect(path.elements == [1])
    #expect(outcome == .timedOut(waited: false))
  }

  /// The platform's screen count is the evidence: a push it does not show goes, one it shows stays.
  @Test(arguments: [0, 1])
  func anUnreportedPushGoesOnlyWhenTheScreenDoesNotShowIt(screens: Int) {
    let path = SerializedNavigationPath<Int>(
      serializer: TransitionSerializer(scheduler: scheduler, timeout: .seconds(1)))
    path.platformReportsEnds { screens }
    path.append(1)

    scheduler.advance(by: .seconds(2))

    #expect(path.elements == (screens == 0 ? [] : [1]))
  }

  /// Whether UIKit presents something from the host is the evidence of a refusal: unknown, or
  /// something presented, the presentation stays up.
  @Test(arguments: [nil, true, false] as [Bool?])
  func anUnreportedPresentationIsRefusedOnlyWhenNothingIsPresentedFromItsHost(presentsFromHost: Bool?) {
    let sheet = SerializedPresentation<Int>(.screen, serializer: TransitionSerializer(scheduler: scheduler))
    sheet.platformReportsEnds { presentsFromHost }
    var outcome: TransitionOutcome?
    sheet.present(1) { outcome = $0 }

    scheduler.advance(by: .seconds(2))

    if presentsFromHost == false {
      #expect(sheet.item == nil)
      #expect(outcome == .dropped(.presenterBusy))
    } else {
      #expect(sheet.item == 1)
      #expect(outcome == .timedOut(waited: false))
    }
  }
}
