import ControlThrottle
import ControlThrottleTesting
import Foundation

/// Prices that reload from any thread.
final class PriceList: Sendable {
  func reload() {}
}

/// The example app's prices.
let prices = PriceList()

extension Notification.Name {
  /// Posted when the server's prices change.
  static let pricesChanged = Notification.Name("pricesChanged")
}
