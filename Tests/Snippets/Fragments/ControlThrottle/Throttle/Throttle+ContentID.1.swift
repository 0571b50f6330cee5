import ControlThrottle
import ControlThrottleTesting
import Foundation

/// A reused cell with a throttled Pay button.
@MainActor final class OrderCell {
  let payButton = ControlModel()
}

/// The cell being configured.
@MainActor let cell = OrderCell()

/// The row it shows.
struct Order {
  let id: String
}

/// The row's order.
let order = Order(id: "A-1")
