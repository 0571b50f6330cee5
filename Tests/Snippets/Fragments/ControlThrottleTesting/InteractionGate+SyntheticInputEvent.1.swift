import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The gate under test.
@MainActor let gate = InteractionGate(scheduler: VirtualScheduler())
