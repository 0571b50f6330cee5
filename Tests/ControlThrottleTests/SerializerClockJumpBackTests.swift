import ControlThrottle
import ControlThrottleTesting
import Testing

/// A clock that moved back by at least a safety timeout's length ends the timeout; a shorter jump
/// leaves it where it was: the backwards rule of every hold in the package (a throttle's window, a
/// gate's request).
///
/// The next request (or cancellation, or interaction) that finds the clock so far back times the
/// running transition out.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct SerializerClockJumpBackTests {
  let clock = JumpingScheduler(now: at(10))

  @Test func aJumpBackOfTheTimeoutsLengthTimesTheTransitionOutWhenSeen() {
    let serializer = TransitionSerializer(scheduler: clock, timeout: .seconds(1))
    var outcome: TransitionOutcome?
    serializer.request(.present, start: { _ in }, completion: { outcome = $0 })  // never finishes
    clock.jumpBack(to: at(9))
    #expect(outcome == nil)
    var next: TransitionOutcome?
    serializer.request(.push, start: { $0.finish() }, completion: { next = $0 })
    #expect(outcome == .timedOut(waited: false))
    #expect(next == .finished(waited: false))
  }

  @Test func aShorterJumpBackLeavesTheTimeoutWhereItWas() {
    let serializer = TransitionSerializer(scheduler: clock, timeout: .seconds(3))
    var outcome: TransitionOutcome?
    serializer.request(.push, timeout: .seconds(1), start: { _ in }, completion: { outcome = $0 })
    clock.advance(to: at(10.5))
    clock.jumpBack(to: at(9.001))
    #expect(serializer.cancel(TransitionTicket(id: 0, kind: .push)) == false)  // reads the clock
    var busy: TransitionOutcome?
    serializer.request(.push, start: { $0.finish() }, completion: { busy = $0 })
    #expect(busy == .dropped(.busy))
    clock.advance(to: at(10.999))
    #expect(outcome == nil)
    clock.advance(to: at(11))
    #expect(outcome == .timedOut(waited: false))
  }

  @Test func anInteractionSeesTheJumpToo() {
    let serializer = TransitionSerializer(scheduler: clock, timeout: .seconds(1))
    var handle: TransitionHandle?
    var outcome: TransitionOutcome?
    serializer.request(.pop, start: { handle = $0 }, completion: { outcome = $0 })
    clock.jumpBack(to: at(8))
    #expect(handle?.interactionBegan() == false)
    #expect(outcome == .timedOut(waited: false))
  }

  @Test func aClockThatOnlyMovesForwardChangesNothing() {
    let serializer = TransitionSerializer(scheduler: clock, timeout: .seconds(1))
    var outcome: TransitionOutcome?
    serializer.request(.present, start: { _ in }, completion: { outcome = $0 })
    clock.advance(to: at(10.5))
    serializer.request(.push, start: { $0.finish() })
    clock.advance(to: at(10.999))
    #expect(outcome == nil)
    clock.advance(to: at(11))
    #expect(outcome == .timedOut(waited: false))
  }
}

/// A scheduler whose clock the test moves, forwards or back, running work when its deadline is
/// reached as an absolute-deadline scheduler does (a clock-based one, for instance).
@MainActor
final class JumpingScheduler: Scheduler {
  private var instant: SchedulerInstant
  private var work: [(id: Int, deadline: SchedulerInstant, run: @MainActor () -> Void)] = []
  private var nextID = 0

  init(now: SchedulerInstant) { instant = now }

  nonisolated var now: SchedulerInstant { MainActor.assumeIsolated { instant } }

  func schedule(at deadline: SchedulerInstant, _ run: @escaping @MainActor () -> Void) -> ScheduledWork {
    nextID += 1
    let id = nextID
    work.append((id, deadline, run))
    return ScheduledWork { [weak self] in self?.work.removeAll { $0.id == id } }
  }

  /// Moves the clock forward to `target`, running the work due on the way in deadline order.
  func advance(to target: SchedulerInstant) {
    while let next = work.filter({ $0.deadline <= target }).min(by: { $0.deadline < $1.deadline }) {
      work.removeAll { $0.id == next.id }
      instant = Swift.max(instant, next.deadline)
      next.run()
    }
    instant = Swift.max(instant, target)
  }

  /// Moves the clock back to `earlier`; scheduled work keeps its deadline.
  func jumpBack(to earlier: SchedulerInstant) {
    instant = earlier
  }
}
