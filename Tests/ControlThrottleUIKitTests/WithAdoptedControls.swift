import ControlThrottle
@testable import ControlThrottleUIKitUnderTest

/// Runs `body` with the app-wide adopted controls on `registry` and `scheduler` and none adopted
/// yet, then forgets what it adopted and puts the shared settings back.
@MainActor func withAdoptedControls<Result>(
  registry: ThrottleRegistry, scheduler: any Scheduler, _ body: () throws -> Result
) rethrows -> Result {
  let adopted = AdoptedControls.shared
  let (savedRegistry, savedScheduler) = (adopted.registry, adopted.scheduler)
  adopted.removeAll()
  adopted.registry = registry
  adopted.scheduler = scheduler
  defer {
    adopted.removeAll()
    adopted.registry = savedRegistry
    adopted.scheduler = savedScheduler
  }
  return try body()
}
