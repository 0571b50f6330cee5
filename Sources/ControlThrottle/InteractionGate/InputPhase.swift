/// One phase of a touch or press sequence, as an event carries it: which sequence, and where in its
/// life it is.
///
/// A finger on the screen, or a held button, is one sequence from its first phase to its last;
/// UIKit keeps one `UITouch` or `UIPress` object for it throughout, so the object's identity names
/// the sequence. Build one phase for each touch (or press) an event carries and pass them to
/// ``InteractionGate/shouldDeliver(_:phases:)``.
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

    /// The stage of a `UITouch.Phase` or `UIPress.Phase` raw value.
    ///
    /// Both share their first values: began 0, moved or changed 1, stationary 2, ended 3,
    /// cancelled 4. A touch's hover phases map the same way: regionEntered 5 begins,
    /// regionMoved 6 changes, regionExited 7 ends. A value this version does not know reads as
    /// ``changed``: it neither starts nor ends a sequence.
    package init(phaseRawValue: Int) {
      switch phaseRawValue {
      case 0, 5: self = .began
      case 2: self = .stationary
      case 3, 4, 7: self = .ended
      default: self = .changed
      }
    }
  }

  /// The sequence this phase belongs to: the identity of its `UITouch` or `UIPress`.
  package var sequence: ObjectIdentifier
  /// Where the sequence is.
  package var stage: Stage

  /// A phase of `sequence` at `stage`.
  package init(sequence: ObjectIdentifier, stage: Stage) {
    self.sequence = sequence
    self.stage = stage
  }

  /// A phase of `sequence` from a `UITouch.Phase` or `UIPress.Phase` raw value (see
  /// ``Stage/init(phaseRawValue:)``).
  package init(sequence: ObjectIdentifier, phaseRawValue: Int) {
    self.init(sequence: sequence, stage: Stage(phaseRawValue: phaseRawValue))
  }
}
