import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The control the example taps.
@MainActor let button = ControlModel(setting: .interval(.seconds(1)))
