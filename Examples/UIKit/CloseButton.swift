// The README's enlarged hit area, compiled against the UIKit test double.
import ControlThrottle
import ControlThrottleUIKit
import UIKit

final class CloseButton: UIButton, EnlargedHitArea {
  var hitInsets = HitInsets.outset(by: 8)
  var minimumHitSize: CGSize? = CGSize(width: 44, height: 44)
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    isInsideHitArea(point)
  }
}
