import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// A button that also forwards programmatic sends.
final class ToggleButton: UIButton, ThrottledUIControl {
  let throttle = Throttle()
  // <the block>
}
