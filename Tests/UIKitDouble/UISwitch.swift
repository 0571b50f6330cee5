// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// UIKit's switch: a tap lifted inside flips it, then it sends `.valueChanged` and, as its
/// action-triggering event, `.primaryActionTriggered` [§11.7]; setting ``isOn`` sends nothing.
///
/// The flip is taken at the touch-up inside (INFERRED), before `.touchUpInside`; whether the value
/// change carries the tap's event is ``UIKitTestAssumptions/valueChangeCarriesEvent``.
@MainActor
open class UISwitch: UIControl {
  open var isOn = false

  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside else { return }
    isOn.toggle()
    dispatch(.valueChanged, with: UIKitTestEnvironment.assumptions.valueChangeCarriesEvent ? event : nil)
  }
}
