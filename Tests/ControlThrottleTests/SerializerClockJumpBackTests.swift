import ControlThrottle
import ControlThrottleTesting
import Testing

/// A clock that moved back never stretches the serializer's safety timeout by the size of the jump.
///
/// The next request (or cancellation, or interaction) that finds the clock
/// earlier than when the timeout was armed re-arms it from there, for the length it was armed for.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct SerializerClockJumpBackTests {
  let clock = JumpingScheduler(now: at(10))

  @Test func aOneSecondTimeoutFiresOneSecondAfterTheJumpIsSeen() {
    let serializer = TransitionSerializer(scheduler: clock, timeout: .seconds(1))
    var outcome: TransitionOutcome?
    serializer.request(.present, start: { _ in }, completion: { outcome = $0 })  // never finishes
    clock.jumpBack(to: at(5))
    var busy: TransitionOutcome?
    serializer.request(.push, start: { $0.finish() }, completion: { busy = $0 })
    #expect(busy == .dropped(.busy))
    clock.advance(to: at(5.999))
    #expect(outcome == nil)
    clock.advance(to: at(6))
    #expect(outcome == .timedOut(waited: false))
  }

  @Test func aTimeoutKeepsTheLengthItWasArmedFor() {
    let serializer = TransitionSerializer(scheduler: clock, timeout: .seconds(3))
    var outcome: TransitionOutcome?
    serializer.request(.push, timeout: .seconds(1), start: { _ in }, completion: { outcome = $0 })
    clock.advance(to: at(10.5))
    clock.jumpBack(to: at(2))
    #expect(serializer.cancel(TransitionTicket(id: 0, kind: .push)) == false)  // reads the clock
    clock.advance(to: at(2.999))
    #expect(outcome == nil)
    clock.advance(to: at(3))
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
