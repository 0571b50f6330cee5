import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The routes of the stack.
enum Route: Hashable {
  case inbox
  case message(Int)
}

/// The path a deep link sets.
@MainActor let path = SerializedNavigationPath<Route>()
