/// The interaction gate's memory of scroll and transform gestures in flight, whose phases UIKit
/// does not publish: a gesture is told by the rhythm of its events.
///
/// A trackpad scroll or pinch sends an event every frame, momentum included. An event that follows
/// the previous one of its kind in the same place within ``gap`` continues that gesture and shares
/// its fate; one after a longer pause begins a new gesture, delivered unless the kind is blocked:
/// the rule of touch sequences, with the gap standing in for the end phase. An event stamped earlier
/// than the previous one continues the gesture unless it is at least the gap earlier
/// (``Nanoseconds/jumpedBack(from:atLeast:to:)``, the package's backwards rule). Storage is bounded
/// by ``capacity``; the entry used longest ago makes room.
package struct InteractionGestureContinuity: Sendable {
  package struct Entry: Hashable, Sendable {
    package var kind: InteractionKind
    /// The window that decided it, `nil` for the app.
    package var scope: ObjectIdentifier?
    var lastEvent: Int64
    package var isDelivered: Bool
  }

  /// The longest pause inside one gesture, 100 ms: scroll events come every frame (8–17 ms).
  package static let gap: Int64 = 100_000_000

  /// The most gestures remembered at once: two kinds in a few windows.
  package static let capacity = 16

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
      let last = entries[index].lastEvent
      let continues =
        now >= last
        ? Nanoseconds.distance(from: last, to: now) <= Self.gap
        : !Nanoseconds.jumpedBack(from: last, atLeast: Self.gap, to: now)
      if continues {
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
