import ControlThrottle
import Testing

/// The rules a presentation request follows, as a pure function of the presentation's own requests
/// and the window's state.
@Suite
struct PresentationRequestDecisionTests {
  typealias Decision = PresentationRequestDecision

  private func decide(
    _ target: Int?,
    policy: TransitionPolicy = .dropIfBusy,
    own: Decision.OwnRequests<Int>,
    othersShown: Bool = false,
    dialogShown: Bool = false,
    serializerDrop: TransitionOutcome.DropReason? = nil
  ) -> Decision {
    Decision.decide(
      target,
      policy: policy,
      own: own,
      othersShown: { (any: othersShown || dialogShown, dialog: dialogShown) },
      serializerDrop: { serializerDrop }
    )
  }

  @Test func aRequestWhileItsOwnWaitsReplacesItWhateverTheWindowShows() {
    #expect(decide(1, own: .waiting, othersShown: true, serializerDrop: .busy) == .replaceWaiting)
    #expect(decide(nil, own: .waiting) == .replaceWaiting)
  }

  @Test func aRequestForWhatItsRunningTransitionShowsIsDroppedAsAlreadyDone() {
    #expect(decide(1, own: .running(target: 1)) == .drop(.alreadyPresented))
    #expect(decide(nil, own: .running(target: nil)) == .drop(.nothingToDismiss))
  }

  @Test func aChangeOfMindWaitsForItsRunningTransitionUnderEitherPolicy() {
    #expect(decide(2, policy: .dropIfBusy, own: .running(target: 1), serializerDrop: .busy) == .waitForOwnTransition)
    #expect(decide(nil, policy: .enqueue, own: .running(target: 1)) == .waitForOwnTransition)
  }

  @Test func presentingWhatIsShownIsDroppedAsAlreadyPresented() {
    #expect(decide(1, own: .settled(shown: 1)) == .drop(.alreadyPresented))
  }

  @Test func dismissingWithNothingShownIsDroppedAsNothingToDismiss() {
    #expect(decide(nil, own: .settled(shown: nil)) == .drop(.nothingToDismiss))
  }

  @Test func aDismissalIgnoresTheOtherPresentations() {
    #expect(decide(nil, own: .settled(shown: 1), dialogShown: true) == .request)
  }

  @Test func anotherScreenUpDropsUnderDropIfBusyAndWaitsUnderEnqueue() {
    #expect(
      decide(1, policy: .dropIfBusy, own: .settled(shown: nil), othersShown: true)
        == .drop(.presenterBusy))
    #expect(decide(1, policy: .enqueue, own: .settled(shown: nil), othersShown: true) == .waitForOtherPresentation)
  }

  @Test(arguments: [TransitionPolicy.dropIfBusy, .enqueue])
  func aDialogUpMakesARequestWaitUnderEitherPolicy(policy: TransitionPolicy) {
    #expect(decide(1, policy: policy, own: .settled(shown: nil), dialogShown: true) == .waitForOtherPresentation)
  }

  @Test func aFreeWindowTakesTheRequestUnlessTheSerializerWouldDropIt() {
    #expect(decide(1, own: .settled(shown: nil)) == .request)
    #expect(decide(1, own: .settled(shown: 2)) == .request)
    #expect(decide(1, own: .settled(shown: nil), serializerDrop: .busy) == .drop(.busy))
    #expect(decide(nil, own: .settled(shown: 1), serializerDrop: .hostGone) == .drop(.hostGone))
  }

  @Test func theWindowIsNotReadWhenTheOwnRequestsDecide() {
    let decision = Decision.decide(
      1,
      policy: .dropIfBusy,
      own: Decision.OwnRequests<Int>.running(target: 2),
      othersShown: {
        Issue.record("read the other presentations")
        return (any: false, dialog: false)
      },
      serializerDrop: {
        Issue.record("read the serializer")
        return nil
      }
    )
    #expect(decision == .waitForOwnTransition)
  }
}
