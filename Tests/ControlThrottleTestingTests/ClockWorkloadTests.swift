import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

/// The tests users write, on the virtual clock: each observes the exact virtual times a correct
/// clock gives (see `ClockWorkloads.swift`).
///
/// The stress suite runs the same workloads at full size beside a busy thread. Sizes follow
/// `CONTROL_THROTTLE_RANDOM_SCALE`, as the randomised tests' iterations do.
@Suite(.timeLimit(.minutes(3)))
struct ClockWorkloadTests {
  @Test(arguments: ClockWorkload.all(large: randomisedIterations(2_000)))
  func observesExactTimes(_ workload: ClockWorkload) async throws {
    let observed = try await workload.run(VirtualSchedulerDriver(VirtualScheduler()))
    #expect(observed == workload.expected, "\(workload.name): \(firstDifference(observed, workload.expected))")
  }
}

extension ClockWorkload: CustomTestStringConvertible {
  var testDescription: String { name }
}

/// Where two lists of times first differ, for a failure message.
func firstDifference(_ observed: [Duration], _ expected: [Duration]) -> String {
  for index in 0..<max(observed.count, expected.count) {
    let seen = index < observed.count ? "\(observed[index])" : "nothing"
    let wanted = index < expected.count ? "\(expected[index])" : "nothing"
    if seen != wanted { return "at \(index), \(seen) instead of \(wanted) (\(observed.count) observed)" }
  }
  return "none"
}
