/// One phase of a touch or press sequence, as an event carries it: which sequence, and where in its
/// life it is.
///
/// UIKit keeps one `UITouch` or `UIPress` object for a finger or a held button from its first phase
/// to its last, so the object's identity names the sequence.
package struct InputPhase: Hashable, Sendable {
  /// Where a sequence is in its life.
  package enum Stage: Hashable, Sendable {
    /// The sequence starts: a finger touched down, a button went down.
    case began
    /// The sequence goes on and changed: the finger moved, the button's force changed.
    case changed
    /// The sequence goes on unchanged; the event carries it only because another sequence changed.
    case stationary
    /// The sequence is over: the finger lifted, the button came up, or the system cancelled it.
    case ended

    /// The stage of a `UITouch.Phase` or `UIPress.Phase` raw value, an unknown one as ``changed``.
    ///
    /// Began 0, moved 1, stationary 2, ended 3, cancelled 4; hover regionEntered 5, regionMoved 6,
    /// regionExited 7.
    package init(phaseRawValue: Int) {
      switch phaseRawValue {
      case 0, 5: self = .began
      case 2: self = .stationary
      case 3, 4, 7: self = .ended
      default: self = .changed
      }
    }
  }

  /// The identity of the phase's `UITouch` or `UIPress`.
  package var sequence: ObjectIdentifier
  package var stage: Stage

  package init(sequence: ObjectIdentifier, stage: Stage) {
    self.sequence = sequence
    self.stage = stage
  }

  /// A phase of `sequence` from a `UITouch.Phase` or `UIPress.Phase` raw value.
  package init(sequence: ObjectIdentifier, phaseRawValue: Int) {
    self.init(sequence: sequence, stage: Stage(phaseRawValue: phaseRawValue))
  }
}
