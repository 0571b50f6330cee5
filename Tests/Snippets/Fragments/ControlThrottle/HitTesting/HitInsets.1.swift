import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The screen's small close button.
@MainActor let closeButton = ViewNode("close", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
