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

  /// The target actions that ran during one tap, by name.
  private final class FiredTargets {
    var names: [String] = []
  }

  /// A control on its own virtual clock whose targets record that they ran.
  private static func makeControl(
    targets: [(name: String, action: () -> Void)],
    scheduler: VirtualScheduler,
    fired: FiredTargets
  ) -> ControlModel {
    let control = ControlModel(
      scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(.milliseconds(500)))
    for target in targets {
      control.addTarget(target.name) { _ in
        fired.names.append(target.name)
        target.action()
      }
    }
    return control
  }

  /// Taps `control` at the given milliseconds and prints each decision and the targets that ran.
  private static func tap(
    _ control: ControlModel,
    _ label: String,
    at milliseconds: [Int],
    on scheduler: VirtualScheduler,
    fired: FiredTargets
  ) {
    for time in milliseconds {
      scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: Int64(time) * 1_000_000))
      fired.names = []
      let fate = Timeline.describe(control.tap())
      let ran = fired.names.isEmpty ? "" : " → \(fired.names.joined(separator: ", "))"
      Timeline.line(scheduler.now, "\(label) tapped: \(fate)\(ran)")
    }
  }

  static func rapidTapsOnPayButton() {
    Timeline.title(
      "A pay button tapped rapidly (interval 500 ms)",
      shows: "Taps within 500 ms of the last accepted tap are dropped, so a burst charges the card once.")
    let scheduler = VirtualScheduler()
    let fired = FiredTargets()
    var payments = 0
    let pay = makeControl(targets: [("charge card", { payments += 1 })], scheduler: scheduler, fired: fired)
    tap(pay, "Pay", at: [0, 90, 160, 420, 510, 640, 1_200], on: scheduler, fired: fired)
    Timeline.note(
      "\(payments) payments from 7 taps; the tap at 510 ms passes because the window armed at 0 ms ended at 500 ms"
    )
  }

  static func sidePanelToggle() {
    Timeline.title(
      "A side-panel toggle tapped 5 times in 300 ms (interval 500 ms)",
      shows: "A burst of taps toggles the panel once instead of flickering it open and shut.")
    let scheduler = VirtualScheduler()
    let fired = FiredTargets()
    var isOpen = false
    let toggle = makeControl(targets: [("toggle panel", { isOpen.toggle() })], scheduler: scheduler, fired: fired)
    tap(toggle, "Menu", at: [0, 70, 150, 230, 300], on: scheduler, fired: fired)
    Timeline.note("the panel is \(isOpen ? "open" : "closed"): one toggle, instead of open-close-open-close-open")
  }

  static func buttonWithTwoTargets() {
    Timeline.title(
      "A button with two targets: analytics and submit (interval 500 ms)",
      shows: "A tap runs all of a button's actions or none of them.")
    let scheduler = VirtualScheduler()
    let fired = FiredTargets()
    let submit = makeControl(
      targets: [("log analytics", {}), ("submit form", {})],
      scheduler: scheduler,
      fired: fired
    )
    tap(submit, "Submit", at: [0, 200, 600], on: scheduler, fired: fired)
    Timeline.note("both targets of one tap always share its fate; no tap reaches one target but not the other")
  }
}
