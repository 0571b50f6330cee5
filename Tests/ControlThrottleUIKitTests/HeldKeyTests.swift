import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A container that records the presses whose phase changed while held, as they pass up the
/// responder chain from the control.
final class PressChangeRecordingView: UIView {
  private(set) var changedPresses: [UIPress] = []

  override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    changedPresses.append(contentsOf: presses)
    super.pressesChanged(presses, with: event)
  }
}

/// A hardware keyboard's key held down on a focused throttled button, under each reading of what a
/// held key delivers: it is one input, whatever repeats while it is held.
@Suite @MainActor struct HeldKeyTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()

  @Test(arguments: [UIKitTestAssumptions.HeldKeyRepeat.none, .pressesChanged], [false, true])
  func returnHeldForTwoSecondsIsOneInput(held: UIKitTestAssumptions.HeldKeyRepeat, pressCarriesEvent: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.heldKeyRepeat = held
    assumptions.pressActivationCarriesEvent = pressCarriesEvent
    let window = makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions)
    let container = PressChangeRecordingView(frame: window.bounds)
    window.addSubview(container)
    let button = PayButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    container.addSubview(button)
    var handled = 0
    button.addTarget(recorder, action: "pay", for: .primaryActionTriggered)
    button.addAction(UIAction { _ in handled += 1 }, for: .primaryActionTriggered)
    window.focus(button)

    let press = window.simulateKeyPress(.select, holdingFor: 2)  // Return, held four times the window
    #expect(recorder.actions == ["pay"] && handled == 1)
    switch held {
    case .none:
      #expect(container.changedPresses.isEmpty)
    case .pressesChanged:
      // Repeats from 0.5 s, every 0.1 s, until the release at 2 s: all of the same press.
      #expect(container.changedPresses.count == 15)
      #expect(container.changedPresses.allSatisfy { $0 === press })
    case .newPressSequences:
      Issue.record("Not an argument of this test")
    }
    window.simulateKeyPress(.select)  // right after the release: inside the window it armed
    #expect(recorder.actions == ["pay"] && handled == 1)
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 3))
    window.simulateKeyPress(.select)  // after the window
    #expect(recorder.actions == ["pay", "pay"] && handled == 2)
    scheduler.run()
  }

  /// Under the reading where each repeat is a press of its own, a held Return would activate the
  /// button 16 times in two seconds (once per repeat and at the release); throttled, the
  /// activations are at least a window apart.
  @Test(arguments: [false, true])
  func aHeldReturnWhoseRepeatsAreNewPressesPaysAtMostOncePerWindow(pressCarriesEvent: Bool) throws {
    var assumptions = UIKitTestAssumptions()
    assumptions.heldKeyRepeat = .newPressSequences
    assumptions.pressActivationCarriesEvent = pressCarriesEvent
    let window = makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions)
    let button = PayButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    window.addSubview(button)
    button.addTarget(recorder, action: "pay", for: .primaryActionTriggered)
    var paidAt: [SchedulerInstant] = []
    button.addAction(UIAction { _ in paidAt.append(scheduler.now) }, for: .primaryActionTriggered)
    window.focus(button)

    window.simulateKeyPress(.select, holdingFor: 2)  // repeats from 0.5 s, every 0.1 s
    // The first repeat at 0.5 s pays, then one per 0.5 s window at most, the release included.
    #expect((3...4).contains(paidAt.count))
    #expect(recorder.actions.count == paidAt.count)
    for (earlier, later) in zip(paidAt, paidAt.dropFirst()) {
      #expect(earlier.duration(to: later) >= .milliseconds(499))
    }
    scheduler.run()
  }

  @Test func aRemoteButtonHeldDownNeverRepeats() {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let container = PressChangeRecordingView(frame: window.bounds)
    window.addSubview(container)
    let button = PayButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    container.addSubview(button)
    window.focus(button)
    window.simulatePress(.select, holdingFor: 2)
    #expect(container.changedPresses.isEmpty)
    scheduler.run()
  }
}
