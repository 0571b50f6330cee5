import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// The gate beside UIKit's own `beginIgnoringInteractionEvents()`, which UIKit has been reported
/// to call during non-interactive presentations (§9, §10; unconfirmed on current iOS): the gate
/// never touches UIKit's counter, and neither state leaves input stuck, under every reading of
/// what UIKit does with a touch in flight when it starts ignoring (§3).
@Suite @MainActor struct GatedIgnoringTests {
  enum Placement: CaseIterable, Sendable {
    case application
    case window
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let placement: Placement
    let policy: UIKitTestAssumptions.InFlightTouchPolicy
    var testDescription: String { "\(placement), in-flight touches \(policy)" }
  }

  nonisolated static let cases = Placement.allCases.flatMap { placement in
    UIKitTestAssumptions.InFlightTouchPolicy.allCases.map { Case(placement: placement, policy: $0) }
  }

  private func gatedWindow(_ testCase: Case) -> (UIWindow, InteractionGate, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let gate = InteractionGate(scheduler: scheduler)
    var assumptions = UIKitTestAssumptions()
    assumptions.touchesInFlightWhenIgnoringBegins = testCase.policy
    switch testCase.placement {
    case .application:
      let application = GatedTestApplication()
      application.gate = gate
      return (
        makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions, application: application), gate,
        scheduler
      )
    case .window:
      let window = GatedTestWindow(frame: .zero)
      window.gate = gate
      return (makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions, window: window), gate, scheduler)
    }
  }

  private func button(in window: UIWindow, recorder: ActionRecorder) -> UIControl {
    let button = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    button.addTarget(recorder, action: "up", for: .touchUpInside)
    window.addSubview(button)
    return button
  }

  @Test(arguments: cases)
  func uikitIgnoringDuringAGateBlockLeavesNothingStuckOnceBothEnd(_ testCase: Case) {
    let (window, gate, scheduler) = gatedWindow(testCase)
    let recorder = ActionRecorder()
    _ = button(in: window, recorder: recorder)
    let application = UIApplication.shared

    let delivered = window.touchDown(at: CGPoint(x: 10, y: 10))  // before both
    gate.block(.touches, for: gateDuration(1))
    let withheld = window.touchDown(at: CGPoint(x: 20, y: 10))  // during the gate's block
    application.beginIgnoringInteractionEvents()
    let ignored = window.touchDown(at: CGPoint(x: 30, y: 10))  // while UIKit ignores
    delivered.lift()
    withheld.lift()
    ignored.lift()
    application.endIgnoringInteractionEvents()
    scheduler.advance(by: .seconds(1))

    #expect(!gate.isBlocked(.touches))
    #expect(!application.isIgnoringInteractionEvents)
    // Under the dropped reading UIKit swallows both lifts: the gate still remembers those two
    // fingers, within its bound, and forgets them as others begin.
    #expect(gate.trackedSequenceCount == (testCase.policy == .dropped ? 2 : 0))
    let before = recorder.actions.count
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions.count == before + 1)
    // The withheld finger's landing, and its lift unless UIKit dropped it first.
    #expect(gate.droppedEventCount(for: .touches) == (testCase.policy == .dropped ? 1 : 2))
  }

  @Test(arguments: cases)
  func aGateBlockThatOutlivesUIKitsIgnoringStillEndsOnTime(_ testCase: Case) {
    let (window, gate, scheduler) = gatedWindow(testCase)
    let recorder = ActionRecorder()
    _ = button(in: window, recorder: recorder)
    let application = UIApplication.shared

    application.beginIgnoringInteractionEvents()
    gate.block(.touches, for: gateDuration(1))
    application.endIgnoringInteractionEvents()
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions.isEmpty)
    scheduler.advance(by: .seconds(1))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions == ["up"])
    #expect(gate.trackedSequenceCount == 0)
  }
}
