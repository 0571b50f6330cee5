// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// UIKit's presses event (iOS 9+); one per window, reused like the touches event.
@MainActor
open class UIPressesEvent: UIEvent {
  var livePresses: [UIPress] = []
  var changedPresses: [UIPress] = []

  init(window: UIWindow) {
    super.init(type: .presses, window: window)
  }

  open var allPresses: Set<UIPress> { Set(livePresses) }
}
