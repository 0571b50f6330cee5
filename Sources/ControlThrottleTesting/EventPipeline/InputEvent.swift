package import ControlThrottle
package import Foundation

/// One input event for the headless ``EventPipeline``: its kind, where, and when.
package struct InputEvent: Hashable, Sendable {
  /// The kind of event.
  package var kind: InteractionKind
  /// Where it happened, in the root view's coordinates; ignored for kinds without a location.
  package var location: CGPoint
  /// When it happened.
  package var timestamp: SchedulerInstant

  /// Creates an event.
  package init(kind: InteractionKind, location: CGPoint = .zero, timestamp: SchedulerInstant) {
    self.kind = kind
    self.location = location
    self.timestamp = timestamp
  }

  /// A touch at `location`.
  package static func touch(at location: CGPoint, timestamp: SchedulerInstant) -> InputEvent {
    InputEvent(kind: .touches, location: location, timestamp: timestamp)
  }
}
