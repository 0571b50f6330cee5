import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// Scenarios the adapters once got wrong, each asserting the correct behaviour.
///
/// The throttle's own scenarios (a touch-down target and the same tap's touch-up; action handlers)
/// are in `ThrottledUIControlTests`.
@Suite @MainActor struct AdapterRegressionTests {
  @Test func theGateDoesNotStrandATouchItBlocksMidSequence() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler), window: GatedTestWindow(frame: .zero))
    let gate = InteractionGate(scheduler: scheduler)
    (window as? GatedTestWindow)?.gate = gate
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(control)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "up", for: .touchUpInside)
    control.addTarget(recorder, action: "cancel", for: .touchCancel)

    let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
    _ = gate.block(.touches, for: gateDuration(1))
    finger.lift()
    scheduler.advance(by: .milliseconds(120))  // past the control's minimum highlight

    // The touch began before the block, so it is delivered to its end.
    #expect(!control.isTracking)
    #expect(!control.isHighlighted)
    #expect(recorder.actions == ["up"])
    #expect(gate.droppedEventCount(for: .touches) == 0)
  }

  @Test func aRefusedPresentationDoesNotLockTheWindow() {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    root.present(screen("alert"), animated: false)
    UIKitTestEnvironment.clock.advance(by: 0)
    var outcomes: [TransitionOutcome] = []

    root.presentSerialized(screen("refused")) { outcomes.append($0) }  // UIKit would refuse: already presenting
    root.dismiss(animated: false)
    UIKitTestEnvironment.clock.advance(by: 0)
    root.presentSerialized(screen("next")) { outcomes.append($0) }
    UIKitTestEnvironment.clock.advance(by: 0.35)

    #expect(outcomes == [.dropped(.presenterBusy), .finished(waited: false)])
    #expect(!UIKitTestEnvironment.consoleMessages.contains { $0.contains("Attempt to present") })
  }

  @Test func anInteractivePopDoesNotTimeOutUnderTheFinger() throws {
    let scheduler = VirtualScheduler()
    let navigation = serializedNavigationInWindow(root: "A", scheduler: scheduler)
    navigation.pushViewController(screen("B"), animated: false)
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    let pop = try #require(navigation.beginInteractivePop())
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 10_000_000_000))  // the finger rests 10 s
    #expect(pop.isInteractive)

    #expect(outcomes.isEmpty)
    pop.cancel()
    UIKitTestEnvironment.clock.advance(by: 1)
    #expect(outcomes == [.cancelled(waited: false)])
    #expect(navigation.viewControllers.count == 2)
  }
}
