/// The reference model's leading-edge window, written from the documented rule: accept at or after
/// the window's end (cut at the last finite instant), or when the instant is earlier than the last
/// accepted one by at least the window's length (the backwards rule).
struct ModelWindow: Equatable {
  /// The last representable instant of a finite window; one past it is "forever".
  static let latestFinite = Int64.max - 1

  /// The instant of the input that armed the window; `nil` while it is open.
  var armedAt: Int64?
  /// The interval the window was armed for; `.max` lasts until reset.
  var length: Int64 = 0

  /// Whether the window lasts until reset.
  var isForever: Bool { armedAt != nil && length == .max }

  /// The window's end: `armedAt + length`, cut at the last finite instant, so that a finite
  /// window never reads as one that lasts until reset; `.max` for one that does.
  var end: Int64? {
    guard let armedAt else { return nil }
    if length == .max { return .max }
    let (sum, overflow) = armedAt.addingReportingOverflow(length)
    return overflow ? Self.latestFinite : min(sum, Self.latestFinite)
  }

  /// What the window does with a new input.
  enum Outcome: Equatable {
    /// It passes and arms a new window.
    case arms
    /// It passes as another send of the event that armed the window, arming nothing.
    case sameEvent
    /// It drops, with the time left (`.max`: until reset).
    case drops(remaining: Int64)
  }

  /// The outcome for an input at `instant`; `sameEventPasses` when a send stamped exactly with the
  /// armed instant is another target of that event.
  func outcome(at instant: Int64, sameEventPasses: Bool) -> Outcome {
    guard let armedAt else { return .arms }
    if length == .max {
      return sameEventPasses && instant == armedAt ? .sameEvent : .drops(remaining: .max)
    }
    if instant >= armedAt, let end {
      // Until the window's end, cut at the last finite instant: a drop reports the time to it, and
      // the window opens exactly there.
      if instant < end {
        return sameEventPasses && instant == armedAt ? .sameEvent : .drops(remaining: end - instant)
      }
      // Only a window armed at the very top of the range ends before the instant that armed it; an
      // input at that instant is still inside it, with the whole length ahead.
      guard instant == armedAt else { return .arms }
      return sameEventPasses ? .sameEvent : .drops(remaining: length)
    }
    // Earlier by at least the length armed (not the cut end's): another clock, or a clock that
    // jumped back.
    if Self.distance(from: instant, to: armedAt) >= length { return .arms }
    return .drops(remaining: length)
  }

  /// `to - from`, saturating.
  static func distance(from: Int64, to: Int64) -> Int64 {
    let (difference, overflow) = to.subtractingReportingOverflow(from)
    return overflow ? .max : difference
  }
}
