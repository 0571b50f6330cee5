// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// UIKit's stepper, stepping while held.
///
/// A touch down on its right half (+) or left half (−) steps ``value`` at once and sends
/// `.valueChanged`; held with ``autorepeat``, it steps again after 0.5 s and then every 0.1 s until
/// the touch ends (the timing is INFERRED). Setting ``value`` sends nothing.
@MainActor
open class UIStepper: UIControl {
  open var value: Double = 0
  open var minimumValue: Double = 0
  open var maximumValue: Double = 100
  open var stepValue: Double = 1
  open var autorepeat = true
  open var isContinuous = true
  open var wraps = false

  private var direction: Double = 0
  private var holds = 0

  override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    direction = touch.location(in: self).x >= bounds.midX ? 1 : -1
    holds += 1
    step(with: event)
    if autorepeat { scheduleRepeat(hold: holds, after: 0.5, event: event) }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    holds += 1
    super.endTracking(touch, with: event)
  }

  open override func cancelTracking(with event: UIEvent?) {
    holds += 1
    super.cancelTracking(with: event)
  }

  private func scheduleRepeat(hold: Int, after delay: TimeInterval, event: UIEvent?) {
    let clock = UIKitTestEnvironment.clock
    clock.schedule(at: clock.now + delay) { [weak self] in
      guard let self, self.holds == hold, self.isTracking else { return }
      self.step(with: event)
      self.scheduleRepeat(hold: hold, after: 0.1, event: event)
    }
  }

  private func step(with event: UIEvent?) {
    var next = value + direction * stepValue
    if next > maximumValue { next = wraps ? minimumValue : maximumValue }
    if next < minimumValue { next = wraps ? maximumValue : minimumValue }
    guard next != value else { return }
    value = next
    dispatch(.valueChanged, with: UIKitTestEnvironment.assumptions.valueChangeCarriesEvent ? event : nil)
  }
}
