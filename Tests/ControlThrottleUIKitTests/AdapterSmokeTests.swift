import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// The real adapter sources, built against the double, driven end to end.
@Suite @MainActor struct AdapterSmokeTests {
  @Test func aPayButtonPaysOnceForTapsInsideItsInterval() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let button = PayButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44), scheduler: scheduler)
    window.addSubview(button)
    let recorder = ActionRecorder()
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    let point = CGPoint(x: 60, y: 40)

    window.simulateTap(at: point)  // up at 0.05: accepted
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 300_000_000))
    window.simulateTap(at: point)  // up at 0.35: inside the 0.5 s interval
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 500_000_000))
    window.simulateTap(at: point)  // up at 0.55: exactly at the deadline

    #expect(recorder.actions == ["pay", "pay"])
    #expect(recorder.deliveries.map(\.timestamp) == [0.05, 0.55])
  }

  @Test func aGatedApplicationDropsTouchesWhileBlocked() {
    let scheduler = VirtualScheduler()
    let application = GatedTestApplication()
    let gate = InteractionGate(scheduler: scheduler)
    application.gate = gate
    let window = makeWindow(clock: bridgedClock(to: scheduler), application: application)
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(control)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "up", for: .touchUpInside)

    _ = gate.block(.touches, for: gateDuration(1))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 2_000_000_000))
    window.simulateTap(at: CGPoint(x: 10, y: 10))

    #expect(recorder.actions == ["up"])
    #expect(gate.droppedEventCount(for: .touches) == 2)  // began and ended
  }

  @Test func aGatedWindowDropsPressesAndMotionOfBlockedKinds() {
    final class Responder: UIView {
      var received: [String] = []
      override var canBecomeFirstResponder: Bool { true }
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { received.append("press") }
      override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { received.append("release") }
      override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { received.append("shake") }
    }
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler), window: GatedTestWindow(frame: .zero))
    let gate = InteractionGate(scheduler: scheduler)
    (window as? GatedTestWindow)?.gate = gate
    let responder = Responder(frame: .zero)
    window.addSubview(responder)
    #expect(responder.becomeFirstResponder())

    _ = gate.block([.presses, .motion], for: gateDuration(1))
    window.simulatePress(.select)
    window.simulateShake()
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 2_000_000_000))
    window.simulatePress(.select)
    window.simulateShake()

    #expect(responder.received == ["press", "release", "shake"])
  }

  @Test func aSerializedNavigationControllerDropsASecondPushWhileTheFirstAnimates() {
    let scheduler = VirtualScheduler()
    let navigation = serializedNavigationInWindow(root: "A", scheduler: scheduler)
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    navigation.pushViewController(screen("B"), animated: true)
    navigation.pushViewController(screen("C"), animated: true)
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 350_000_000))

    #expect(outcomes == [.dropped(.busy), .finished(waited: false)])
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func aQueuedPopsCompletionCarriesTheControllersItPopped() {
    let scheduler = VirtualScheduler()
    let navigation = serializedNavigationInWindow(root: "A", scheduler: scheduler)
    navigation.transitionPolicy = .enqueue
    var results: [(TransitionKind, TransitionOutcome, [String])] = []
    navigation.transitionCompletion = { kind, outcome, popped in
      results.append((kind, outcome, popped.map { ($0 as? LoggingViewController)?.name ?? "?" }))
    }

    navigation.pushViewController(screen("B"), animated: true)
    // Requested while the push animates: it waits, so the call itself cannot say what it popped.
    #expect(navigation.popViewController(animated: true) == nil)
    scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 1_000_000_000))

    #expect(results.map(\.0) == [.push, .pop])
    #expect(results.map(\.1) == [.finished(waited: false), .finished(waited: true)])
    #expect(results.map(\.2) == [[], ["B"]])
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func presentSerializedFinishesInThePresentationCompletion() {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    var outcomes: [TransitionOutcome] = []

    root.presentSerialized(screen("sheet")) { outcomes.append($0) }
    UIKitTestEnvironment.clock.advance(by: 0.35)

    #expect(outcomes == [.finished(waited: false)])
  }
}
