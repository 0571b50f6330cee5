import ControlThrottle
import ControlThrottleTesting
import Foundation
import Testing
import UIKit

@testable import ControlThrottleUIKitUnderTest

/// One input repeated 1,000 times after one setup, through real input in the double, so that the
/// code each input runs can be counted (every line run at least 1,000 times is that input's).
///
/// Each test also checks what the 1,000 inputs did, so that it counts the path it names. Time is
/// the double's own clock; the throttles read it through ``UIKitTestClockScheduler``, so that no
/// code of the package's virtual clock is counted with the input.
@Suite(.serialized) @MainActor struct CodeWalkTests {
  static let inputs = 1_000
  let inside = CGPoint(x: 10, y: 10)

  @Test func acceptedTapThroughAThrottledUIControl() {
    let recorder = tapPayButton(interval: .milliseconds(500), times: Self.inputs)
    #expect(recorder.actions.count == Self.inputs)
  }

  @Test func droppedTapThroughAThrottledUIControl() {
    // The first tap opens a window that outlasts the run, so each of the 1,000 after it is dropped.
    let recorder = tapPayButton(interval: .seconds(100_000), times: 1 + Self.inputs)
    #expect(recorder.actions == ["pay"])
  }

  /// Taps a `PayButton` with `interval` `times` times, 1 ns apart, and returns what its target saw.
  private func tapPayButton(interval: Duration, times: Int) -> ActionRecorder {
    let clock = UIKitTestClock()
    let window = makeWindow(clock: clock)
    let button = PayButton(
      frame: CGRect(x: 0, y: 0, width: 100, height: 44), setting: .interval(interval),
      scheduler: UIKitTestClockScheduler(clock))
    window.addSubview(button)
    let recorder = ActionRecorder()
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    for _ in 0..<times {
      window.simulateTap(at: inside)
      clock.advance(by: 1)
    }
    clock.run()
    return recorder
  }

  @Test func acceptedTapOfAPlainButtonAdoptedAppWide() {
    let clock = UIKitTestClock()
    let scheduler = UIKitTestClockScheduler(clock)
    let application = GatedTestApplication()
    application.gate = InteractionGate(scheduler: scheduler)
    let window = makeWindow(clock: clock, application: application)
    let registry = ThrottleRegistry()
    withAdoptedControls(registry: registry, scheduler: scheduler) {
      defer { clock.run() }
      registry.register(UIButton.self)
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      window.addSubview(button)
      let recorder = ActionRecorder()
      button.addTarget(recorder, action: "pay", for: .touchUpInside)
      for _ in 0..<Self.inputs {
        window.simulateTap(at: inside)
        clock.advance(by: 1)
      }
      #expect(recorder.actions.count == Self.inputs)
    }
  }
}
