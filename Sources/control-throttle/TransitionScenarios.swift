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

  /// Prints the serializer's announcements, numbering this scenario's requests from 1.
  private static func narrate(_ navigation: NavigationStackModel<String>, _ scheduler: VirtualScheduler)
    -> ObserverToken
  {
    let requests = RequestNumbers()
    return navigation.serializer.addObserver { event in
      switch event {
      case .started(let ticket):
        Timeline.line(scheduler.now, "\(requests.label(ticket)) starts; stack \(navigation.stack)")
      case .enqueued(let ticket):
        Timeline.line(scheduler.now, "\(requests.label(ticket)) waits in the queue")
      case .ended(let ticket, let outcome):
        Timeline.line(
          scheduler.now, "\(requests.label(ticket)) ends: \(describe(outcome)); stack \(navigation.stack)")
      }
    }
  }

  static func describe(_ outcome: TransitionOutcome) -> String {
    switch outcome {
    case .finished(let waited): waited ? "finished after waiting its turn" : "finished"
    case .cancelled: "cancelled by the user"
    case .timedOut: "no finish signal, released by the safety timeout"
    case .dropped(let reason): "dropped (\(reason))"
    }
  }

  static func doubleTappedDetails(policy: TransitionPolicy) {
    let label = policy == .enqueue ? "enqueue" : "drop if busy"
    Timeline.title(
      "A double-tapped \"Details\" row, policy \(label) (push animates 350 ms)",
      shows: policy == .enqueue
        ? "The second tap comes while the first push animates; it waits its turn, so Details is pushed twice."
        : "The second tap comes while the first push animates; it is ignored, so Details is pushed once.")
    let scheduler = VirtualScheduler()
    let navigation = NavigationStackModel(root: "List", scheduler: scheduler)
    let narration = narrate(navigation, scheduler)
    defer { narration.cancel() }
    Timeline.line(scheduler.now, "first tap")
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
    Timeline.title(
      "A push whose finish signal is lost (safety timeout 3 s)",
      shows: "A push never reports that it finished; after 3 s the screen accepts taps again anyway.")
    let scheduler = VirtualScheduler()
    let navigation = NavigationStackModel(root: "Home", scheduler: scheduler, timeout: .seconds(3))
    let narration = narrate(navigation, scheduler)
    defer { narration.cancel() }
    navigation.losesFinishSignals = true
    Timeline.line(scheduler.now, "tap on Profile")
    navigation.push("Profile")
    scheduler.advance(by: .seconds(1))
    Timeline.line(scheduler.now, "tap on Settings while the window is still locked")
    navigation.present("Settings", animated: false)
    scheduler.advance(by: .seconds(2))
    Timeline.line(scheduler.now, "tap on Settings again, now that the window is released")
    navigation.present("Settings", animated: false)
    Timeline.note(
      "the window was released at 3 s instead of staying locked forever; presented: \(navigation.presented ?? "none")")
  }

  /// UIKit calls `present`'s completion after the presented controller's `viewDidAppear`; a
  /// presentation asked for from there is a follow-up and runs right after, not dropped as busy.
  static func followUpFromViewDidAppear() {
    Timeline.title(
      "\"Step 2\" presented from step 1's viewDidAppear (presentations animate 350 ms)",
      shows: "A screen that opens the next one as soon as it appears gets it shown right after, not refused.")
    let scheduler = VirtualScheduler()
    let serializer = TransitionSerializer(scheduler: scheduler)
    let requests = RequestNumbers()
    let narration = serializer.addObserver { event in
      switch event {
      case .started(let ticket): Timeline.line(scheduler.now, "\(requests.label(ticket)) starts")
      case .enqueued(let ticket): Timeline.line(scheduler.now, "\(requests.label(ticket)) waits as a follow-up")
      case .ended(let ticket, let outcome):
        Timeline.line(scheduler.now, "\(requests.label(ticket)) ends: \(describe(outcome))")
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
    Timeline.line(scheduler.now, "tap: present Step 1")
    present("Step 1", isFollowUp: false) {
      // The presented controller asks from its own viewDidAppear: the adapters see it is the
      // running presentation's destination.
      Timeline.line(scheduler.now, "Step 1 asks to present Step 2")
      present("Step 2", isFollowUp: true)
    }
    scheduler.run()
    narration.cancel()
    Timeline.note("step 2 appeared after step 1, with the default drop-if-busy policy")
  }
}
