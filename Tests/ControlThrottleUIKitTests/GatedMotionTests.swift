import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A responder told that a shake began is told how it ended (§11.9), through a gated window and a
/// gated application alike: a shake under way when a block begins reaches its end, one that begins
/// during a block is withheld whole.
@Suite @MainActor struct GatedMotionTests {
  /// Where the gate sits.
  enum GatedBy: CaseIterable, Sendable {
    case window
    case application
  }

  final class ShakeResponder: UIView {
    var received: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { received.append("began") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { received.append("ended") }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
      received.append("cancelled")
    }
    override func remoteControlReceived(with event: UIEvent?) {
      received.append("remote \(event?.subtype.rawValue ?? -1)")
    }
  }

  private let scheduler = VirtualScheduler()
  private let gate: InteractionGate

  init() {
    gate = InteractionGate(scheduler: scheduler)
  }

  private func responderInWindow(gatedBy: GatedBy) -> (UIWindow, ShakeResponder) {
    let window: UIWindow
    switch gatedBy {
    case .window:
      let gated = GatedTestWindow(frame: .zero)
      gated.gate = gate
      window = makeWindow(clock: bridgedClock(to: scheduler), window: gated)
    case .application:
      let application = GatedTestApplication()
      application.gate = gate
      window = makeWindow(clock: bridgedClock(to: scheduler), application: application)
    }
    let responder = ShakeResponder(frame: .zero)
    window.addSubview(responder)
    _ = responder.becomeFirstResponder()
    return (window, responder)
  }

  @Test(arguments: GatedBy.allCases)
  func aShakeUnderWayWhenABlockBeginsReachesItsEnd(gatedBy: GatedBy) {
    let (window, responder) = responderInWindow(gatedBy: gatedBy)
    UIKitTestEnvironment.clock.schedule(after: 0.1) { _ = gate.block(.motion, for: .seconds(2)) }

    window.simulateShake(lasting: 0.3)

    #expect(gate.isBlocked(.motion))
    #expect(responder.received == ["began", "ended"])
    #expect(gate.droppedEventCount(for: .motion) == 0)
  }

  @Test(arguments: GatedBy.allCases)
  func aShakeThatBeginsDuringABlockIsWithheldWholeEvenPastTheBlock(gatedBy: GatedBy) {
    let (window, responder) = responderInWindow(gatedBy: gatedBy)
    _ = gate.block(.motion, for: .milliseconds(100))

    window.simulateShake(lasting: 0.3)
    #expect(!gate.isBlocked(.motion))
    window.simulateShake(lasting: 0.3)

    #expect(responder.received == ["began", "ended"])
    #expect(gate.droppedEventCount(for: .motion) == 2)
  }

  @Test(arguments: GatedBy.allCases)
  func seekingUnderWayWhenABlockBeginsReachesItsEndAndOtherCommandsAreWithheld(gatedBy: GatedBy) {
    let (window, responder) = responderInWindow(gatedBy: gatedBy)
    UIApplication.shared.beginReceivingRemoteControlEvents()

    window.simulateRemoteControl(.remoteControlBeginSeekingForward)
    _ = gate.block(.remoteControl, for: .seconds(1))
    window.simulateRemoteControl(.remoteControlPlay)
    window.simulateRemoteControl(.remoteControlEndSeekingForward)

    #expect(responder.received == ["remote 108", "remote 109"])
    #expect(gate.droppedEventCount(for: .remoteControl) == 1)
  }
}
