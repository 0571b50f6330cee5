public import Foundation

/// Not UIKit API: one event in which several fingers change at once, as the system sends when two
/// fingers land or lift together, or one lands while another drags (behaviour notes §1, §9).
///
/// Made by `UIWindow.deliverTouches(after:_:)`. Fingers the frame does not name are carried with
/// phase `.stationary`. A finger that begins is hit-tested as `UIWindow.touchDown(at:)` does.
///
/// ```swift
/// let pay = window.deliverTouches { frame in
///   frame.move(carousel, to: CGPoint(x: 120, y: 300))
///   return frame.down(at: CGPoint(x: 40, y: 40))
/// }
/// ```
@MainActor
public final class UIKitTestTouchFrame {
  let window: UIWindow
  /// The touches that change, with their new phase, in the order named.
  var changes: [(touch: UITouch, phase: UITouch.Phase)] = []

  init(window: UIWindow) {
    self.window = window
  }

  /// Puts a new finger down at `point` (window coordinates) in this event.
  public func down(at point: CGPoint, type: UITouch.TouchType = .direct) -> UIKitTestFinger {
    let touch = UITouch()
    touch.touchWindow = window
    touch.windowLocation = point
    touch.previousWindowLocation = point
    touch.touchType = type
    changes.append((touch, .began))
    return UIKitTestFinger(touch: touch)
  }

  /// Moves `finger` to `point` in this event.
  public func move(_ finger: UIKitTestFinger, to point: CGPoint) {
    change(finger, to: .moved)
    finger.touch.previousWindowLocation = finger.touch.windowLocation
    finger.touch.windowLocation = point
  }

  /// Lifts `finger` in this event.
  public func lift(_ finger: UIKitTestFinger) {
    change(finger, to: .ended)
    finger.touch.previousWindowLocation = finger.touch.windowLocation
  }

  /// Has the system cancel `finger` in this event.
  public func cancel(_ finger: UIKitTestFinger) {
    change(finger, to: .cancelled)
  }

  private func change(_ finger: UIKitTestFinger, to phase: UITouch.Phase) {
    precondition(finger.isDown, "A lifted or cancelled finger cannot change; put a new one down.")
    precondition(finger.touch.window === window, "A frame changes only fingers of its own window.")
    precondition(!changes.contains { $0.touch === finger.touch }, "A finger changes once per event.")
    changes.append((finger.touch, phase))
  }

  /// Delivers the frame: one event through `UIApplication.shared.sendEvent(_:)`, as
  /// `UIKitTestFinger` delivers a single change, with the same rules for ignored interaction (§3).
  func deliver() {
    let clock = UIKitTestEnvironment.clock
    let event = window.touchesEvent
    let application = UIApplication.shared
    let ignoring = application.isIgnoringEvents
    var changed: [UITouch] = []
    for (touch, phase) in changes {
      touch.touchTimestamp = clock.now
      if phase == .began {
        touch.touchPhase = .began
        // A sequence that begins while interaction is ignored is never delivered (§3).
        if ignoring {
          touch.isIgnored = true
          continue
        }
        if UIKitTestEnvironment.assumptions.hitTestTiming == .beforeApplicationSendEvent {
          touch.touchView = window.hitTest(touch.windowLocation, with: event)
          touch.isHitTested = true
        }
        event.liveTouches.append(touch)
        changed.append(touch)
        continue
      }
      touch.touchPhase = phase
      if touch.isIgnored { continue }
      if ignoring {
        switch UIKitTestEnvironment.assumptions.touchesInFlightWhenIgnoringBegins {
        case .delivered: break
        case .dropped: continue
        case .cancelled: touch.touchPhase = .cancelled
        }
      }
      changed.append(touch)
    }
    defer {
      for (touch, _) in changes where touch.phase == .ended || touch.phase == .cancelled {
        event.liveTouches.removeAll { $0 === touch }
      }
    }
    guard !changed.isEmpty else { return }
    for other in event.liveTouches where !changed.contains(where: { $0 === other }) {
      other.touchPhase = .stationary
    }
    event.eventTimestamp = clock.now
    event.changedTouches = changed
    application.sendEvent(event)
    event.changedTouches = []
  }
}

extension UIWindow {
  /// Delivers one touches event, `after` seconds from now, in which the fingers `build` names
  /// change together; every other finger down in this window is carried as `.stationary`.
  ///
  /// - Returns: What `build` returns, such as the fingers it put down.
  @discardableResult
  public func deliverTouches<Result>(
    after seconds: TimeInterval = 0.016,
    _ build: (UIKitTestTouchFrame) -> Result
  ) -> Result {
    UIKitTestEnvironment.clock.advance(by: seconds)
    let frame = UIKitTestTouchFrame(window: self)
    let result = build(frame)
    frame.deliver()
    return result
  }
}
