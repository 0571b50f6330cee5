import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// The checkout model.
@MainActor final class Store {
  let placeOrder = AsyncThrottledAction {}
}

/// An order to submit.
struct Order: Sendable {}

extension PaymentsAPI {
  /// Submits an order.
  func submit(_ order: Order) async throws {}
}

/// The screen with the buttons.
struct CheckoutScreen: View {
  let checkout: Store
  let order: Order
  func show(_ error: any Error) {}
  var body: some View {
    // <the block>
  }
}
