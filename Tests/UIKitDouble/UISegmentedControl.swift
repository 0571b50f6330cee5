// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// UIKit's segmented control, reduced to equal-width segments chosen by a tap: a touch lifted
/// inside over another segment selects it, then the control sends `.valueChanged` and
/// `.primaryActionTriggered` (INFERRED, as for ``UISwitch``); setting ``selectedSegmentIndex``
/// sends nothing.
@MainActor
open class UISegmentedControl: UIControl {
  open class var noSegment: Int { -1 }

  private var items: [Any] = []

  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    self.items = items ?? []
  }

  open var numberOfSegments: Int { items.count }
  open var selectedSegmentIndex = UISegmentedControl.noSegment

  override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch, numberOfSegments > 0, bounds.width > 0 else { return }
    let x = touch.location(in: self).x
    let segment = min(numberOfSegments - 1, max(0, Int(x / (bounds.width / CGFloat(numberOfSegments)))))
    guard segment != selectedSegmentIndex else { return }
    selectedSegmentIndex = segment
    dispatch(.valueChanged, with: UIKitTestEnvironment.assumptions.valueChangeCarriesEvent ? event : nil)
  }
}
