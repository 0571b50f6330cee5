import ControlThrottle
import ControlThrottleUIKit
import UIKit

extension UIView {
  /// Shows the view's menu.
  func presentMenu() {}
}
