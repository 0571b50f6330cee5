import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The routes of the stack.
enum Route: Hashable {
  case details(id: Int)
}

/// The path being edited.
@MainActor let path = SerializedNavigationPath<Route>(serializer: TransitionSerializer())
