// The README's UIKit adoption, compiled against the UIKit test double to keep the documentation honest.
import ControlThrottle
import ControlThrottleUIKit
import UIKit

final class PayButton: UIButton, ThrottledUIControl {
  let throttle = Throttle(.interval(.seconds(1)))
  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
  }
  override func sendAction(_ action: UIAction) {
    throttleSendAction(action) { super.sendAction(action) }
  }
}

/// With the batch override too, so that one `sendActions(for:)` call is one decision ("Throttle semantics").
final class ToggleButton: UIButton, ThrottledUIControl {
  let throttle = Throttle(.defaultInterval)
  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
  }
  override func sendAction(_ action: UIAction) {
    throttleSendAction(action) { super.sendAction(action) }
  }
  override func sendActions(for controlEvents: UIControl.Event) {
    throttleSendActions { super.sendActions(for: controlEvents) }
  }
}
