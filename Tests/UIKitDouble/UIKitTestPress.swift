public import Foundation

/// Not UIKit API: one pressed button (remote, game controller, keyboard arrow), driving one
/// persistent `UIPress` through its phases.
///
/// Made by `UIWindow.pressDown(_:)`. Presses go to the window's first responder, or the window,
/// through `UIApplication.shared.sendEvent(_:)` with the window's reused `UIPressesEvent`.
@MainActor
public final class UIKitTestPress {
  /// The press UIKit hands to responders, the same object in every phase.
  public let press: UIPress

  /// Whether the button is still held.
  public var isDown: Bool { press.phase != .ended && press.phase != .cancelled }

  init(press: UIPress) {
    self.press = press
  }

  /// Releases the button `after` seconds from now.
  ///
  /// - Precondition: The button is held.
  public func release(after seconds: TimeInterval = 0.05) {
    precondition(isDown, "The press already ended.")
    UIKitTestEnvironment.clock.advance(by: seconds)
    deliver(.ended)
  }

  /// Has the system cancel the press `after` seconds from now.
  ///
  /// - Precondition: The button is held.
  public func cancel(after seconds: TimeInterval = 0) {
    precondition(isDown, "The press already ended.")
    UIKitTestEnvironment.clock.advance(by: seconds)
    deliver(.cancelled)
  }

  func deliver(_ phase: UIPress.Phase) {
    guard let window = press.window else { return }
    press.pressPhase = phase
    press.pressTimestamp = UIKitTestEnvironment.clock.now
    let event = window.pressesEvent
    if phase == .began { event.livePresses.append(press) }
    defer {
      if !isDown { event.livePresses.removeAll { $0 === press } }
    }
    let application = UIApplication.shared
    guard !application.isIgnoringEvents else { return }
    for other in event.livePresses where other !== press && other.phase != .stationary {
      // A held button that did not change since the previous event reads as stationary, as a
      // touch does (INFERRED from `UIPress.Phase.stationary`, §4).
      other.pressPhase = .stationary
    }
    event.eventTimestamp = press.timestamp
    event.changedPresses = [press]
    application.sendEvent(event)
    event.changedPresses = []
  }
}
