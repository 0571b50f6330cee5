import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The gate the example blocks.
@MainActor let gate = InteractionGate.shared
