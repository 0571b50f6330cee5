import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// One activation is one decision for all of its targets and handlers, under either programmatic
/// send policy.
@Suite @MainActor struct OneActivationTests {
  func makeButton(_ policy: ProgrammaticSendPolicy) -> (VirtualScheduler, UIWindow, PayButton, Log) {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let button = PayButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    button.throttle.registry.programmaticSendPolicy = policy
    window.addSubview(button)
    let log = Log()
    let recorder = LoggingTarget(log: log)
    button.addTarget(recorder, action: "target", for: .primaryActionTriggered)
    button.addAction(UIAction { _ in log.record("handler") }, for: .primaryActionTriggered)
    keptTargets.append(recorder)
    return (scheduler, window, button, log)
  }

  @Test func underDeliverAProgrammaticActivationRunsEverythingAndArmsNothing() {
    let (scheduler, window, button, log) = makeButton(.deliver)
    defer { scheduler.run() }
    button.performPrimaryAction()
    #expect(log.entries == ["target", "handler"])
    scheduler.advance(by: .milliseconds(100))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(log.entries == ["target", "handler", "target", "handler"])
    scheduler.advance(by: .milliseconds(100))
    button.performPrimaryAction()
    #expect(log.entries == ["target", "handler", "target", "handler", "target", "handler"])
  }

  @Test func underThrottleAProgrammaticActivationIsOneDecision() {
    let (scheduler, window, button, log) = makeButton(.throttle)
    defer { scheduler.run() }
    button.performPrimaryAction()
    #expect(log.entries == ["target", "handler"])
    scheduler.advance(by: .milliseconds(100))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    button.performPrimaryAction()
    #expect(log.entries == ["target", "handler"])
    scheduler.advance(by: .milliseconds(500))
    button.performPrimaryAction()
    #expect(log.entries == ["target", "handler", "target", "handler"])
  }
}

/// Keeps the weakly held targets alive for a test's length.
@MainActor private var keptTargets: [AnyObject] = []

/// A target that logs the actions it receives.
@MainActor
final class LoggingTarget: UIKitTestActionTarget {
  let log: Log
  init(log: Log) { self.log = log }
  func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
    log.record(action.description)
  }
}
