import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The window whose input the example blocks.
@MainActor let window = InteractionGatedWindow()
