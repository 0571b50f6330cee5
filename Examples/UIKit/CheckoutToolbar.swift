// Beyond controls, compiled against the UIKit test double: a toolbar whose Back and Next items share
// one group, a menu of throttled actions, and table selection refused before it highlights.
import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// Back and Next cannot both fire: one group for the screen's navigation.
let checkoutNavigation = ThrottleGroup(interval: .milliseconds(600))

/// A bar button item the application throttles by sender (``InteractionGatedApplication``).
final class CheckoutStepItem: UIBarButtonItem, ThrottledBarButtonItem {
  let throttle = Throttle(group: checkoutNavigation)
}

@MainActor
final class CheckoutViewController: UIViewController, UITableViewDelegate {
  let selection = ThrottledAction<IndexPath>.onMainActor(interval: .seconds(1)) { _ in }

  func makeToolbarItems() -> [UIBarButtonItem] {
    // Sent up the responder chain to the screen's `back` and `next` action methods.
    let back = CheckoutStepItem(title: "Back", style: .plain, target: nil, action: Selector("back"))
    let next = CheckoutStepItem(title: "Next", style: .done, target: nil, action: Selector("next"))
    return [back, next]
  }

  func makeMenu() -> UIMenu {
    UIMenu(children: [
      UIAction.throttled(title: "Pay now", group: checkoutNavigation) { _ in print("pay now") },
      UIAction.throttled(title: "Pay later", group: checkoutNavigation) { _ in print("pay later") },
    ])
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    !selection.isIgnoring
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    selection(indexPath).isAccepted ? indexPath : nil
  }
}
