import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// A screen with a Settings button.
final class HomeViewController: UIViewController {
  func settingsButtonTapped(_ action: @escaping () -> Void) { action() }

  func viewDidAppearOnce() {
    // <the block>
  }
}
