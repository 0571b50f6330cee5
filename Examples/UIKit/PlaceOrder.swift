// A bound Place Order button under the app's own rules, compiled against the UIKit test double to
// keep the documentation honest.
import ControlThrottle
import ControlThrottleUIKit
import UIKit

final class PlaceOrderViewController: UIViewController {
  let orderButton = UIButton(configuration: .filled())
  let reloadButton = UIButton(configuration: .plain())
  private var order: AsyncActionBinding?
  private var formIsValid = false

  private var placeOrder: AsyncThrottledAction?
  private var reload: AsyncThrottledAction?

  override func viewDidLoad() {
    super.viewDidLoad()
    // One order per screen: the operation disables the button for good once the order is placed.
    let placeOrder = AsyncThrottledAction(timeout: .seconds(30)) { [weak self] in
      try await Task.sleep(for: .seconds(1))  // the payment request
      self?.order?.isEnabled = false
    }
    // A reload's newest request is the only one that matters: a tap past the interval replaces it.
    let reload = AsyncThrottledAction(runPolicy: .replaceRunning) { try await Task.sleep(for: .seconds(3)) }
    order = orderButton.bind(to: placeOrder)
    order?.busyAccessibilityValue = "Placing order"
    order?.isEnabled = formIsValid  // the app's rule; the run's hold comes on top of it
    reloadButton.bind(to: reload).busyAccessibilityValue = "Loading"
    (self.placeOrder, self.reload) = (placeOrder, reload)
  }

  func formDidChange(isValid: Bool) {
    formIsValid = isValid
    order?.isEnabled = isValid
  }
}
