import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// An application subclass that reads the phases of an event.
final class Application: UIApplication {
  override func sendEvent(_ event: UIEvent) {
    // <the block>
    _ = phases
    super.sendEvent(event)
  }
}
