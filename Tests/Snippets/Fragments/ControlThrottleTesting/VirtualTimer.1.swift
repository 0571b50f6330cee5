import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The test's clock.
@MainActor let clock = VirtualScheduler()
