// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// UIKit's slider, reduced to its thumb following the finger.
///
/// Each move sets ``value`` from the touch's position along the track and, when ``isContinuous``,
/// sends `.valueChanged`; otherwise one `.valueChanged` follows the touch's end (INFERRED). Setting
/// ``value`` sends nothing.
@MainActor
open class UISlider: UIControl {
  open var value: Float = 0
  open var minimumValue: Float = 0
  open var maximumValue: Float = 1
  open var isContinuous = true

  private var changedWhileTracking = false

  override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    changedWhileTracking = false
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard bounds.width > 0 else { return true }
    let fraction = Float(min(max(touch.location(in: self).x / bounds.width, 0), 1))
    let next = minimumValue + fraction * (maximumValue - minimumValue)
    guard next != value else { return true }
    value = next
    changedWhileTracking = true
    if isContinuous { sendValueChanged(with: event) }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if !isContinuous && changedWhileTracking { sendValueChanged(with: event) }
  }

  private func sendValueChanged(with event: UIEvent?) {
    dispatch(.valueChanged, with: UIKitTestEnvironment.assumptions.valueChangeCarriesEvent ? event : nil)
  }
}
