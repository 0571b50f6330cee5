import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The controller asked to present.
@MainActor let presenter = UIViewController()
