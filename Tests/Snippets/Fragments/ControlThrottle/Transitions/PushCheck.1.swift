import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The navigation controller asked to push.
@MainActor let navigation = UINavigationController()

/// The screen pushed.
@MainActor let feed = UIViewController()
