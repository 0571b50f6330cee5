import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The gate.
@MainActor let gate = InteractionGate.shared

/// The window blocked.
@MainActor let window = InteractionGatedWindow()
