import ControlThrottle
import ControlThrottleTesting

/// Rapid taps on controls with a per-control throttle.
@MainActor
enum ThrottleScenarios {
  static func run() {
    rapidTapsOnPayButton()
    sidePanelToggle()
    buttonWithTwoTargets()
  }

  /// Taps one control at the given milliseconds and prints each decision.
  private static func tap(
    _ control: ControlModel,
    _ label: String,
    at milliseconds: [Int],
    on scheduler: VirtualScheduler
  ) {
    for time in milliseconds {
      scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: Int64(time) * 1_000_000))
      let decisions = control.tap()
      let fired = control.targets.indices.filter { decisions[$0].isAccepted }.map { control.targets[$0].name }
      let fate = Timeline.describe(decisions[0])
      Timeline.line(
        scheduler.now, "\(label) tapped: \(fate)" + (fired.isEmpty ? "" : " → \(fired.joined(separator: ", "))"))
    }
  }

  static func rapidTapsOnPayButton() {
    Timeline.title("A pay button tapped rapidly (interval 500 ms)")
    let scheduler = VirtualScheduler()
    let pay = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(0.5))
    var payments = 0
    pay.addTarget("charge card") { _ in payments += 1 }
    tap(pay, "Pay", at: [0, 90, 160, 420, 510, 640, 1_200], on: scheduler)
    Timeline.note(
      "\(payments) payments from 7 taps; the tap at 510 ms passes because the window armed at 0 ms ended at 500 ms")
  }

  static func sidePanelToggle() {
    Timeline.title("A side-panel toggle tapped 5 times in 300 ms (interval 500 ms)")
    let scheduler = VirtualScheduler()
    let toggle = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(0.5))
    var isOpen = false
    toggle.addTarget("toggle panel") { _ in isOpen.toggle() }
    tap(toggle, "Menu", at: [0, 70, 150, 230, 300], on: scheduler)
    Timeline.note("the panel is \(isOpen ? "open" : "closed"): one toggle, instead of open-close-open-close-open")
  }

  static func buttonWithTwoTargets() {
    Timeline.title("A button with two targets: analytics and submit (interval 500 ms)")
    let scheduler = VirtualScheduler()
    let submit = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(0.5))
    submit.addTarget("log analytics") { _ in }
    submit.addTarget("submit form") { _ in }
    tap(submit, "Submit", at: [0, 200, 600], on: scheduler)
    Timeline.note("both targets of one tap always share its fate; no tap reaches one target but not the other")
  }
}
