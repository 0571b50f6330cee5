import ControlThrottle
import ControlThrottleTesting
import Testing

/// Two callers that both find the window expired (or never armed) before either claims it run the
/// closure once: the claim is a compare-and-exchange, and the loser decides again on the winner's
/// instant.
///
/// Deterministic without threads or hooks in the product: a clock read of the first caller, which
/// follows its load of the window, makes the second call, so both loads happen before either claim.
@Suite(.timeLimit(.minutes(1))) struct ThrottledActionClaimTests {
  @Test func twoCallersThatBothReadAnExpiredWindowRunTheClosureOnce() {
    let clock = InterleavingScheduler(now: at(0))
    let counter = Counter()
    let action = ThrottledAction(interval: .seconds(1), scheduler: clock) { counter.increment() }
    #expect(action() == .accepted)
    clock.now = at(2)  // the window expired
    var second: ThrottleDecision?
    // The first caller's only read, on the inline path, between its load and its claim.
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
    // A first call takes the general path: its second read falls between its load and its claim.
    clock.interleave(atRead: 2) { second = action() }
    let first = action()
    #expect(second == .accepted)
    #expect(first == .dropped(.insideInterval(remaining: .seconds(1))))
    #expect(counter.value == 1)
  }
}

/// A scheduler that runs a closure at the start of a chosen clock read, standing in for another
/// thread that reads and claims the window between a caller's load and its claim.
final class InterleavingScheduler: Scheduler, @unchecked Sendable {
  // Sendable: the state is only touched under `lock`; the tests call from one thread.
  private let lock = Lock()
  private var instant: SchedulerInstant
  private var readsLeft = 0
  private var pending: (() -> Void)?

  init(now: SchedulerInstant) { instant = now }

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

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork(onCancel: {})
  }
}
