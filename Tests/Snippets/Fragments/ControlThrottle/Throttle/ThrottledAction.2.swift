import ControlThrottle
import ControlThrottleTesting
import Foundation

extension Cache {
  /// Reloads the cache.
  func refresh() {}
}
