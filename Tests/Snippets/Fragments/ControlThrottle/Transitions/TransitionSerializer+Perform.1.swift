import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The window's serializer.
@MainActor let serializer = TransitionSerializer()

/// The navigation controller.
@MainActor let navigation = UINavigationController()

/// The screen pushed.
@MainActor let details = UIViewController()
