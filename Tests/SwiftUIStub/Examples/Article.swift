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
