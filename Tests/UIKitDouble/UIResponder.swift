// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's responder.
///
/// The default event methods forward to ``next`` (behaviour notes §1, §4).
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  open var next: UIResponder? { nil }

  // MARK: First responder

  open var canBecomeFirstResponder: Bool { false }
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    window.firstResponder = self
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
    return true
  }

  /// The window whose first responder this responder can be.
  var responderWindow: UIWindow? {
    var responder: UIResponder? = self
    while let current = responder {
      if let view = current as? UIView, let window = view.window { return window }
      responder = current.next
    }
    return nil
  }

  // MARK: Touches (§1): the defaults forward up the responder chain.

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Presses (§4)

  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  // MARK: Motion (§4)

  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionBegan(motion, with: event)
  }
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionEnded(motion, with: event)
  }
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionCancelled(motion, with: event)
  }

  // MARK: Remote control (§4)

  open func remoteControlReceived(with event: UIEvent?) {
    next?.remoteControlReceived(with: event)
  }
}
