#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

extension UIEvent {
  /// One ``ControlThrottle/InputPhase`` for each touch and each press this event carries, named
  /// by the `UITouch` or `UIPress` object that UIKit keeps for the whole sequence.
  var inputPhases: [InputPhase] {
    var phases: [InputPhase] = []
    for touch in allTouches ?? [] {
      phases.append(InputPhase(sequence: ObjectIdentifier(touch), phaseRawValue: touch.phase.rawValue))
    }
    for press in (self as? UIPressesEvent)?.allPresses ?? [] {
      phases.append(InputPhase(sequence: ObjectIdentifier(press), phaseRawValue: press.phase.rawValue))
    }
    return phases
  }
}
#endif
