/// The interaction gate's memory of scroll and transform gestures in flight, whose phases UIKit
/// does not publish: a gesture is told by the rhythm of its events.
///
/// A trackpad scroll or pinch sends an event every frame while it lasts, and the scroll's momentum
/// after the fingers lift comes the same way. So an event of a kind that follows the previous one
/// in the same place within ``gap`` continues that gesture and shares its fate; one after a longer
/// pause begins a new gesture, delivered unless the kind is blocked. A gesture that began before a
/// block is delivered to its end, and one that began during a block is withheld until it pauses,
/// even after the block ends: the rule sequences of touches follow, with the gap standing in for the
/// end phase UIKit keeps to itself.
///
/// Decisions are functions of (state, kind, place, now, whether the kind is blocked now). Storage
/// is bounded by ``capacity``; the entry used longest ago makes room.
package struct InteractionGestureContinuity: Sendable {
  package struct Entry: Hashable, Sendable {
    package var kind: InteractionKind
    /// The window that decided it, `nil` for the app.
    package var scope: ObjectIdentifier?
    var lastEvent: Int64
    package var isDelivered: Bool
  }

  /// The longest pause inside one gesture: 100 ms, six frames at 60 Hz.
  ///
  /// Trackpad scroll events come
  /// every frame (8–17 ms); a longer pause ends the gesture as far as the gate can tell.
  package static let gap: Int64 = 100_000_000

  /// The most gestures remembered at once: two kinds in a few windows.
  package static let capacity = 16

  /// The gestures remembered, in no order.
  package private(set) var entries: [Entry] = []

  package init() {}

  /// Decides whether an event of `kind` at `now` in `scope` is delivered, and remembers it.
  package mutating func decide(
    _ kind: InteractionKind,
    in scope: ObjectIdentifier?,
    at now: Int64,
    kindIsBlocked: Bool
  ) -> Bool {
    if let index = entries.firstIndex(where: { $0.kind == kind && $0.scope == scope }) {
      let pause = now &- entries[index].lastEvent
      if pause >= 0 && pause <= Self.gap {
        entries[index].lastEvent = now
        return entries[index].isDelivered
      }
      entries[index] = Entry(kind: kind, scope: scope, lastEvent: now, isDelivered: !kindIsBlocked)
      return !kindIsBlocked
    }
    if entries.count >= Self.capacity,
      let oldest = entries.indices.min(by: { entries[$0].lastEvent < entries[$1].lastEvent })
    {
      entries.remove(at: oldest)
    }
    entries.append(Entry(kind: kind, scope: scope, lastEvent: now, isDelivered: !kindIsBlocked))
    return !kindIsBlocked
  }
}
