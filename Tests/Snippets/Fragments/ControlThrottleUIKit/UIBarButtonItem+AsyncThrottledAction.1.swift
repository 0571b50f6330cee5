import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The compose screen's model.
@MainActor final class ComposeModel {
  let post = AsyncThrottledAction {}
  var hasDraft = false
}

/// The model.
@MainActor let model = ComposeModel()
