import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// What an alert shows.
struct AlertModel {
  init(_ error: any Error) {}
}

/// The checkout screen.
struct CheckoutView: View {
  var body: some View { EmptyView() }
}

/// The screen that shows failures.
struct RootView: View {
  @State private var alert: AlertModel?
  var body: some View {
    // <the block>
  }
}
