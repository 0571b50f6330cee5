import ControlThrottle
import ControlThrottleTesting
import Testing

/// Follow-ups run right after the transition they come from, before the queue, whatever their
/// policy; a transition finished from inside its framework's callbacks hands the host over on the
/// next turn; transitions the framework starts itself hold the host.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct TransitionSerializerFollowUpTests {
  let scheduler = VirtualScheduler()
  let log = OutcomeLog()

  private func makeSerializer() -> TransitionSerializer {
    TransitionSerializer(scheduler: scheduler, timeout: .seconds(3))
  }

  @Test func aRequestMadeWhileATransitionStartsRunsAfterItWhateverItsPolicy() {
    let serializer = makeSerializer()
    var first: TransitionHandle?
    var second: TransitionHandle?
    serializer.request(.present) { handle in
      first = handle
      // viewWillAppear of the screen being presented asks for the next one.
      serializer.request(.push, policy: .dropIfBusy) {
        second = $0
      } completion: {
        self.log.callback("push")($0)
      }
    } completion: {
      self.log.callback("present")($0)
    }

    #expect(serializer.queued.map(\.kind) == [.push])
    #expect(second == nil)
    first?.finish()

    #expect(log.outcome("present") == .finished(waited: false))
    #expect(second != nil)
    second?.finish()
    #expect(log.outcome("push") == .finished(waited: true))
  }

  @Test func followUpsRunBeforeTheQueueInRequestOrder() {
    let serializer = makeSerializer()
    var handles: [String: TransitionHandle] = [:]
    serializer.request(.present) { handles["present"] = $0 }
    serializer.request(.push, policy: .enqueue) {
      handles["queued"] = $0
    } completion: {
      self.log.callback("queued")($0)
    }
    serializer.request(.push, isFollowUp: true) {
      handles["one"] = $0
    } completion: {
      self.log.callback("one")($0)
    }
    serializer.request(.dismiss, isFollowUp: true) {
      handles["two"] = $0
    } completion: {
      self.log.callback("two")($0)
    }

    handles["present"]?.finish()
    handles["one"]?.finish()
    handles["two"]?.finish()
    handles["queued"]?.finish()

    #expect(log.order == ["one", "two", "queued"])
    #expect(log.outcome("one") == .finished(waited: true))
  }

  @Test func aFollowUpWithNothingRunningIsAnOrdinaryRequest() {
    let serializer = makeSerializer()
    serializer.request(.push, isFollowUp: true) {
      $0.finish()
    } completion: {
      self.log.callback("push")($0)
    }
    #expect(log.outcome("push") == .finished(waited: false))
  }

  @Test func aHandedOffFinishStartsTheNextTransitionOnTheNextTurn() {
    let serializer = makeSerializer()
    var handle: TransitionHandle?
    serializer.request(.push) {
      handle = $0
    } completion: {
      self.log.callback("push")($0)
    }
    serializer.request(.pop, policy: .enqueue) {
      $0.finish()
    } completion: {
      self.log.callback("queued")($0)
    }

    handle?.finishHandingOff()
    #expect(log.outcome("push") == .finished(waited: false))
    #expect(serializer.isBusy && serializer.running == nil)
    // didShow, after the coordinator's completion, asks for another push with the default policy.
    serializer.request(.push) {
      $0.finish()
    } completion: {
      self.log.callback("didShow")($0)
    }
    #expect(log.outcome("didShow") == nil)

    scheduler.advance(by: .zero)
    #expect(log.order == ["push", "didShow", "queued"])
    #expect(!serializer.isBusy)
  }

  @Test func aHandOffIsCancelledWithTheHost() {
    let serializer = makeSerializer()
    var handle: TransitionHandle?
    serializer.request(.push) { handle = $0 }
    handle?.finishHandingOff()
    serializer.request(.push) { _ in
    } completion: {
      self.log.callback("followUp")($0)
    }
    serializer.hostWentAway()
    scheduler.advance(by: .zero)
    #expect(log.outcome("followUp") == .dropped(.hostGone))
  }

  @Test func aTransitionTheFrameworkStartsHoldsTheHostUnderTheFinger() throws {
    let serializer = makeSerializer()
    var events: [TransitionSerializer.Event] = []
    let observation = serializer.addObserver { events.append($0) }
    defer { observation.cancel() }
    let handle = try #require(serializer.beginHostTransition(.dismiss))
    #expect(serializer.beginHostTransition(.dismiss) == nil)
    handle.interactionBegan()

    serializer.request(.present) { _ in
    } completion: {
      self.log.callback("dropped")($0)
    }
    serializer.request(.present, policy: .enqueue) {
      $0.finish()
    } completion: {
      self.log.callback("waits")($0)
    }
    scheduler.advance(by: .seconds(30))
    #expect(serializer.running == handle.ticket)
    handle.interactionEnded()
    handle.finish(cancelled: true)

    #expect(log.outcome("dropped") == .dropped(.busy))
    #expect(log.outcome("waits") == .finished(waited: true))
    #expect(events.first == .started(handle.ticket))
    #expect(events.contains(.ended(handle.ticket, .cancelled(waited: false))))
  }

  @Test func aFrameworkTransitionWithoutAnEndTimesOut() throws {
    let serializer = makeSerializer()
    let handle = try #require(serializer.beginHostTransition(.dismiss))
    scheduler.advance(by: .seconds(3))
    #expect(serializer.running == nil)
    #expect(!handle.finish())
  }

  @Test func theRequestOriginTellsAFollowUpFromASecondTap() {
    let fromDestination = TransitionRequestOrigin(
      isInsideDestination: true, isFromRunningHost: false, hostReportsNoTransition: false)
    let secondTap = TransitionRequestOrigin(
      isInsideDestination: false, isFromRunningHost: true, hostReportsNoTransition: false)
    let didShow = TransitionRequestOrigin(
      isInsideDestination: false, isFromRunningHost: true, hostReportsNoTransition: true)
    let elsewhere = TransitionRequestOrigin(
      isInsideDestination: false, isFromRunningHost: false, hostReportsNoTransition: true)
    #expect(fromDestination.isFollowUp && didShow.isFollowUp)
    #expect(!secondTap.isFollowUp && !elsewhere.isFollowUp)
  }
}
