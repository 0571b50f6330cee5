// The documentation's AsyncThrottledButton snippets, compiled against the stub.
import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

struct SubmitView: View {
  let api: API
  let order: Order
  @State private var error: (any Error)?

  func show(_ error: any Error) { self.error = error }

  var body: some View {
    AsyncThrottledButton {
      try await api.submit()
    } label: {
      Text("Submit")
    }
    AsyncThrottledButton {
      try await api.submit(order)
    } label: {
      Text("Place order")
    }
    .onAsyncButtonError { error = $0 }
    AsyncThrottledButton("Place order", onError: show) { try await api.submit(order) }
    AsyncThrottledButton("Retry", cooldown: .seconds(2)) { try await api.submit() }
    AsyncThrottledButton("Retry", cooldown: .seconds(2), onError: show) {
      try await api.submit(order)
    }
    AsyncThrottledButton(String("Delete"), role: .destructive) { try await api.submit() }
  }
}

@MainActor final class CheckoutModel {
  let payment = AsyncButtonThrottle()
  func cancelPayment() { payment.cancel() }
}

struct CancellablePaymentView: View {
  let api: API
  let order: Order
  @State private var model = CheckoutModel()
  @State private var message = ""

  var body: some View {
    AsyncThrottledButton("Pay", throttle: model.payment) {
      try await api.submitPayment(order)
    }
    Button("Cancel", role: .cancel) { model.cancelPayment() }
  }
}

struct OrdersScreen: View {
  let api: API
  @State private var lastError: (any Error)?
  var body: some View {
    SubmitView(api: api, order: Order())
      .onAsyncButtonError { lastError = $0 }
  }
}

/// `AsyncButtonThrottle` used directly, as its documentation shows.
struct ManualAsyncButton: View {
  let checkout: CheckoutModel
  let api: API
  let cart: Order
  @State private var alert: String?
  var body: some View {
    Button("Pay") {
      checkout.payment.tap(onError: { alert = "\($0)" }) { try await api.submitPayment(cart) }
    }
  }
}
