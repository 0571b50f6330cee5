public import Foundation

// Not UIKit API: the test-driving helpers of the double. Points are in window coordinates.
extension UIWindow {
  /// Puts a finger down at `point` now: hit testing, then `.began` through
  /// `UIApplication.shared.sendEvent(_:)`.
  public func touchDown(at point: CGPoint, type: UITouch.TouchType = .direct) -> UIKitTestFinger {
    UIKitTestFinger.down(in: self, at: point, type: type)
  }

  /// Not UIKit API: puts a finger down whose touch is the object of `ended`, a finger already
  /// lifted or cancelled: UIKit keeps no touch alive after its end, so a later `UITouch` can be
  /// given the freed one's address, and the double makes that happen on purpose.
  public func touchDown(at point: CGPoint, reusingTouchOf ended: UIKitTestFinger) -> UIKitTestFinger {
    UIKitTestFinger.down(in: self, at: point, reusing: ended.touch)
  }

  /// Gives `responder` the focus (a hardware keyboard's or a remote's): presses go to it.
  public func focus(_ responder: UIResponder) {
    firstResponder = responder
  }

  /// A VoiceOver double-tap on `view`: a synthesised tap at its centre, or, under
  /// ``UIKitTestAssumptions/AccessibilityActivation/primaryActionWithoutEvent``, its control's
  /// primary action with no event (§9, §10; both UNCONFIRMED).
  public func simulateAccessibilityActivation(of view: UIView) {
    switch UIKitTestEnvironment.assumptions.accessibilityActivation {
    case .synthesizedTouch:
      simulateTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    case .primaryActionWithoutEvent:
      (view as? UIControl)?.performPrimaryAction()
    }
  }

  /// Taps at `point`: touch down now, lift `duration` seconds later.
  ///
  /// - Returns: The touch, as responders saw it.
  @discardableResult
  public func simulateTap(
    at point: CGPoint,
    holdingFor duration: TimeInterval = 0.05,
    type: UITouch.TouchType = .direct
  ) -> UITouch {
    let finger = touchDown(at: point, type: type)
    if finger.isDown { finger.lift(after: duration) }
    return finger.touch
  }

  /// Touches down at `start`, moves through `points` one `step` apart, then lifts (or, with
  /// `cancelling`, has the system cancel the touch) one `step` later.
  ///
  /// - Returns: The touch, as responders saw it.
  @discardableResult
  public func simulateTouch(
    at start: CGPoint,
    movingThrough points: [CGPoint],
    step: TimeInterval = 0.016,
    cancelling: Bool = false
  ) -> UITouch {
    let finger = touchDown(at: start)
    for point in points where finger.isDown { finger.move(to: point, after: step) }
    if finger.isDown {
      if cancelling { finger.cancel(after: step) } else { finger.lift(after: step) }
    }
    return finger.touch
  }

  /// Presses `type` now; it goes to the first responder, or the window.
  public func pressDown(_ type: UIPress.PressType) -> UIKitTestPress {
    let press = UIKitTestPress(press: UIPress(type: type, window: self))
    press.press.pressTimestamp = UIKitTestEnvironment.clock.now
    press.deliver(.began)
    return press
  }

  /// Presses and releases `type`, `duration` seconds apart.
  @discardableResult
  public func simulatePress(_ type: UIPress.PressType, holdingFor duration: TimeInterval = 0.05) -> UIPress {
    let press = pressDown(type)
    press.release(after: duration)
    return press.press
  }

  /// Presses a hardware keyboard's key now (Return or Space is `.select`); it goes to the first
  /// responder, or the window, and repeats while held as
  /// ``UIKitTestAssumptions/heldKeyRepeat`` says.
  public func pressKey(_ type: UIPress.PressType = .select) -> UIKitTestPress {
    let press = UIKitTestPress(press: UIPress(type: type, window: self), isKeyboardKey: true)
    press.press.pressTimestamp = UIKitTestEnvironment.clock.now
    press.deliver(.began)
    return press
  }

  /// Presses and releases a hardware keyboard's key, `duration` seconds apart.
  @discardableResult
  public func simulateKeyPress(_ type: UIPress.PressType = .select, holdingFor duration: TimeInterval = 0.05)
    -> UIPress
  {
    let press = pressKey(type)
    press.release(after: duration)
    return press.press
  }

  /// Shakes the device: a motion event began now and ended `duration` seconds later, to the first
  /// responder or the window, through `UIApplication.shared.sendEvent(_:)`.
  public func simulateShake(lasting duration: TimeInterval = 0.3) {
    deliverMotion(.began)
    UIKitTestEnvironment.clock.advance(by: duration)
    deliverMotion(.ended)
  }

  private func deliverMotion(_ phase: UITouch.Phase) {
    let application = UIApplication.shared
    guard !application.isIgnoringEvents else { return }
    motionPhase = phase
    motionEvent.eventSubtype = .motionShake
    motionEvent.eventTimestamp = UIKitTestEnvironment.clock.now
    application.sendEvent(motionEvent)
  }
}
