import ControlThrottle
import ControlThrottleTesting
import Foundation

/// The screen a cold start pushes.
let onboarding = "onboarding"

/// Pushes a screen and calls `completion` when the push ends.
@MainActor func push(_ screen: String, completion: @escaping @MainActor () -> Void) { completion() }
