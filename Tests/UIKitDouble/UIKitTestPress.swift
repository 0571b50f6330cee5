public import Foundation

/// Not UIKit API: one pressed button (remote, game controller, keyboard arrow), driving one
/// persistent `UIPress` through its phases.
///
/// Made by `UIWindow.pressDown(_:)`, or `UIWindow.pressKey(_:)` for a hardware keyboard's key,
/// which repeats while held (``UIKitTestAssumptions/heldKeyRepeat``). Presses go to the window's first responder, or the window,
/// through `UIApplication.shared.sendEvent(_:)` with the window's reused `UIPressesEvent`.
@MainActor
public final class UIKitTestPress {
  /// The press UIKit hands to responders, the same object in every phase.
  public let press: UIPress

  /// Whether the button is still held.
  public var isDown: Bool { press.phase != .ended && press.phase != .cancelled }

  /// Whether this is a hardware keyboard's key, which repeats while held under
  /// ``UIKitTestAssumptions/heldKeyRepeat``; a remote's or game controller's button does not.
  let isKeyboardKey: Bool
  /// When the key went down, from which its repeats are counted.
  private let downTime: TimeInterval

  init(press: UIPress, isKeyboardKey: Bool = false) {
    self.press = press
    self.isKeyboardKey = isKeyboardKey
    downTime = UIKitTestEnvironment.clock.now
  }

  /// Releases the button `after` seconds from now.
  ///
  /// - Precondition: The button is held.
  public func release(after seconds: TimeInterval = 0.05) {
    precondition(isDown, "The press already ended.")
    hold(for: seconds)
    deliver(.ended)
  }

  /// Has the system cancel the press `after` seconds from now.
  ///
  /// - Precondition: The button is held.
  public func cancel(after seconds: TimeInterval = 0) {
    precondition(isDown, "The press already ended.")
    hold(for: seconds)
    deliver(.cancelled)
  }

  /// Keeps the button down for `seconds`: a keyboard key held past the repeat delay repeats, one
  /// every repeat interval, as ``UIKitTestAssumptions/heldKeyRepeat`` says (§9: UNCONFIRMED);
  /// nothing is delivered otherwise.
  ///
  /// The repeats are delivered as the clock reaches them inside `release(after:)` and
  /// `cancel(after:)`: a test that moves the clock some other way while the key is down sees them
  /// all at the release.
  private func hold(for seconds: TimeInterval) {
    let clock = UIKitTestEnvironment.clock
    let assumptions = UIKitTestEnvironment.assumptions
    let end = clock.now + seconds
    if isKeyboardKey, assumptions.heldKeyRepeat != .none {
      precondition(assumptions.keyRepeatInterval > 0, "A key repeat interval must be positive.")
      var next = downTime + assumptions.keyRepeatDelay
      while next < end {
        if next > clock.now { clock.advance(by: next - clock.now) }
        repeatKey(as: assumptions.heldKeyRepeat)
        next += assumptions.keyRepeatInterval
      }
    }
    clock.advance(by: max(0, end - clock.now))
  }

  /// One repeat of a held key: a `.changed` phase of this press, or a press of its own.
  private func repeatKey(as reading: UIKitTestAssumptions.HeldKeyRepeat) {
    switch reading {
    case .none: return
    case .pressesChanged: deliver(.changed)
    case .newPressSequences:
      guard let window = press.window else { return }
      let repeated = UIKitTestPress(press: UIPress(type: press.type, window: window))
      repeated.press.pressTimestamp = UIKitTestEnvironment.clock.now
      repeated.deliver(.began)
      repeated.deliver(.ended)
    }
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
