import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The list column's screen.
@MainActor let list = UIViewController()

/// The detail column's screen.
@MainActor let detail = UIViewController()
