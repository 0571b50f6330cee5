import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The app's application class, deciding bar button items.
final class Application: UIApplication {
  // <the block>
}
