import ControlThrottle
import ControlThrottleTesting
import Testing

/// Per-request safety timeouts, the refusals UIKit makes for presentations, and interactive
/// transitions that hold the host while a finger is down.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct PresentationRefusalTests {
  let scheduler = VirtualScheduler()
  let log = OutcomeLog()

  private func makeSerializer() -> TransitionSerializer {
    TransitionSerializer(scheduler: scheduler, timeout: .seconds(3))
  }

  // MARK: Per-request timeouts

  @Test func aRequestsOwnTimeoutReleasesTheHostExactlyAtItsBound() {
    let serializer = makeSerializer()
    serializer.request(.present, timeout: .seconds(1), start: { _ in }, completion: log.callback("present"))
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 999_999_999))
    #expect(log.outcome("present") == nil)
    #expect(serializer.isBusy)
    scheduler.advance(by: .nanoseconds(1))
    #expect(log.outcome("present") == .timedOut(waited: false))
    #expect(!serializer.isBusy)
  }

  @Test func withoutItsOwnTimeoutARequestUsesTheSerializers() {
    let serializer = makeSerializer()
    serializer.request(.push, timeout: nil, start: { _ in }, completion: log.callback("push"))
    scheduler.advance(by: .seconds(3) - .nanoseconds(1))
    #expect(log.outcome("push") == nil)
    scheduler.advance(by: .nanoseconds(1))
    #expect(log.outcome("push") == .timedOut(waited: false))
  }

  @Test func aQueuedRequestsOwnTimeoutStartsWhenItDoes() {
    let serializer = makeSerializer()
    var first: TransitionHandle?
    serializer.request(.push, start: { first = $0 }, completion: log.callback("push"))
    serializer.request(
      .present, policy: .enqueue, timeout: .milliseconds(500), start: { _ in }, completion: log.callback("present"))
    scheduler.advance(by: .seconds(2))
    #expect(first?.finish() == true)
    scheduler.advance(by: .milliseconds(500) - .nanoseconds(1))
    #expect(log.outcome("present") == nil)
    scheduler.advance(by: .nanoseconds(1))
    #expect(log.outcome("present") == .timedOut(waited: true))
  }

  @Test func theEndOfAnInteractionRestartsTheRequestsOwnTimeout() {
    let serializer = makeSerializer()
    var handle: TransitionHandle?
    serializer.request(.pop, timeout: .seconds(1), start: { handle = $0 }, completion: log.callback("pop"))
    #expect(handle?.interactionBegan() == true)
    scheduler.advance(by: .seconds(30))
    #expect(log.outcome("pop") == nil)
    #expect(handle?.interactionEnded() == true)
    scheduler.advance(by: .seconds(1) - .nanoseconds(1))
    #expect(log.outcome("pop") == nil)
    scheduler.advance(by: .nanoseconds(1))
    #expect(log.outcome("pop") == .timedOut(waited: false))
  }

  @Test func performPassesItsTimeoutOn() async {
    let serializer = makeSerializer()
    var heldUntilTheBound = false
    let outcome = await serializer.perform(.dismiss, timeout: .seconds(1)) { _ in
      self.scheduler.advance(by: .seconds(1) - .nanoseconds(1))
      heldUntilTheBound = serializer.running != nil
      self.scheduler.advance(by: .nanoseconds(1))
    }
    #expect(heldUntilTheBound)
    #expect(outcome == .timedOut(waited: false))
  }

  @Test func presentationsGetAShortBound() {
    #expect(TransitionSerializer.presentationTimeout == .seconds(1))
    #expect(TransitionSerializer.presentationTimeout < TransitionSerializer.maximumTimeout)
  }

  @Test func aZeroRequestTimeoutIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = TransitionSerializer().request(.present, timeout: .zero, start: { _ in })
      }
    }
    #expect(standardError(of: result).contains("TransitionSerializer.request timeout must be greater than zero"))
  }

  @Test func anAbsurdRequestTimeoutIsAPreconditionFailure() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = TransitionSerializer().request(.present, timeout: .seconds(61), start: { _ in })
      }
    }
    #expect(standardError(of: result).contains("at most 60.0 seconds, got 61.0 seconds"))
  }

  // MARK: Interactive transitions

  @Test func anInteractiveTransitionHoldsTheHostUntilTheFingerLifts() {
    let serializer = makeSerializer()
    var handle: TransitionHandle?
    serializer.request(.pop, start: { handle = $0 }, completion: log.callback("pop"))
    #expect(handle?.transitionBegan(interactive: true) == true)
    scheduler.advance(by: .seconds(10))  // the finger rests
    #expect(log.outcome("pop") == nil)
    #expect(handle?.interactionChanged(interactive: false) == true)
    scheduler.advance(by: .milliseconds(200))
    #expect(handle?.finish(cancelled: true) == true)
    #expect(log.outcome("pop") == .cancelled(waited: false))
  }

  @Test func anInteractiveTransitionIsStillBoundedByTheMaximumTimeout() {
    let serializer = makeSerializer()
    var handle: TransitionHandle?
    serializer.request(.pop, start: { handle = $0 }, completion: log.callback("pop"))
    handle?.transitionBegan(interactive: true)
    scheduler.advance(by: TransitionSerializer.maximumTimeout - .nanoseconds(1))
    #expect(log.outcome("pop") == nil)
    scheduler.advance(by: .nanoseconds(1))
    #expect(log.outcome("pop") == .timedOut(waited: false))
  }

  @Test func aTransitionThatBeganAnimatedKeepsItsTimeout() {
    let serializer = makeSerializer()
    var handle: TransitionHandle?
    serializer.request(.push, start: { handle = $0 }, completion: log.callback("push"))
    scheduler.advance(by: .seconds(1))
    #expect(handle?.transitionBegan(interactive: false) == true)
    scheduler.advance(by: .seconds(2))
    #expect(log.outcome("push") == .timedOut(waited: false))
    #expect(handle?.transitionBegan(interactive: false) == false)
    #expect(handle?.transitionBegan(interactive: true) == false)
  }

  @Test func becomingInteractiveAgainSuspendsTheTimeoutAgain() {
    let serializer = makeSerializer()
    var handle: TransitionHandle?
    serializer.request(.pop, start: { handle = $0 }, completion: log.callback("pop"))
    handle?.transitionBegan(interactive: true)
    handle?.interactionChanged(interactive: false)
    scheduler.advance(by: .seconds(2))
    #expect(handle?.interactionChanged(interactive: true) == true)
    scheduler.advance(by: .seconds(10))
    #expect(log.outcome("pop") == nil)
    #expect(handle?.finish() == true)
    #expect(log.outcome("pop") == .finished(waited: false))
  }

  // MARK: What UIKit refuses

  @Test(arguments: [
    (PresentationCheck(isInWindow: true), TransitionOutcome.DropReason?.none),
    (PresentationCheck(isInWindow: false), .notInWindow),
    (PresentationCheck(isInWindow: false, isPresenting: true), .notInWindow),
    (PresentationCheck(isInWindow: true, isPresenting: true), .presenterBusy),
    (PresentationCheck(isInWindow: true, isPresented: true), nil),
    (PresentationCheck(isInWindow: true, isPresented: true, isBeingPresented: true), .presenterBusy),
    (PresentationCheck(isInWindow: true, isPresented: true, isBeingDismissed: true), .presenterBusy),
    (PresentationCheck(isInWindow: true, isPresenting: true, presentedIsBeingPresented: true), .presenterBusy),
    (PresentationCheck(isInWindow: true, isPresenting: true, presentedIsBeingDismissed: true), .presenterBusy),
    (PresentationCheck(isInWindow: true, targetIsPresented: true), .alreadyPresented),
    (PresentationCheck(isInWindow: false, isPresenting: true, targetIsPresented: true), .alreadyPresented),
  ])
  func presentationRefusals(check: PresentationCheck, reason: TransitionOutcome.DropReason?) {
    #expect(check.dropReason(for: .present) == reason)
  }

  @Test(arguments: [
    (PresentationCheck(isInWindow: true), TransitionOutcome.DropReason?.some(.nothingToDismiss)),
    (PresentationCheck(isInWindow: true, isPresenting: true), nil),
    (PresentationCheck(isInWindow: true, isPresented: true), nil),
    (PresentationCheck(isInWindow: false, isPresented: true), nil),
    (PresentationCheck(isInWindow: true, isPresenting: true, presentedIsBeingPresented: true), .presenterBusy),
    (PresentationCheck(isInWindow: true, isPresenting: true, presentedIsBeingDismissed: true), .presenterBusy),
    (PresentationCheck(isInWindow: true, isPresented: true, isBeingPresented: true), .presenterBusy),
    (PresentationCheck(isInWindow: true, isPresented: true, isBeingDismissed: true), .presenterBusy),
  ])
  func dismissalRefusals(check: PresentationCheck, reason: TransitionOutcome.DropReason?) {
    #expect(check.dropReason(for: .dismiss) == reason)
  }

  @Test(arguments: [
    (PushCheck(isOnStack: false), TransitionOutcome.DropReason?.none),
    (PushCheck(isOnStack: true), .alreadyOnStack),
    (PushCheck(isOnStack: false, isBeingPushed: true), .alreadyOnStack),
  ])
  func pushRefusals(check: PushCheck, reason: TransitionOutcome.DropReason?) {
    #expect(check.dropReason == reason)
  }

  @Test(arguments: [TransitionKind.push, .pop, .popTo, .popToRoot, .setStack])
  func navigationIsNeverAPresentationRefusal(kind: TransitionKind) {
    let busiest = PresentationCheck(
      isInWindow: false, isPresenting: true, isPresented: true, isBeingPresented: true, isBeingDismissed: true,
      presentedIsBeingPresented: true, presentedIsBeingDismissed: true)
    #expect(busiest.dropReason(for: kind) == nil)
  }

  @Test func aRefusedRequestIsDroppedAtOnceWithoutTakingTheHost() {
    let serializer = makeSerializer()
    var started = false
    let check = PresentationCheck(isInWindow: true, isPresenting: true)
    serializer.request(
      .present, validate: { check.dropReason(for: .present) }, start: { _ in started = true },
      completion: log.callback("present"))
    #expect(!started)
    #expect(log.outcome("present") == .dropped(.presenterBusy))
    #expect(!serializer.isBusy)
    #expect(scheduler.pendingWorkCount == 0)
  }

  // MARK: Validation order

  final class Host {
    var window: AnyObject?
    var refusal: TransitionOutcome.DropReason?
    var hasTarget = true
  }

  @Test func validationChecksTheWindowThenTheRefusalThenTheTarget() {
    let window = Host()
    let host = Host()
    host.window = window
    let target = Host()
    let validation = TransitionValidation(
      host: host, window: { $0.window }, target: target, targetIsValid: { host, _ in host.hasTarget },
      refusal: { $0.refusal })
    #expect(validation.dropReason() == nil)
    host.hasTarget = false
    #expect(validation.dropReason() == .targetGone)
    host.refusal = .presenterBusy
    #expect(validation.dropReason() == .presenterBusy)
    host.window = nil
    #expect(validation.dropReason() == .notInWindow)
  }

  @Test func aRefusalIsCheckedForAHostThatWasNeverInAWindow() {
    let host = Host()
    let validation = TransitionValidation(
      host: host, window: { $0.window },
      refusal: { PresentationCheck(isInWindow: $0.window != nil).dropReason(for: .present) })
    #expect(validation.dropReason() == .notInWindow)
    host.window = Host()
    #expect(validation.dropReason() == nil)
  }
}
