import ControlThrottle
import ControlThrottleTesting
import UIKit

/// A gated key window with its gate and the scheduler that drives both.
@MainActor
struct GatedKeyWindow {
  let window: GatedTestWindow
  let gate: InteractionGate
  let scheduler: VirtualScheduler

  /// Resets the double under `assumptions` and shows a gated key window of 320 × 480 points whose
  /// gate, like UIKit's clock, runs on a fresh virtual scheduler.
  init(_ assumptions: UIKitTestAssumptions = UIKitTestAssumptions()) {
    scheduler = VirtualScheduler()
    gate = InteractionGate(scheduler: scheduler)
    window = GatedTestWindow(frame: .zero)
    window.gate = gate
    _ = makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions, window: window)
  }

  /// A gated key window under the default assumptions but for when UIKit hit-tests touches.
  init(hitTestTiming timing: UIKitTestAssumptions.HitTestTiming) {
    var assumptions = UIKitTestAssumptions()
    assumptions.hitTestTiming = timing
    self.init(assumptions)
  }
}
