import ControlThrottle
import ControlThrottleTesting
import Foundation

/// A wizard's navigation.
@MainActor final class Router {
  func back() {}
  func next() {}
}

/// The wizard's router.
@MainActor let router = Router()
