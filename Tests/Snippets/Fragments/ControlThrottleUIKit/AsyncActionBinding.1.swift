import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The order screen's model.
@MainActor final class OrderModel {
  let placeOrder = AsyncThrottledAction {}
}

/// The order form's state.
@MainActor struct OrderForm {
  var isValid = false
}

/// The Place Order button.
@MainActor let orderButton = UIButton()

/// The model.
@MainActor let model = OrderModel()

/// The form.
@MainActor let form = OrderForm()
