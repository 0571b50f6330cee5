import ControlThrottle
import ControlThrottleTesting
import Testing

/// A request that `validate` refuses gets its one outcome and lets go of its work at once: its
/// `start` closure, and the screen it would have presented, are not kept for the serializer's
/// lifetime.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct RefusedTransitionReleaseTests {
  final class Screen {}

  let scheduler = VirtualScheduler()

  @Test func aRequestRefusedAsItWouldStartReleasesWhatItsStartCaptured() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    var outcome: TransitionOutcome?
    weak var released: Screen?
    do {
      let screen = Screen()
      released = screen
      serializer.request(
        .present, validate: { .targetGone }, start: { _ in _ = screen }, completion: { outcome = $0 })
    }
    #expect(outcome == .dropped(.targetGone))
    #expect(released == nil)
  }

  @Test func aQueuedRequestRefusedWhenItsTurnComesReleasesWhatItsStartCaptured() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    var running: TransitionHandle?
    serializer.request(.push, start: { running = $0 })
    var outcome: TransitionOutcome?
    weak var released: Screen?
    do {
      let screen = Screen()
      released = screen
      serializer.request(
        .present, policy: .enqueue, validate: { .notInWindow }, start: { _ in _ = screen },
        completion: { outcome = $0 })
    }
    #expect(released != nil)  // waiting: its work is still needed
    running?.finish()
    #expect(outcome == .dropped(.notInWindow))
    #expect(released == nil)
    #expect(serializer.running == nil)
  }
}
