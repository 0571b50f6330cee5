import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The routes of the stack.
enum Route: Hashable {
  case home
  case details(id: Int)
}

/// The test's clock.
@MainActor let clock = VirtualScheduler()

/// The stack under test.
@MainActor let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
