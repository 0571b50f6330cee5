// The README's transition setup, compiled against the UIKit test double.
import ControlThrottle
import ControlThrottleUIKit
import UIKit

@MainActor
func makeNavigation(root: UIViewController) -> SerializedNavigationController {
  let navigation = SerializedNavigationController()
  navigation.setViewControllers([root], animated: false)
  navigation.transitionPolicy = .dropIfBusy
  navigation.transitionCompletion = { kind, outcome, _ in
    if case .dropped(let reason) = outcome { print("\(kind) dropped: \(reason)") }
  }
  return navigation
}

final class DetailsViewController: UIViewController {}

final class ListViewController: UIViewController {
  func rowTapped() {
    // Double taps push once.
    (parent as? UINavigationController)?.pushViewController(DetailsViewController(), animated: true)
  }

  func settingsTapped() {
    presentSerialized(DetailsViewController(), policy: .enqueue) { outcome in
      print("settings: \(outcome)")
    }
  }
}
