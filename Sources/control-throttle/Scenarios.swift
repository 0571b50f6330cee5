import ControlThrottle
import ControlThrottleTesting

/// The built-in scenarios, each on its own virtual clock.
@MainActor
enum Scenarios {
  static func runAll() {
    print("ControlThrottle scenarios (virtual clock; times from the start of each scenario)")
    ThrottleScenarios.run()
    GateScenarios.run()
    TransitionScenarios.run()
    HitTestScenarios.run()
  }
}
