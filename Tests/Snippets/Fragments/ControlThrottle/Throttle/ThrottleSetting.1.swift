import ControlThrottle
import ControlThrottleTesting
import Foundation

/// Two controls of the screen.
@MainActor let payButton = ControlModel()

/// A control that must never be throttled.
@MainActor let helpButton = ControlModel()
