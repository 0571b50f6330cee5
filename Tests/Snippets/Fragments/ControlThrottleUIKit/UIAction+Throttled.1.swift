import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// Pays now.
@MainActor func pay() {}

/// Pays later.
@MainActor func payLater() {}

/// Builds the checkout menu.
@MainActor func makeMenu() -> UIMenu {
  // <the block>
  return menu
}
