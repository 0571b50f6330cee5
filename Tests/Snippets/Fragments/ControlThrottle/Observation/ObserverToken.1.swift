import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The gate the example observes.
@MainActor let gate = InteractionGate.shared
