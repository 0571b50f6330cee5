import ControlThrottle
import ControlThrottleTesting

/// App-wide blocking of input while work runs.
@MainActor
enum GateScenarios {
  static func run() {
    cachePurge()
    overlappingRequests()
  }

  /// Prints the gate's announcements as they happen.
  private static func narrate(_ gate: InteractionGate, _ scheduler: VirtualScheduler) -> ObserverToken {
    gate.addObserver { event in
      switch event {
      case .blockingBegan(let kinds): Timeline.line(scheduler.now, "gate: blocking \(kinds)")
      case .blockingEnded(let kinds): Timeline.line(scheduler.now, "gate: delivering \(kinds) again")
      case .durationCapped(let requested, let applied):
        Timeline.line(
          scheduler.now, "gate: request for \(format(requested)) capped at \(format(applied))")
      case .eventDropped: break  // each input line already says so
      }
    }
  }

  private static func send(
    _ kind: InteractionKind, _ label: String, at seconds: Double, through gate: InteractionGate,
    _ scheduler: VirtualScheduler
  ) {
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: Int64((seconds * 1e9).rounded())))
    let delivered = gate.shouldDeliver(kind)
    Timeline.line(scheduler.now, "\(label) (\(kind)): \(delivered ? "delivered" : "dropped by the gate")")
  }

  static func cachePurge() {
    Timeline.title(
      "A cache purge blocks touches and motion until it finishes",
      shows: "While the purge runs, taps and shakes are thrown away; key presses still get through.")
    let scheduler = VirtualScheduler()
    let gate = InteractionGate(scheduler: scheduler)
    let narration = narrate(gate, scheduler)
    defer { narration.cancel() }
    let purge = gate.block([.touches, .motion], for: .seconds(2))
    Timeline.line(scheduler.now, "purge starts, blocking for at most 2 s")
    send(.motion, "shake", at: 0.4, through: gate, scheduler)
    send(.touches, "tap on Purge again", at: 0.6, through: gate, scheduler)
    send(.touches, "tap on Settings", at: 0.9, through: gate, scheduler)
    send(.presses, "key press", at: 1.0, through: gate, scheduler)
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 1_200_000_000))
    Timeline.line(scheduler.now, "purge finishes and ends its request")
    gate.end(purge)
    send(.touches, "tap on Settings", at: 1.3, through: gate, scheduler)
    let touches = gate.droppedEventCount(for: .touches)
    let motion = gate.droppedEventCount(for: .motion)
    Timeline.note("dropped \(touches) touches and \(motion) shake; a second purge never started")
  }

  static func overlappingRequests() {
    Timeline.title(
      "Two overlapping requests: 0.3 s, then 1.3 s",
      shows: "When two blocks overlap, taps stay blocked until the longer one ends.")
    let scheduler = VirtualScheduler()
    let gate = InteractionGate(scheduler: scheduler)
    let narration = narrate(gate, scheduler)
    defer { narration.cancel() }
    gate.block(.touches, for: .milliseconds(300))
    Timeline.line(scheduler.now, "page animation blocks touches for 0.3 s")
    gate.block(.touches, for: .milliseconds(1300))
    Timeline.line(scheduler.now, "network refresh blocks touches for 1.3 s")
    for time in [0.2, 0.3, 0.8, 1.29, 1.3] {
      send(.touches, "tap", at: time, through: gate, scheduler)
    }
    Timeline.note("input returns at 1.3 s, not at 0.3 s when the first request ended")
  }
}
