import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// A spinner shown while input is blocked.
@MainActor final class Spinner {
  func startAnimating() {}
}

/// The gate.
@MainActor let gate = InteractionGate.shared

/// The window observed.
@MainActor let window = InteractionGatedWindow()

/// The window's spinner.
@MainActor let spinner = Spinner()
