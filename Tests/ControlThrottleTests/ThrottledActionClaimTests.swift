import ControlThrottle
import ControlThrottleTesting
import Testing

/// Two callers that both read the clock before either claims the window run the closure once: the
/// window is decided and claimed in one critical section, and the caller whose instant is older than
/// the window the other armed meanwhile is inside it (the backwards rule).
///
/// Deterministic without threads or hooks in the product: a clock read of the first caller, made
/// before it decides, makes the second call, so both instants are read before either claim.
@Suite(.timeLimit(.minutes(3))) struct ThrottledActionClaimTests {
  @Test func twoCallersThatBothReadAnExpiredWindowRunTheClosureOnce() {
    let clock = InterleavingScheduler(now: at(0))
    let counter = Counter()
    let action = ThrottledAction(interval: .seconds(1), scheduler: clock) { counter.increment() }
    #expect(action() == .accepted)
    clock.now = at(2)  // the window expired
    var second: ThrottleDecision?
    // The first caller's only read, between its load and its claim.
    clock.interleave(atRead: 1) { second = action() }
    let first = action()
    #expect(second == .accepted)
    #expect(first == .dropped(.insideInterval(remaining: .seconds(1))))
    #expect(counter.value == 2)
  }

  @Test func twoFirstCallersThatBothReadAnOpenWindowRunTheClosureOnce() {
    let clock = InterleavingScheduler(now: at(1))
    let counter = Counter()
    let action = ThrottledAction(interval: .seconds(1), scheduler: clock) { counter.increment() }
    var second: ThrottleDecision?
    // The first caller's only read, between its load and its claim.
    clock.interleave(atRead: 1) { second = action() }
    let first = action()
    #expect(second == .accepted)
    #expect(first == .dropped(.insideInterval(remaining: .seconds(1))))
    #expect(counter.value == 1)
  }

  // MARK: Group members

  // Fails when a grouped call reads the clock again after deciding the group's common drop (two
  // reads for every accepted call): on the system clock the second read costs as much as the rest
  // of the decision.
  @Test func aGroupedCallReadsTheClockOnceWhetherTheGroupAcceptsOrDropsIt() {
    let clock = InterleavingScheduler(now: at(1))
    let group = ThrottleGroup(interval: .seconds(1))
    let pay = ThrottledAction(interval: .zero, group: group, scheduler: clock) {}
    let cancel = ThrottledAction(interval: .seconds(1), group: group, scheduler: clock) {}
    #expect(pay() == .accepted)
    #expect(clock.reads == 1)
    #expect(cancel() == .dropped(.insideGroupWindow(remaining: .seconds(1), heldBy: ObjectIdentifier(pay))))
    #expect(clock.reads == 2)
    clock.now = at(2)
    #expect(cancel() == .accepted)
    #expect(clock.reads == 3)
  }

  // The loser meets the closure's own window first, armed by the winner, and reports it as a call
  // made after the winner's would.
  @Test func twoCallsOfAGroupedClosureInOneInstantRunItOnceAndItsOwnWindowHoldsTheLoser() {
    let clock = InterleavingScheduler(now: at(1))
    let counter = Counter()
    let group = ThrottleGroup(interval: .seconds(1))
    let action = ThrottledAction(interval: .seconds(1), group: group, scheduler: clock) { counter.increment() }
    var second: ThrottleDecision?
    // The first caller's only read, between its loads and its claim of the group.
    clock.interleave(atRead: 1) { second = action() }
    let first = action()
    #expect(second == .accepted)
    #expect(first == .dropped(.insideInterval(remaining: .seconds(1))))
    #expect(counter.value == 1)
    #expect(group.holder == ObjectIdentifier(action))
  }

  // The group passes both calls (it holds nothing), so only the closure's own window tells them
  // apart, each call reading the clock once. A loser that retried would read it again: a reset at
  // the thousandth read ends a retry that would spin forever, so that the test fails instead of
  // hanging.
  @Test func twoCallsOfAClosureInAGroupThatHoldsNothingRunItOnce() {
    let clock = InterleavingScheduler(now: at(1))
    let counter = Counter()
    let action = ThrottledAction(interval: .seconds(1), group: ThrottleGroup(interval: .zero), scheduler: clock) {
      counter.increment()
    }
    var second: ThrottleDecision?
    clock.interleave(atRead: 1) { second = action() }
    clock.release(atReadInAll: 1_000) { [weak action] in action?.reset() }
    let first = action()
    #expect(second == .accepted)
    #expect(first == .dropped(.insideInterval(remaining: .seconds(1))))
    #expect(counter.value == 1)
    #expect(clock.reads == 2)
  }

  // A call that loses its own window to another call of the same closure holds no group window: the
  // group's other members are not held by a call that never ran. As above, a reset at the
  // thousandth read frees a loser that would retry forever on the window it lost on.
  @Test func aCallThatLosesItsOwnWindowAfterClaimingTheGroupGivesTheGroupBack() {
    let clock = InterleavingScheduler(now: at(1))
    let group = ThrottleGroup(interval: .seconds(1))
    let pay = ThrottledAction(interval: .seconds(2), group: group, scheduler: clock) {}
    let cancel = ThrottledAction(interval: .zero, group: group, scheduler: clock) {}
    var second: ThrottleDecision?
    // Another call of `pay` claims both windows, and the group is reset before the first call
    // claims it: the first call then passes the group and loses only its own exchange.
    clock.interleave(atRead: 1) {
      second = pay()
      group.reset()
    }
    clock.release(atReadInAll: 1_000) { [weak pay] in pay?.reset() }
    let first = pay()
    #expect(second == .accepted)
    #expect(first == .dropped(.insideInterval(remaining: .seconds(2))))
    #expect(cancel() == .accepted)
  }
}

/// A scheduler that runs a closure at the start of a chosen clock read, standing in for another
/// thread that reads and claims the window between a caller's load and its claim.
final class InterleavingScheduler: Scheduler, @unchecked Sendable {
  // Sendable: the state is only touched under `lock`; the tests call from one thread.
  private let lock = LockedBox<Void>()
  private var instant: SchedulerInstant
  private var readsLeft = 0
  private var pending: (() -> Void)?
  private var readCount = 0
  private var releaseAt = 0
  private var release: (() -> Void)?

  init(now: SchedulerInstant) { instant = now }

  /// Runs `body` once, at the start of the `read`-th read of ``now`` in all.
  ///
  /// A way out for a caller that would otherwise read the clock forever, so that its test fails
  /// instead of hanging. The scheduler keeps `body` until then, so `body` captures the throttle
  /// weakly: the throttle holds the scheduler.
  func release(atReadInAll read: Int, _ body: @escaping () -> Void) {
    lock.withLock {
      releaseAt = read
      release = body
    }
  }

  /// Runs `body` once, at the start of the `read`-th read of ``now`` from here (1: the next).
  func interleave(atRead read: Int, _ body: @escaping () -> Void) {
    lock.withLock {
      readsLeft = read
      pending = body
    }
  }

  var now: SchedulerInstant {
    get {
      let interleaved: (() -> Void)? = lock.withLock {
        readCount += 1
        if readCount == releaseAt, let body = release {
          release = nil
          return body
        }
        guard pending != nil else { return nil }
        readsLeft -= 1
        guard readsLeft == 0 else { return nil }
        defer { pending = nil }
        return pending
      }
      interleaved?()
      return lock.withLock { instant }
    }
    set { lock.withLock { instant = newValue } }
  }

  /// How many times ``now`` was read, interleaved reads included.
  var reads: Int { lock.withLock { readCount } }

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork(onCancel: {})
  }
}
