import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import UIKit

/// The README's `PayButton`, throttled on a virtual clock, by default with the registry's default
/// interval.
final class PayButton: UIButton, ThrottledUIControl {
  let throttle: Throttle

  init(frame: CGRect, setting: ThrottleSetting = .defaultInterval, scheduler: any Scheduler) {
    throttle = Throttle(setting, scheduler: scheduler, registry: ThrottleRegistry())
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("PayButton is not decoded in tests.")
  }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
  }

  override func sendAction(_ action: UIAction) {
    throttleSendAction(action) { super.sendAction(action) }
  }

  override func sendActions(for controlEvents: UIControl.Event) {
    throttleSendActions(at: nil) { super.sendActions(for: controlEvents) }
  }
}

/// An application that asks a test's own gate.
final class GatedTestApplication: InteractionGatedApplication {
  var gate: InteractionGate?
  override var interactionGate: InteractionGate { gate ?? .shared }
}

/// A window that asks a test's own gate.
final class GatedTestWindow: InteractionGatedWindow {
  var gate: InteractionGate?
  override var interactionGate: InteractionGate { gate ?? .shared }
}

/// A serialized navigation controller that keeps its outcomes for a test.
final class TestNavigationController: SerializedNavigationController {
  var outcomes: [String] = []
}

/// A control adopted exactly as the README's main example: the two `sendAction` overrides only.
class TwoOverrideControl: UIControl, ThrottledUIControl {
  let throttle: Throttle

  init(frame: CGRect, scheduler: VirtualScheduler) {
    throttle = Throttle(.defaultInterval, scheduler: scheduler, registry: ThrottleRegistry())
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("Not decoded in tests.")
  }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
  }

  override func sendAction(_ action: UIAction) {
    throttleSendAction(action) { super.sendAction(action) }
  }
}

/// A custom card or row control: an interactive subview covers it, so touches land on the subview
/// and reach the control through the responder chain.
final class CardControl: TwoOverrideControl {
  let content = UIView()

  override init(frame: CGRect, scheduler: VirtualScheduler) {
    super.init(frame: frame, scheduler: scheduler)
    content.frame = bounds
    addSubview(content)
  }

  required init?(coder: NSCoder) {
    fatalError("Not decoded in tests.")
  }
}

/// A swipe-to-pay control that reports its progress while tracking, the usual custom-control
/// pattern: `.valueChanged` on every move.
final class SwipeToPayControl: TwoOverrideControl {
  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    sendActions(for: .valueChanged)
    return super.continueTracking(touch, with: event)
  }
}
