import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

extension Checkout {
  /// Empties the cart.
  func clear() {}
}
