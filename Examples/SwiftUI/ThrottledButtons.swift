// The documentation's ThrottledButton and ThrottledButtonStyle snippets, compiled against the stub.
import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

struct CheckoutView: View {
  let checkout: Checkout
  var body: some View {
    ThrottledButton("Pay", interval: .seconds(1)) { checkout.pay() }
    ThrottledButton(role: .destructive) {
      checkout.clear()
    } label: {
      Text("Clear cart")
    }
  }
}

/// Every initializer of the family, as `Button` has them.
struct AllThrottledButtonForms: View {
  let checkout: Checkout
  let title: String
  var body: some View {
    ThrottledButton("Pay") { checkout.pay() }
    ThrottledButton(title) { checkout.pay() }
    ThrottledButton(title, interval: .milliseconds(300), role: .cancel) { checkout.pay() }
    ThrottledButton("Clear", role: .destructive) { checkout.clear() }
    ThrottledButton(interval: .zero) {
      checkout.pay()
    } label: {
      Text(verbatim: "Unthrottled")
    }
    ThrottledButton {
      checkout.pay()
    } label: {
      Text("Pay")
      Text("now")
    }
  }
}

struct ThrottledForm: View {
  let checkout: Checkout
  var body: some View {
    Button("Save") { checkout.pay() }
      .buttonStyle(.throttled(interval: .seconds(1)))
    Button("Send") { checkout.pay() }
      .buttonStyle(.throttled())
    Button("Buy") { checkout.pay() }
      .buttonStyle(.throttled(base: .borderedProminent))
    Button("Confirm") { checkout.pay() }
      .buttonStyle(ThrottledButtonStyle(interval: .milliseconds(800)))
  }
}

struct SettingsScreen: View {
  let checkout: Checkout
  var body: some View {
    AllThrottledButtonForms(checkout: checkout, title: "Pay")
      .throttleInterval(.seconds(1))
  }
}

/// A plain `Button` throttled by the core's `ThrottledAction` in `@State`, as the "Throttling SwiftUI
/// buttons" article shows.
struct PayButton: View {
  @State private var pay = ThrottledAction.onMainActor(interval: .seconds(1)) { SharedCheckout.shared.pay() }
  var body: some View {
    Button("Pay") { pay() }
  }
}

/// One group for a screen: its throttled buttons, styled buttons and closure async buttons are
/// exclusive.
struct CheckoutStepScreen: View {
  let checkout: Checkout
  let api: API
  @State private var steps = ThrottleGroup(interval: .milliseconds(600))

  var body: some View {
    CheckoutStepButtons(checkout: checkout, api: api)
      .throttleGroup(steps)
  }
}

struct CheckoutStepButtons: View {
  let checkout: Checkout
  let api: API

  var body: some View {
    ThrottledButton("Back") { checkout.pay() }
    Button("Next") { checkout.pay() }
      .buttonStyle(.throttled())
    AsyncThrottledButton("Save draft") { try await api.submit() }
  }
}
