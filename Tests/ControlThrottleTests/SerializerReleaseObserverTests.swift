import ControlThrottle
import ControlThrottleTesting
import Testing

/// Every request's one outcome reaches observers too, also when the serializer is released with
/// the request still open.
@MainActor
@Suite struct SerializerReleaseObserverTests {
  @Test func releasingTheSerializerTellsObserversThatItsOpenRequestsEnded() {
    var events: [TransitionSerializer.Event] = []
    var outcomes: [TransitionOutcome] = []
    var serializer: TransitionSerializer? = TransitionSerializer(scheduler: VirtualScheduler())
    let observation = serializer?.addObserver { events.append($0) }
    defer { observation?.cancel() }
    let running = serializer?.request(.push, start: { _ in }, completion: { outcomes.append($0) })
    let queued = serializer?.request(.pop, policy: .enqueue, start: { _ in }, completion: { outcomes.append($0) })
    serializer = nil
    #expect(outcomes == [.dropped(.hostGone), .dropped(.hostGone)])
    let ended = events.filter { if case .ended = $0 { true } else { false } }
    #expect(ended == [.ended(running!, .dropped(.hostGone)), .ended(queued!, .dropped(.hostGone))])
  }
}
