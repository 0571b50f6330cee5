// What the examples act on: a checkout and an API, as an app would have them.
import Foundation

@MainActor
final class Checkout {
  var payments = 0
  func pay() { payments += 1 }
  func clear() {}
  func save() {}
  func show(_ error: any Error) {}
}

struct Order: Sendable {}

struct API: Sendable {
  func submit() async throws {}
  func submit(_ order: Order) async throws {}
  func submitPayment(_ order: Order) async throws {}
}
