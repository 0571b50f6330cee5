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

  /// The kind for a `UIEvent.EventType` raw value (touches 0, motion 1, remoteControl 2, presses 3,
  /// scroll 10, hover 11, transform 14), or `nil` for an unknown type, which is never blocked.
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

  /// Whether events of this kind come in sequences whose phases UIKit publishes (`UITouch.phase`,
  /// `UIPress.phase`).
  var isDecidedBySequence: Bool {
    switch self {
    case .touches, .presses, .hover: true
    case .motion, .remoteControl, .scroll, .transform: false
    }
  }

  /// Whether events of this kind come in gestures told only by their rhythm
  /// (`InteractionGestureContinuity`).
  var isDecidedByContinuity: Bool {
    self == .scroll || self == .transform
  }
}
