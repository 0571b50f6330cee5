// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's event.
///
/// The double keeps one instance per window and kind, reused for every delivery
/// (behaviour notes §1, "UIEvent identity"); its timestamp is rewritten for each delivery.
///
/// There is no public initializer, as in UIKit: events come from the test-driving helpers
/// (`UIWindow.touchDown(at:)`, `UIWindow.pressDown(_:)`, `UIWindow.simulateShake()`).
@MainActor
open class UIEvent: NSObject {
  // `@unchecked Sendable` on these imported NS_ENUMs is inferred, not confirmed (signatures notes).
  public enum EventType: Int, @unchecked Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  public enum EventSubtype: Int, @unchecked Sendable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause = 101
    case remoteControlStop = 102
    case remoteControlTogglePlayPause = 103
    case remoteControlNextTrack = 104
    case remoteControlPreviousTrack = 105
    case remoteControlBeginSeekingBackward = 106
    case remoteControlEndSeekingBackward = 107
    case remoteControlBeginSeekingForward = 108
    case remoteControlEndSeekingForward = 109
  }

  private let eventType: EventType
  var eventSubtype: EventSubtype = .none
  var eventTimestamp: TimeInterval = 0
  /// The window this event belongs to (one event per window and kind).
  weak var eventWindow: UIWindow?
  /// The live touches of the window's current sequence, in the order they began.
  var liveTouches: [UITouch] = []
  /// The touches whose phase changed in the delivery under way.
  var changedTouches: [UITouch] = []

  init(type: EventType, window: UIWindow) {
    eventType = type
    eventWindow = window
    super.init()
  }

  open var type: UIEvent.EventType { eventType }
  open var subtype: UIEvent.EventSubtype { eventSubtype }
  open var timestamp: TimeInterval { eventTimestamp }

  open var allTouches: Set<UITouch>? {
    eventType == .touches ? Set(liveTouches) : nil
  }

  open func touches(for window: UIWindow) -> Set<UITouch>? {
    guard eventType == .touches else { return nil }
    return Set(liveTouches.filter { $0.window === window })
  }

  open func touches(for view: UIView) -> Set<UITouch>? {
    guard eventType == .touches else { return nil }
    return Set(liveTouches.filter { $0.view === view })
  }
}
