public import Foundation

/// One input event for the headless ``EventPipeline``: its kind, where, and when.
public struct InputEvent: Hashable, Sendable {
  /// The kind of event.
  public var kind: InteractionKind
  /// Where it happened, in the root view's coordinates; ignored for kinds without a location.
  public var location: CGPoint
  /// When it happened.
  public var timestamp: SchedulerInstant

  /// Creates an event.
  public init(kind: InteractionKind, location: CGPoint = .zero, timestamp: SchedulerInstant) {
    self.kind = kind
    self.location = location
    self.timestamp = timestamp
  }

  /// A touch at `location`.
  public static func touch(at location: CGPoint, timestamp: SchedulerInstant) -> InputEvent {
    InputEvent(kind: .touches, location: location, timestamp: timestamp)
  }
}
