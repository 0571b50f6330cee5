/// Events told to observers one at a time, in the order they happened.
///
/// An observer may raise a new event from its callback (it blocks from a gate's `blockingEnded`);
/// telling it at once would reach the other observers before the event they are still being told,
/// so it waits in line. A class: the line changes while observers, which may announce, are called.
@MainActor
final class OrderedAnnouncements<Event> {
  private var untold: [Event] = []
  /// Whether events are being told, or telling is held; new ones wait in line meanwhile.
  private var isTelling = false

  /// The room kept between announcements, so that announcing allocates nothing once warm.
  static var keptCapacity: Int { 8 }

  init() {}

  /// Tells `event` after every event already waiting, or leaves it to the telling under way.
  func announce(_ event: Event, by tell: (Event) -> Void) {
    untold.append(event)
    tellWaiting(by: tell)
  }

  /// Runs `body` with telling held: events announced meanwhile are told once it returns.
  func holdingTelling(_ body: () -> Void, thenTellBy tell: (Event) -> Void) {
    let wasTelling = isTelling
    isTelling = true
    body()
    isTelling = wasTelling
    tellWaiting(by: tell)
  }

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
