import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The window's serializer.
@MainActor let serializer = TransitionSerializer()

/// The presenting screen.
@MainActor let host = UIViewController()

/// The sheet presented.
@MainActor let sheet = UIViewController()
