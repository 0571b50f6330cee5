import ControlThrottle
import ControlThrottleTesting

/// One transition per window at a time.
@MainActor
enum TransitionScenarios {
  static func run() {
    doubleTappedDetails(policy: .dropIfBusy)
    doubleTappedDetails(policy: .enqueue)
    lostFinishSignal()
    followUpFromViewDidAppear()
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

  /// UIKit calls `present`'s completion after the presented controller's `viewDidAppear`; a
  /// presentation asked for from there is a follow-up and runs right after, not dropped as busy.
  static func followUpFromViewDidAppear() {
    Timeline.title("\"Step 2\" presented from step 1's viewDidAppear (presentations animate 350 ms)")
    let scheduler = VirtualScheduler()
    let serializer = TransitionSerializer(scheduler: scheduler)
    serializer.addObserver { event in
      switch event {
      case .started(let ticket): Timeline.line(scheduler.now, "\(ticket.kind) #\(ticket.id) starts")
      case .enqueued(let ticket): Timeline.line(scheduler.now, "\(ticket.kind) #\(ticket.id) waits as a follow-up")
      case .ended(let ticket, let outcome):
        Timeline.line(scheduler.now, "\(ticket.kind) #\(ticket.id) ends: \(describe(outcome))")
      }
    }
    func present(_ name: String, isFollowUp: Bool, didAppear: @escaping @MainActor () -> Void = {}) {
      serializer.request(.present, isFollowUp: isFollowUp) { handle in
        _ = scheduler.schedule(at: scheduler.now.advanced(by: .milliseconds(350))) {
          Timeline.line(scheduler.now, "\(name) viewDidAppear")
          didAppear()
          handle.finishHandingOff()  // UIKit's completion comes after viewDidAppear
        }
      }
    }
    present("Step 1", isFollowUp: false) {
      // The presented controller asks from its own viewDidAppear: the adapters see it is the
      // running presentation's destination.
      present("Step 2", isFollowUp: true)
    }
    scheduler.run()
    Timeline.note("step 2 appeared after step 1, with the default drop-if-busy policy")
  }
}
