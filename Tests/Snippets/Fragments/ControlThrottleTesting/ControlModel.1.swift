import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The test's clock.
@MainActor let scheduler = VirtualScheduler()

/// What the target counts.
@MainActor var payments = 0
