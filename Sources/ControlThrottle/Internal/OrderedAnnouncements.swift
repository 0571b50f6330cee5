/// Events told to observers one at a time, in the order they happened.
///
/// An observer may raise a new event from its callback: it blocks from a gate's
/// `blockingEnded`, or requests the next transition when it hears one end. Telling that event at
/// once would reach the remaining observers before the event they are still being told, so it
/// waits in line and the outer telling goes on to it. A class, not a struct: the line is read and
/// changed while observers, which may announce, are called.
@MainActor
final class OrderedAnnouncements<Event> {
  /// Events not yet told, oldest first.
  private var untold: [Event] = []
  /// Whether events are being told, or telling is held; new ones wait in line meanwhile.
  private var isTelling = false

  /// The room kept between announcements: a few, so that announcing allocates nothing once warm,
  /// while a burst of nested events gives its memory back.
  static var keptCapacity: Int { 8 }

  init() {}

  /// Tells `event` with `tell` after every event already waiting, unless events are being told
  /// already: then it waits, and the telling under way tells it in turn.
  func announce(_ event: Event, by tell: (Event) -> Void) {
    untold.append(event)
    tellWaiting(by: tell)
  }

  /// Runs `body` with telling held: events announced meanwhile wait, and are told, in order, once
  /// it returns (or by the telling under way).
  func holdingTelling(_ body: () -> Void, thenTellBy tell: (Event) -> Void) {
    let wasTelling = isTelling
    isTelling = true
    body()
    isTelling = wasTelling
    tellWaiting(by: tell)
  }

  /// Puts `event` in line without telling it: the next telling does.
  func enqueue(_ event: Event) {
    untold.append(event)
  }

  /// Tells the waiting events, in order, unless events are being told already.
  func tellWaiting(by tell: (Event) -> Void) {
    guard !isTelling, !untold.isEmpty else { return }
    isTelling = true
    defer { isTelling = false }
    var index = 0
    while index < untold.count {
      let event = untold[index]
      index += 1
      tell(event)
    }
    untold.removeAll(keepingCapacity: untold.capacity <= Self.keptCapacity)
  }
}
