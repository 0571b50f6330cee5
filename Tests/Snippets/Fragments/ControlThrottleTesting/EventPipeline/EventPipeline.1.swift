import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The test's clock.
@MainActor let scheduler = VirtualScheduler()

/// The gate events pass first.
@MainActor let gate = InteractionGate(scheduler: scheduler)

/// The root of the views under test.
@MainActor let screen = ViewNode("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
