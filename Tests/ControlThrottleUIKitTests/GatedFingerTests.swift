import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// What a view saw of its touches, phase by phase.
@MainActor
final class TouchLoggingView: UIView {
  private(set) var phases: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}

/// A control that logs every touch phase it receives before tracking it as UIKit does.
@MainActor
final class TouchLoggingControl: UIControl {
  private(set) var phases: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("began")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("moved")
    super.touchesMoved(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("ended")
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A gated window withholds each finger that lands during a block on its own, through its hit
/// test, while other fingers in the same events go on; driven with several fingers changing in
/// one event, under both readings of when UIKit hit-tests (§1).
@Suite @MainActor struct GatedFingerTests {
  struct Screen {
    let window: GatedTestWindow
    let gate: InteractionGate
    let scheduler: VirtualScheduler
    let carousel: TouchLoggingView
    let pay: TouchLoggingControl
    let recorder: ActionRecorder
  }

  /// A gated key window with Pay (0, 0, 100, 44) and a carousel below it (0, 200, 320, 200).
  private func screen(_ timing: UIKitTestAssumptions.HitTestTiming) -> Screen {
    let gated = GatedKeyWindow(hitTestTiming: timing)
    let recorder = ActionRecorder()
    let pay = TouchLoggingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    pay.addTarget(recorder, action: Selector("pay down"), for: .touchDown)
    pay.addTarget(recorder, action: Selector("pay up"), for: .touchUpInside)
    pay.addTarget(recorder, action: Selector("pay cancel"), for: .touchCancel)
    let carousel = TouchLoggingView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
    gated.window.addSubview(pay)
    gated.window.addSubview(carousel)
    return Screen(
      window: gated.window, gate: gated.gate, scheduler: gated.scheduler, carousel: carousel, pay: pay,
      recorder: recorder)
  }

  private let onCarousel = CGPoint(x: 160, y: 300)
  private let onPay = CGPoint(x: 50, y: 22)

  @Test(arguments: UIKitTestAssumptions.HitTestTiming.allCases)
  func aCarouselDragGoesOnWhileAFingerLandingOnPayDuringTheBlockNeverReachesIt(
    _ timing: UIKitTestAssumptions.HitTestTiming
  ) {
    let screen = screen(timing)
    let drag = screen.window.touchDown(at: onCarousel)
    _ = screen.gate.block(.touches, for: gateDuration(1))

    // The Pay finger lands, moves and lifts, each time in the same event as a carousel move.
    let payFinger = screen.window.deliverTouches { frame in
      frame.move(drag, to: CGPoint(x: 140, y: 300))
      return frame.down(at: onPay)
    }
    screen.window.deliverTouches { frame in
      frame.move(drag, to: CGPoint(x: 120, y: 300))
      frame.move(payFinger, to: CGPoint(x: 52, y: 22))
    }
    screen.window.deliverTouches { frame in
      frame.move(drag, to: CGPoint(x: 100, y: 300))
      frame.lift(payFinger)
    }
    drag.lift()

    #expect(screen.carousel.phases == ["began", "moved", "moved", "moved", "ended"])
    #expect(screen.pay.phases.isEmpty)
    #expect(screen.recorder.actions.isEmpty)
    #expect(!screen.pay.isHighlighted && !screen.pay.isTracking)
    #expect(payFinger.touch.view == nil)
  }

  @Test(arguments: UIKitTestAssumptions.HitTestTiming.allCases)
  func twoFingersLiftedTogetherAtTheBlocksEndEndOnlyWhereTheyBegan(_ timing: UIKitTestAssumptions.HitTestTiming) {
    let screen = screen(timing)
    let drag = screen.window.touchDown(at: onCarousel)
    _ = screen.gate.block(.touches, for: gateDuration(1))
    let payFinger = screen.window.deliverTouches { $0.down(at: onPay) }
    screen.scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: 1_000_000_000))  // the block's deadline
    #expect(!screen.gate.isBlocked(.touches))

    screen.window.deliverTouches(after: 0) { frame in
      frame.lift(drag)
      frame.lift(payFinger)
    }

    #expect(screen.carousel.phases == ["began", "ended"])
    #expect(screen.pay.phases.isEmpty)
    #expect(screen.recorder.actions.isEmpty)
    #expect(!screen.pay.isHighlighted && !screen.pay.isTracking)
    // Open again: the next tap on Pay goes through.
    screen.window.simulateTap(at: onPay)
    #expect(screen.recorder.actions == ["pay down", "pay up"])
  }

  @Test(arguments: UIKitTestAssumptions.HitTestTiming.allCases)
  func twoFingersDownBeforeABlockAndLiftedTogetherInsideItBothEnd(_ timing: UIKitTestAssumptions.HitTestTiming) {
    let screen = screen(timing)
    let (drag, payFinger) = screen.window.deliverTouches { frame in
      (frame.down(at: onCarousel), frame.down(at: onPay))
    }
    _ = screen.gate.block(.touches, for: gateDuration(1))
    screen.window.deliverTouches { frame in
      frame.lift(drag)
      frame.lift(payFinger)
    }
    screen.scheduler.advance(by: .milliseconds(120))  // past the minimum highlight

    #expect(screen.carousel.phases == ["began", "ended"])
    #expect(screen.pay.phases == ["began", "ended"])
    #expect(screen.recorder.actions == ["pay down", "pay up"])
    #expect(!screen.pay.isHighlighted && !screen.pay.isTracking)
    #expect(screen.gate.droppedEventCount(for: .touches) == 0)
  }

  @Test(arguments: UIKitTestAssumptions.HitTestTiming.allCases)
  func twoFingersLandingTogetherDuringABlockAreBothWithheld(_ timing: UIKitTestAssumptions.HitTestTiming) {
    let screen = screen(timing)
    _ = screen.gate.block(.touches, for: gateDuration(1))
    let (drag, payFinger) = screen.window.deliverTouches { frame in
      (frame.down(at: onCarousel), frame.down(at: onPay))
    }
    screen.scheduler.advance(by: .seconds(2))
    screen.window.deliverTouches { frame in
      frame.lift(drag)
      frame.lift(payFinger)
    }

    #expect(screen.carousel.phases.isEmpty)
    #expect(screen.pay.phases.isEmpty)
    #expect(screen.recorder.actions.isEmpty)
    #expect(screen.gate.droppedEventCount(for: .touches) == 2)  // the landing and the lift
  }
}
