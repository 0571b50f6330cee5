import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// The checkout model.
@MainActor final class Store {
  let placeOrder = AsyncThrottledAction {}
}

/// The screen with the buttons.
struct OrderScreen: View {
  let checkout: Store
  func render() async throws {}
  var body: some View {
    // <the block>
  }
}
