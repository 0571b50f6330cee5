import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// One window of an iPad app blocks while another takes input: requests for a window, through two
/// gated windows of the double that share one gate.
@Suite @MainActor struct GatedWindowTests {
  struct Windows {
    let a: GatedTestWindow
    let b: GatedTestWindow
    let gate: InteractionGate
    let scheduler: VirtualScheduler
    let recorder: ActionRecorder
  }

  /// Two visible gated windows of 320 × 480, each with a button at its top left ("a" and "b").
  private func windows(_ timing: UIKitTestAssumptions.HitTestTiming = .beforeApplicationSendEvent) -> Windows {
    let gated = GatedKeyWindow(hitTestTiming: timing)
    let a = gated.window
    let b = GatedTestWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    b.gate = gated.gate
    b.makeKeyAndVisible()
    let recorder = ActionRecorder()
    for (window, name) in [(a, "a"), (b, "b")] {
      let button = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      button.addTarget(recorder, action: Selector("\(name) up"), for: .touchUpInside)
      window.addSubview(button)
    }
    return Windows(a: a, b: b, gate: gated.gate, scheduler: gated.scheduler, recorder: recorder)
  }

  private let onButton = CGPoint(x: 50, y: 22)

  @Test(arguments: UIKitTestAssumptions.HitTestTiming.allCases)
  func windowABlockedWhileWindowBTakesTaps(_ timing: UIKitTestAssumptions.HitTestTiming) {
    let windows = windows(timing)
    windows.gate.block(.touches, for: gateDuration(1), in: .window(windows.a))

    windows.a.simulateTap(at: onButton)
    windows.b.simulateTap(at: onButton)
    windows.b.simulateTap(at: onButton, holdingFor: 0.4)

    #expect(windows.recorder.actions == ["b up", "b up"])
    #expect(windows.gate.blockedKinds() == [])
    #expect(windows.gate.blockedKinds(in: .window(windows.a)) == .touches)
    #expect(windows.gate.blockedKinds(in: .window(windows.b)) == [])
    windows.scheduler.advance(by: .seconds(1))
    windows.a.simulateTap(at: onButton)
    #expect(windows.recorder.actions == ["b up", "b up", "a up"])
  }

  @Test func anAppWideRequestBlocksEveryWindow() {
    let windows = windows()
    windows.gate.block(.touches, for: gateDuration(1))
    windows.a.simulateTap(at: onButton)
    windows.b.simulateTap(at: onButton)
    #expect(windows.recorder.actions.isEmpty)
  }

  @Test func overlappingRequestsOnTwoWindowsNeverShortenEachOther() {
    let windows = windows()
    let gate = windows.gate
    let shortA = gate.block(.touches, for: gateDuration(1), in: .window(windows.a))
    let longB = gate.block(.touches, for: gateDuration(3), in: .window(windows.b))
    _ = gate.block(.touches, for: gateDuration(2), in: .window(windows.a))
    let shortB = gate.block(.touches, for: gateDuration(0.5), in: .window(windows.b))

    #expect(gate.end(shortA))  // A stays blocked by its 2 s request
    #expect(gate.end(shortB))  // B stays blocked by its 3 s request
    windows.a.simulateTap(at: onButton)
    windows.b.simulateTap(at: onButton)
    #expect(windows.recorder.actions.isEmpty)

    windows.scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 2_000_000_000))
    windows.a.simulateTap(at: onButton)
    windows.b.simulateTap(at: onButton)
    #expect(windows.recorder.actions == ["a up"])  // A's 2 s passed; B's 3 s did not

    #expect(gate.end(longB))
    #expect(!gate.end(longB))
    windows.b.simulateTap(at: onButton)
    #expect(windows.recorder.actions == ["a up", "b up"])
  }

  @Test func aFingerDownInWindowABeforeItsBlockIsDeliveredToItsEnd() {
    let windows = windows()
    let finger = windows.a.touchDown(at: onButton)
    windows.gate.block(.touches, for: gateDuration(1), in: .window(windows.a))
    finger.lift()
    windows.scheduler.advance(by: .milliseconds(120))
    #expect(windows.recorder.actions == ["a up"])
  }
}
