// The reader's own code that the documentation's examples call: compiled with every example by
// .ci/snippets, never part of a product. Keep it to names the examples use without declaring them.
import ControlThrottle
import Foundation

/// A payment flow with one shared instance.
@MainActor final class Checkout {
  static let shared = Checkout()
  private(set) var payments = 0
  func pay() { payments += 1 }
}

/// The example app's checkout.
@MainActor let checkout = Checkout.shared

/// A back end whose calls take time and may fail: `Sendable`, with `nonisolated` methods, as a
/// network client usually is (a main-actor one would let through examples that fail in apps).
final class PaymentsAPI: Sendable {
  func submitPayment() async throws {}
  func resetAccount() async throws {}
}

/// The example app's back end.
let api = PaymentsAPI()

/// A cache whose purge blocks input while it runs.
@MainActor final class Cache {
  func purge(completion: @escaping @MainActor () -> Void) { completion() }
  func purge() async throws {}
}

/// The example app's cache.
@MainActor let cache = Cache()

/// A logger usable from any thread.
final class Log: Sendable {
  func debug(_ message: @autoclosure () -> String) {}
  func callAsFunction(_ value: Any) {}
}

/// The example app's logger.
let log = Log()
