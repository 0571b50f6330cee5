import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The serializer of the window.
@MainActor let windowSerializer = TransitionSerializer()
