import ControlThrottle
import ControlThrottleTesting

/// Moves a ``VirtualScheduler`` the way a test does: one `drive(by:)` per move, and a task's value
/// awaited through `outcome`.
///
/// Shared by the tests and the optional comparison under Benchmarks/ (through a symlink).
struct VirtualSchedulerDriver: WorkloadClock {
  let scheduler: VirtualScheduler
  init(_ scheduler: VirtualScheduler = VirtualScheduler()) { self.scheduler = scheduler }
  var clock: any Clock<Duration> { scheduler }
  var elapsed: Duration { SchedulerInstant(secondsSinceBoot: 0).duration(to: scheduler.now) }
  func advance(by duration: Duration) async { await scheduler.drive(by: duration) }
  func outcome<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await scheduler.outcome(operation)
  }
}
