/// The interaction gate's memory of the events UIKit sends in pairs, a begin and then an end:
/// which pairs under way are delivered and which are withheld, until their end.
///
/// A responder told that a motion began is told how it ended (`motionEnded` or `motionCancelled`,
/// UIKit behaviour notes §4, §11.9), and a remote control's seeking begins and ends too. The begin
/// is decided by whether its kind is blocked, the end takes its begin's fate: a shake under way
/// when a block starts reaches its `motionEnded`, and one that starts during a block is withheld
/// whole. UIKit does not publish a motion event's phase, so a motion event that finds no motion
/// under way in its place begins one and the next ends it; seeking events name their phase in their
/// subtype. Fates are kept per deciding place, one entry per pair under way.
struct InteractionPairState: Sendable {
  /// An event that belongs to a pair.
  enum PairedEvent: Hashable, Sendable {
    /// A motion event (a shake); whether it begins or ends a motion is known only from the ones
    /// before it.
    case motion
    /// A remote control's begin seeking (`true`: forward) event.
    case beginSeeking(forward: Bool)
    /// A remote control's end seeking (`true`: forward) event.
    case endSeeking(forward: Bool)

    /// The paired event for a `UIEvent` of `kind` with `UIEvent.EventSubtype` raw value
    /// `subtypeRawValue`, or `nil` for an event that stands alone.
    ///
    /// UIKit's raw values: motionShake 1; remoteControlBeginSeekingBackward 106,
    /// remoteControlEndSeekingBackward 107, remoteControlBeginSeekingForward 108,
    /// remoteControlEndSeekingForward 109. Other remote-control commands (play, pause, next
    /// track) are single events.
    init?(kind: InteractionKind, subtypeRawValue: Int) {
      switch (kind, subtypeRawValue) {
      case (.motion, _): self = .motion
      case (.remoteControl, 106): self = .beginSeeking(forward: false)
      case (.remoteControl, 107): self = .endSeeking(forward: false)
      case (.remoteControl, 108): self = .beginSeeking(forward: true)
      case (.remoteControl, 109): self = .endSeeking(forward: true)
      default: return nil
      }
    }
  }

  /// What is paired: a motion, or seeking in one direction.
  enum Pair: Hashable, Sendable {
    case motion
    case seeking(forward: Bool)
  }

  struct Entry: Hashable, Sendable {
    var pair: Pair
    /// The window that decided it, `nil` for the app.
    var scope: ObjectIdentifier?
    var isDelivered: Bool
  }

  /// The pairs under way, oldest first.
  private(set) var entries: [Entry] = []

  /// Creates an empty memory.
  init() {}

  /// Decides whether `event` is delivered in the place `scope` (`nil` for the app), and remembers
  /// or forgets the pair it begins or ends.
  ///
  /// - A begin is delivered when its kind is not blocked, and its fate is remembered.
  /// - An end takes its begin's fate and ends the pair. An end whose begin the gate never saw (it
  ///   came before the gate was in use) is decided by whether its kind is blocked.
  ///
  /// - Parameters:
  ///   - event: The paired event.
  ///   - scope: The deciding place.
  ///   - kindIsBlocked: Whether the event's kind is blocked there now.
  /// - Returns: Whether to deliver the event.
  mutating func decide(_ event: PairedEvent, in scope: ObjectIdentifier?, kindIsBlocked: Bool) -> Bool {
    switch event {
    case .motion:
      if let fate = removeEntry(.motion, in: scope) { return fate }
      return begin(.motion, in: scope, kindIsBlocked: kindIsBlocked)
    case .beginSeeking(let forward):
      _ = removeEntry(.seeking(forward: forward), in: scope)
      return begin(.seeking(forward: forward), in: scope, kindIsBlocked: kindIsBlocked)
    case .endSeeking(let forward):
      return removeEntry(.seeking(forward: forward), in: scope) ?? !kindIsBlocked
    }
  }

  private mutating func begin(_ pair: Pair, in scope: ObjectIdentifier?, kindIsBlocked: Bool) -> Bool {
    entries.append(Entry(pair: pair, scope: scope, isDelivered: !kindIsBlocked))
    return !kindIsBlocked
  }

  /// Removes the entry for `pair` in `scope` and returns its fate, or `nil` when there is none.
  private mutating func removeEntry(_ pair: Pair, in scope: ObjectIdentifier?) -> Bool? {
    guard let index = entries.firstIndex(where: { $0.pair == pair && $0.scope == scope }) else { return nil }
    return entries.remove(at: index).isDelivered
  }
}
