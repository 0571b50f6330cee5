import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The first screen.
@MainActor let home = UIViewController()
