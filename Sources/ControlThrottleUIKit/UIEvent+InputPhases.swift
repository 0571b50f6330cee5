#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

extension UIEvent {
  /// One ``ControlThrottle/InputPhase`` for each touch and each press this event carries, named
  /// by the `UITouch` or `UIPress` object that UIKit keeps for the whole sequence.
  var inputPhases: [InputPhase] {
    let touches = (allTouches ?? []).map {
      InputPhase(sequence: ObjectIdentifier($0), phaseRawValue: $0.phase.rawValue)
    }
    let presses = ((self as? UIPressesEvent)?.allPresses ?? []).map {
      InputPhase(sequence: ObjectIdentifier($0), phaseRawValue: $0.phase.rawValue)
    }
    return touches + presses
  }
}
#endif
