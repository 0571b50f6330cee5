import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The work a tap runs.
@MainActor func pay() {}
