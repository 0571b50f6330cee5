// The "Throttling SwiftUI buttons" article's snippets, compiled against the stub.
import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

struct ArticleCheckoutView: View {
  let checkout: Checkout
  let api: API
  var body: some View {
    ThrottledButton("Pay", interval: .seconds(1)) { checkout.pay() }

    AsyncThrottledButton {
      try await api.submit()
    } label: {
      Text("Submit")
    }
    .onAsyncButtonError { error in checkout.show(error) }

    Button("Save") { checkout.save() }
      .buttonStyle(.throttled())
  }
}

struct SettingsForm: View {
  var body: some View { EmptyView() }
}

struct ArticleSettings: View {
  var body: some View {
    SettingsForm()
      .throttleInterval(.seconds(1))
  }
}

/// The getting-started article's SwiftUI action, with the core's `ThrottledAction` kept in `@State`.
@MainActor final class SharedCheckout {
  static let shared = SharedCheckout()
  func pay() {}
}

struct GettingStartedCheckoutView: View {
  @State private var pay = ThrottledAction.onMainActor(interval: .seconds(1)) { SharedCheckout.shared.pay() }
  var body: some View {
    Button("Pay") { pay() }
  }
}
