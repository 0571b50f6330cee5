import ControlThrottle
import ControlThrottleUIKit
import UIKit

/// The screen's model.
@MainActor final class MessageModel {
  let send = AsyncThrottledAction {}
}

/// The screen's controls and model.
@MainActor let sendButton = UIButton()

/// The message field.
@MainActor let messageField = UITextField()

/// The model.
@MainActor let model = MessageModel()
