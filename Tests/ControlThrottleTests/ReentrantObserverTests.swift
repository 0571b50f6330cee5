import ControlThrottle
import ControlThrottleTesting
import Testing

/// Observers that act from their own callbacks: every observer still hears each event in order,
/// one at a time, and nothing an observer starts is lost.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct ReentrantObserverTests {
  let scheduler = VirtualScheduler()

  // MARK: The interaction gate

  @Test func aBlockMadeFromABlockingEndedObserverIsAnnouncedAsEnded() {
    let gate = InteractionGate(scheduler: scheduler)
    var blockedAgain = false
    let observation = gate.addObserver { event in
      if case .blockingEnded = event, !blockedAgain {
        blockedAgain = true
        gate.block(.touches, for: .seconds(1))
      }
    }
    defer { observation.cancel() }
    var heard: [InteractionGate.Event] = []
    let secondObservation = gate.addObserver { heard.append($0) }
    defer { secondObservation.cancel() }

    gate.block(.touches, for: .seconds(1))
    scheduler.advance(by: .seconds(1))
    #expect(gate.isBlocked(.touches))
    scheduler.advance(by: .seconds(1))

    #expect(!gate.isBlocked(.touches))
    #expect(
      heard == [
        .blockingBegan(.touches), .blockingEnded(.touches), .blockingBegan(.touches), .blockingEnded(.touches),
      ])
  }

  @Test func aBlockMadeWhenAnotherBeginsIsHeardAfterItByTheOthers() {
    let gate = InteractionGate(scheduler: scheduler)
    let observation = gate.addObserver { event in
      if event == .blockingBegan(.motion) { gate.block(.touches, for: .seconds(2)) }
    }
    defer { observation.cancel() }
    var heard: [InteractionGate.Event] = []
    let secondObservation = gate.addObserver { heard.append($0) }
    defer { secondObservation.cancel() }

    gate.block(.motion, for: .seconds(1))
    scheduler.advance(by: .seconds(3))

    #expect(
      heard == [
        .blockingBegan(.motion), .blockingBegan(.touches), .blockingEnded(.motion), .blockingEnded(.touches),
      ])
  }

  // Fails before the fix: the late observer was told the touches block twice, once as part of
  // what was blocked when it joined and again when the waiting announcement reached it, so a
  // begin/end counter never came back to zero.
  @Test func anObserverAddedFromAnotherObserverHearsEachBeginOnce() {
    let gate = InteractionGate(scheduler: scheduler)
    var heard: [InteractionGate.Event] = []
    var lateObservation: ObserverToken?
    let observation = gate.addObserver { event in
      guard event == .blockingBegan(.motion) else { return }
      gate.block(.touches, for: .seconds(2))
      lateObservation = gate.addObserver { heard.append($0) }
    }
    defer { observation.cancel() }
    defer { lateObservation?.cancel() }

    gate.block(.motion, for: .seconds(1))
    scheduler.advance(by: .seconds(3))

    #expect(heard == [.blockingBegan([.motion, .touches]), .blockingEnded(.motion), .blockingEnded(.touches)])
  }

  // MARK: The transition serializer

  @Test(arguments: [false, true])
  func theDocumentedChainIsHeardOneTransitionAtATime(finishesInsideStart: Bool) {
    let serializer = TransitionSerializer(scheduler: scheduler)
    var heard: [String] = []
    let observation = serializer.addObserver { event in
      switch event {
      case .started(let ticket): heard.append("started \(ticket.kind)")
      case .enqueued(let ticket): heard.append("enqueued \(ticket.kind)")
      case .ended(let ticket, _): heard.append("ended \(ticket.kind)")
      }
    }
    defer { observation.cancel() }
    var push: TransitionHandle?

    serializer.request(.push) { handle in
      if finishesInsideStart { handle.finish() } else { push = handle }
    } completion: { _ in
      serializer.request(.present) { $0.finish() }
    }
    push?.finish()

    // Finished inside its own start, the push's follow-up waits for the start to return.
    let enqueued = finishesInsideStart ? ["enqueued present"] : []
    #expect(heard == ["started push", "ended push"] + enqueued + ["started present", "ended present"])
  }

  @Test func anObserverThatFinishesATransitionWhenItStartsIsHeardInOrderByTheOthers() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    let observation = serializer.addObserver { [weak serializer] event in
      if case .started(let ticket) = event { serializer?.finish(ticket) }
    }
    defer { observation.cancel() }
    var heard: [TransitionSerializer.Event] = []
    let secondObservation = serializer.addObserver { heard.append($0) }
    defer { secondObservation.cancel() }
    var started = false

    let ticket = serializer.request(.push) { _ in started = true }

    #expect(heard == [.started(ticket), .ended(ticket, .finished(waited: false))])
    #expect(!started)
  }

  // MARK: What no test noticed

  @Test func anInteractionThatBeginsLateIsBoundedFromTheTransitionsStart() {
    let serializer = TransitionSerializer(scheduler: scheduler, timeout: .seconds(3))
    var handle: TransitionHandle?
    var outcome: TransitionOutcome?
    serializer.request(.pop, start: { handle = $0 }, completion: { outcome = $0 })
    scheduler.advance(by: .seconds(2))
    #expect(handle?.interactionBegan() == true)

    scheduler.advance(by: TransitionSerializer.maximumTimeout - .seconds(2) - .nanoseconds(1))
    #expect(outcome == nil)
    scheduler.advance(by: .nanoseconds(1))
    #expect(outcome == .timedOut(waited: false))
  }

  @Test func aRequestCancelledWhileQueuedReleasesItsClosures() {
    final class Screen {}
    let serializer = TransitionSerializer(scheduler: scheduler)
    weak var released: Screen?
    serializer.request(.push) { _ in }
    let ticket: TransitionTicket = {
      let screen = Screen()
      released = screen
      return serializer.request(
        .present, policy: .enqueue,
        validate: {
          _ = screen
          return nil
        }
      ) { _ in
        _ = screen
      } completion: { _ in
        _ = screen
      }
    }()
    #expect(released != nil)

    #expect(serializer.cancel(ticket))

    #expect(released == nil)
  }
}
