public import Foundation

/// Not UIKit API: one finger on the screen, driving one persistent `UITouch` through its phases.
///
/// Made by `UIWindow.touchDown(at:)`. Each call moves the test clock by `after` seconds, updates
/// the touch's phase, location (window coordinates) and timestamp, and delivers the window's reused
/// touches event the way the system does: through `UIApplication.shared.sendEvent(_:)`, unless the
/// application ignores interaction events (behaviour notes §3, see
/// ``UIKitTestAssumptions/touchesInFlightWhenIgnoringBegins``).
///
/// ```swift
/// let finger = window.touchDown(at: CGPoint(x: 20, y: 20))
/// finger.move(to: CGPoint(x: 300, y: 20))
/// finger.lift()                          // .touchUpOutside
/// ```
@MainActor
public final class UIKitTestFinger {
  /// The touch UIKit hands to responders for this finger, the same object in every phase.
  public let touch: UITouch

  /// Whether the finger is still down: neither lifted nor cancelled.
  public var isDown: Bool { touch.phase != .ended && touch.phase != .cancelled }

  init(touch: UITouch) {
    self.touch = touch
  }

  /// Moves the finger to `point`, in window coordinates, `after` seconds from now.
  ///
  /// - Precondition: The finger is down.
  @discardableResult
  public func move(to point: CGPoint, after seconds: TimeInterval = 0.016) -> UIKitTestFinger {
    precondition(isDown, "A lifted or cancelled finger cannot move; put a new one down.")
    UIKitTestEnvironment.clock.advance(by: seconds)
    touch.previousWindowLocation = touch.windowLocation
    touch.windowLocation = point
    deliver(.moved)
    return self
  }

  /// Lifts the finger `after` seconds from now, where it is.
  ///
  /// - Precondition: The finger is down.
  public func lift(after seconds: TimeInterval = 0.05) {
    precondition(isDown, "The finger is already lifted or cancelled.")
    UIKitTestEnvironment.clock.advance(by: seconds)
    touch.previousWindowLocation = touch.windowLocation
    deliver(.ended)
  }

  /// Has the system cancel the touch `after` seconds from now, as an incoming call or a gesture
  /// recognizer would.
  ///
  /// - Precondition: The finger is down.
  public func cancel(after seconds: TimeInterval = 0) {
    precondition(isDown, "The finger is already lifted or cancelled.")
    UIKitTestEnvironment.clock.advance(by: seconds)
    deliver(.cancelled)
  }

  private func deliver(_ phase: UITouch.Phase) {
    guard let window = touch.window else { return }
    touch.touchPhase = phase
    touch.touchTimestamp = UIKitTestEnvironment.clock.now
    let event = window.touchesEvent
    defer {
      if !isDown {
        event.liveTouches.removeAll { $0 === touch }
        if phase == .ended {
          window.lastTap = (touch.timestamp, touch.windowLocation, touch.tapCount)
        }
      }
    }
    let application = UIApplication.shared
    if touch.isIgnored { return }
    if application.isIgnoringEvents {
      switch UIKitTestEnvironment.assumptions.touchesInFlightWhenIgnoringBegins {
      case .delivered: break
      case .dropped: return
      case .cancelled: touch.touchPhase = .cancelled
      }
    }
    event.markUnchangedTouchesStationary(except: touch)
    event.eventTimestamp = touch.timestamp
    event.changedTouches = [touch]
    application.sendEvent(event)
    event.changedTouches = []
  }
}

extension UIKitTestFinger {
  /// Puts a new finger down in `window` at `point` (window coordinates), now.
  ///
  /// - Parameters:
  ///   - window: Where the finger lands.
  ///   - point: Where, in window coordinates.
  ///   - type: The touch's type.
  ///   - reused: An ended touch whose object the new finger's touch is, as a freed `UITouch`'s
  ///     address can be handed to a later one; `nil` for a fresh object.
  /// - Returns: The finger.
  static func down(
    in window: UIWindow,
    at point: CGPoint,
    type: UITouch.TouchType = .direct,
    reusing reused: UITouch? = nil
  ) -> UIKitTestFinger {
    let clock = UIKitTestEnvironment.clock
    let touch = reused ?? UITouch()
    if reused != nil {
      precondition(touch.phase == .ended || touch.phase == .cancelled, "Only an ended touch's object can be reused.")
      touch.touchView = nil
      touch.isHitTested = false
      touch.isIgnored = false
      touch.isDelivered = true
      touch.touchTapCount = 1
    }
    touch.touchWindow = window
    touch.windowLocation = point
    touch.previousWindowLocation = point
    touch.touchPhase = .began
    touch.touchType = type
    touch.touchTimestamp = clock.now
    let assumptions = UIKitTestEnvironment.assumptions
    // The multi-tap period is unconfirmed (§1, an assumption); so is the distance within which a
    // tap counts as the same spot, taken here as 45 points.
    if let last = window.lastTap, clock.now - last.end <= assumptions.multiTapInterval,
      hypot(point.x - last.location.x, point.y - last.location.y) <= 45
    {
      touch.touchTapCount = last.count + 1
    }
    let finger = UIKitTestFinger(touch: touch)
    let event = window.touchesEvent
    let application = UIApplication.shared
    guard !application.isIgnoringEvents else {
      // A sequence that begins while interaction is ignored is never delivered (§3).
      touch.isIgnored = true
      return finger
    }
    if assumptions.hitTestTiming == .beforeApplicationSendEvent {
      touch.touchView = window.hitTest(point, with: event)
      touch.isHitTested = true
    }
    event.liveTouches.append(touch)
    event.markUnchangedTouchesStationary(except: touch)
    event.eventTimestamp = touch.timestamp
    event.changedTouches = [touch]
    application.sendEvent(event)
    event.changedTouches = []
    return finger
  }
}

extension UIEvent {
  /// Gives every other live touch the phase `.stationary`: in UIKit an event reports a touch that
  /// did not change since the previous event as stationary, not in its last phase (§1).
  func markUnchangedTouchesStationary(except touch: UITouch) {
    for other in liveTouches where other !== touch && other.phase != .stationary {
      other.touchPhase = .stationary
    }
  }
}
