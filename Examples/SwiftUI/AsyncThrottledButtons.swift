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

/// A view model that owns its async action, so that the run survives the view's identity changes.
@MainActor final class CheckoutModel {
  let api: API
  let order: Order
  var failure: (any Error)?
  init(api: API, order: Order) {
    self.api = api
    self.order = order
  }
  lazy var placeOrder = AsyncThrottledAction(
    cooldown: .seconds(2),
    onError: { [weak self] in self?.failure = $0 },
    operation: { [weak self] in try await self?.submit() }
  )
  func cancelPayment() { placeOrder.cancel() }
  private func submit() async throws { try await api.submitPayment(order) }
}

struct CancellablePaymentView: View {
  let checkout: CheckoutModel
  let compact: Bool

  var body: some View {
    // Either branch is a different view with its own state; the run lives in `checkout`.
    if compact {
      AsyncThrottledButton("Pay", action: checkout.placeOrder)
    } else {
      AsyncThrottledButton(action: checkout.placeOrder) { Text("Place order") }
    }
    Button("Cancel", role: .cancel) { checkout.cancelPayment() }
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

/// The same action from a plain `Button`, as inside a `Menu`, a toolbar, swipe actions or an alert.
struct ManualAsyncButton: View {
  let checkout: CheckoutModel
  var body: some View {
    Button("Pay") { checkout.placeOrder() }
      .disabled(checkout.placeOrder.isIgnoring)  // updates on iOS 17+; see the article for iOS 16
  }
}

struct PreviewButton: View {
  let api: API
  var body: some View {
    AsyncThrottledButton("Preview", disappearPolicy: .cancelRun, onError: { _ in }, action: { try await api.submit() })
  }
}
