import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The routes of the stack.
enum Route: Hashable {
  case details(id: Int)
}

/// The serializer of the window.
@MainActor let windowSerializer = TransitionSerializer()
