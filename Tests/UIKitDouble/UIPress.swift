// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's press (iOS 9+): one object per pressed button, like a touch (behaviour notes §4).
@MainActor
open class UIPress: NSObject {
  public enum Phase: Int, @unchecked Sendable {
    case began = 0
    case changed = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }

  public enum PressType: Int, @unchecked Sendable {
    case upArrow = 0
    case downArrow = 1
    case leftArrow = 2
    case rightArrow = 3
    case select = 4
    case menu = 5
    case playPause = 6
  }

  var pressPhase: Phase = .began
  var pressType: PressType
  var pressTimestamp: TimeInterval = 0
  weak var pressWindow: UIWindow?
  weak var pressResponder: UIResponder?

  init(type: PressType, window: UIWindow) {
    pressType = type
    pressWindow = window
    super.init()
  }

  open var phase: UIPress.Phase { pressPhase }
  open var type: UIPress.PressType { pressType }
  open var timestamp: TimeInterval { pressTimestamp }
  open var window: UIWindow? { pressWindow }
  open var responder: UIResponder? { pressResponder }
}
