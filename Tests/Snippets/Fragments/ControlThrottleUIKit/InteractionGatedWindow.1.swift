import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The scene's window.
@MainActor let window = InteractionGatedWindow()
