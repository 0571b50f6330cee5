import ControlThrottle
import ControlThrottleTesting

/// One transition per window at a time.
@MainActor
enum TransitionScenarios {
  static func run() {
    doubleTappedDetails(policy: .dropIfBusy)
    doubleTappedDetails(policy: .enqueue)
    lostFinishSignal()
  }

  private static func narrate(_ navigation: NavigationStackModel<String>, _ scheduler: VirtualScheduler) {
    navigation.serializer.addObserver { event in
      switch event {
      case .started(let ticket):
        Timeline.line(scheduler.now, "\(ticket.kind) #\(ticket.id) starts; stack \(navigation.stack)")
      case .enqueued(let ticket):
        Timeline.line(scheduler.now, "\(ticket.kind) #\(ticket.id) waits in the queue")
      case .ended(let ticket, let outcome):
        Timeline.line(
          scheduler.now, "\(ticket.kind) #\(ticket.id) ends: \(describe(outcome)); stack \(navigation.stack)")
      }
    }
  }

  static func describe(_ outcome: TransitionOutcome) -> String {
    switch outcome {
    case .finished(let waited): waited ? "finished after waiting its turn" : "finished"
    case .cancelled: "cancelled by the user"
    case .timedOut: "no finish signal, host released at the timeout"
    case .dropped(let reason): "dropped (\(reason))"
    }
  }

  static func doubleTappedDetails(policy: TransitionPolicy) {
    let label = policy == .enqueue ? "enqueue" : "drop if busy"
    Timeline.title("A double-tapped \"Details\" row, policy \(label) (push animates 350 ms)")
    let scheduler = VirtualScheduler()
    let navigation = NavigationStackModel(root: "List", scheduler: scheduler)
    narrate(navigation, scheduler)
    navigation.push("Details", policy: policy)
    scheduler.advance(by: .milliseconds(80))
    Timeline.line(scheduler.now, "second tap")
    navigation.push("Details", policy: policy)
    scheduler.run()
    Timeline.note(
      policy == .enqueue
        ? "pushed twice, one after the other: \(navigation.stack)"
        : "pushed once, no corrupted stack: \(navigation.stack)"
    )
  }

  static func lostFinishSignal() {
    Timeline.title("A push whose finish signal is lost (safety timeout 3 s)")
    let scheduler = VirtualScheduler()
    let navigation = NavigationStackModel(root: "Home", scheduler: scheduler, timeout: .seconds(3))
    narrate(navigation, scheduler)
    navigation.losesFinishSignals = true
    navigation.push("Profile")
    scheduler.advance(by: .seconds(1))
    Timeline.line(scheduler.now, "tap on Settings while the window is still locked")
    navigation.present("Settings", animated: false)
    scheduler.advance(by: .seconds(2))
    navigation.present("Settings", animated: false)
    Timeline.note(
      "the window was released at 3 s instead of staying locked forever; presented: \(navigation.presented ?? "none")")
  }
}
