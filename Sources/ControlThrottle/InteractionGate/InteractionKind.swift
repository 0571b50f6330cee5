/// A kind of input event, mirroring UIKit's `UIEvent.EventType`.
package enum InteractionKind: Int, CaseIterable, Hashable, Sendable {
  /// Touches on the screen.
  case touches
  /// Device motion, such as a shake.
  case motion
  /// Remote-control commands, such as headphone play/pause.
  case remoteControl
  /// Physical button presses, such as a keyboard or a TV remote.
  case presses
  /// Scrolling from a trackpad or mouse wheel.
  case scroll
  /// A pointer hovering.
  case hover
  /// Trackpad pinch and rotate gestures.
  case transform

  /// The kind for a `UIEvent.EventType` raw value, or `nil` for types this version does not know.
  ///
  /// UIKit's raw values: touches 0, motion 1, remoteControl 2, presses 3, scroll 10, hover 11,
  /// transform 14. Unknown future types are never blocked.
  package init?(eventTypeRawValue: Int) {
    switch eventTypeRawValue {
    case 0: self = .touches
    case 1: self = .motion
    case 2: self = .remoteControl
    case 3: self = .presses
    case 10: self = .scroll
    case 11: self = .hover
    case 14: self = .transform
    default: return nil
    }
  }

  /// Whether events of this kind come in sequences whose phases UIKit publishes.
  ///
  /// Touches and hover publish `UITouch.phase` (hover through regionEntered, regionMoved,
  /// regionExited), presses `UIPress.phase`. Scroll and transform events have phases inside UIKit, but no public API
  /// reports them.
  var isDecidedBySequence: Bool {
    switch self {
    case .touches, .presses, .hover: true
    case .motion, .remoteControl, .scroll, .transform: false
    }
  }

  /// Whether events of this kind come in gestures told only by their rhythm: scroll and transform,
  /// whose phases UIKit keeps to itself (see `InteractionGestureContinuity`).
  var isDecidedByContinuity: Bool {
    self == .scroll || self == .transform
  }
}
