import ControlThrottle
import ControlThrottleTesting
import Foundation

/// An overlay the example hides.
@MainActor final class Overlay {
  var isHidden = false
}

/// The screen's overlay.
@MainActor let overlay = Overlay()
