import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// The path of the stack the link is in.
@MainActor let path = SerializedNavigationPath<Int>()
