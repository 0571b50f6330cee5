import ControlThrottle
import Testing

/// One call repeated 1,000 times after one setup, to count the code each call runs.
///
/// Every line run at least 1,000 times is that call's. See the UIKit tests' suite of the same name
/// for taps.
@Suite struct CodeWalkTests {
  static let calls = 1_000

  @Test func acceptedThrottledActionCall() {
    let clock = SteppingClock(step: .seconds(1))
    let counter = PlainCounter()
    let action = ThrottledAction(interval: .milliseconds(500), scheduler: clock, registry: ThrottleRegistry()) {
      counter.value += 1
    }
    for _ in 0..<Self.calls { action() }
    #expect(counter.value == Self.calls)
  }
}

/// A clock that moves on by `step` every time it is read: plain code of the test's, so that only
/// the package's own code is counted with a call.
private final class SteppingClock: Scheduler, @unchecked Sendable {
  // Sendable: read from the one thread of the test that uses it.
  private var nanoseconds: Int64 = 0
  private let step: Int64

  init(step: Duration) { self.step = step.components.seconds * 1_000_000_000 }

  var now: SchedulerInstant {
    nanoseconds += step
    return SchedulerInstant(uptimeNanoseconds: nanoseconds)
  }

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork {}
  }
}

/// A count touched from the test's one thread, with no lock of the package's.
private final class PlainCounter: @unchecked Sendable {
  // Sendable: read and written from the one thread of the test that uses it.
  var value = 0
}
