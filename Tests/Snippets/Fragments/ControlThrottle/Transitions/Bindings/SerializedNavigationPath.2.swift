import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The path being edited.
@MainActor let path = SerializedNavigationPath<Int>(serializer: TransitionSerializer())
