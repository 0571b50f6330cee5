/// The interaction gate's memory of the events UIKit sends in pairs, a begin and then an end:
/// which pairs under way are delivered and which are withheld, until their end.
///
/// A responder told that a motion began is told how it ended (UIKit behaviour notes §4, §11.9), and
/// a remote control's seeking begins and ends too. The begin is decided by whether its kind is
/// blocked; the end takes its begin's fate. UIKit does not publish a motion event's phase, so a
/// motion event that finds none under way begins one and the next ends it; seeking events name
/// their phase in their subtype. Fates are kept per deciding place.
struct InteractionPairState: Sendable {
  /// An event that belongs to a pair.
  enum PairedEvent: Hashable, Sendable {
    /// A motion event (a shake).
    case motion
    /// A remote control's begin seeking (`true`: forward) event.
    case beginSeeking(forward: Bool)
    /// A remote control's end seeking (`true`: forward) event.
    case endSeeking(forward: Bool)

    /// The paired event for a `UIEvent` of `kind` with `UIEvent.EventSubtype` raw value
    /// `subtypeRawValue`, or `nil` for one that stands alone (play, pause, next track).
    ///
    /// UIKit's raw values: remoteControlBeginSeekingBackward 106, EndSeekingBackward 107,
    /// BeginSeekingForward 108, EndSeekingForward 109.
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

  init() {}

  /// Decides whether `event` is delivered in `scope` (`nil`: the app): a begin when its kind is not
  /// blocked, an end by its begin's fate, or by the kind when the gate never saw its begin.
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

  /// Removes the entry for `pair` in `scope` and returns its fate, if any.
  private mutating func removeEntry(_ pair: Pair, in scope: ObjectIdentifier?) -> Bool? {
    guard let index = entries.firstIndex(where: { $0.pair == pair && $0.scope == scope }) else { return nil }
    return entries.remove(at: index).isDelivered
  }
}
