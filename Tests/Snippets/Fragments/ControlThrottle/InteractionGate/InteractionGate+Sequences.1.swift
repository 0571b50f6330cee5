import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// An application subclass that asks the gate about touches.
final class Application: UIApplication {
  let gate = InteractionGate.shared
  // <the block>
}
