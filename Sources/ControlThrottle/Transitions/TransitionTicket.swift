/// Identifies one transition request within its serializer.
public struct TransitionTicket: Hashable, Sendable {
  /// The request's number: increasing in request order and unique across serializers.
  package let id: UInt64
  /// What the request does, so that an observer of the serializer's events can tell transitions
  /// apart, also those it did not request (UIKit's own, a SwiftUI binding's).
  public let kind: TransitionKind

  /// Creates a ticket; serializers issue them, and tests may make one to check that an unknown
  /// ticket is refused.
  package init(id: UInt64, kind: TransitionKind) {
    self.id = id
    self.kind = kind
  }
}
