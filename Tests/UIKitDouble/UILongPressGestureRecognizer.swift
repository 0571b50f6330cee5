// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's long-press recognizer, driven by the touches its window delivers [§12.5].
///
/// One finger held on its view (or a descendant) for ``minimumPressDuration`` without moving more
/// than ``allowableMovement`` points begins it (`.began`); a move after that changes it
/// (`.changed`); lifting the finger ends it (`.ended`), and a cancel cancels it. Its targets are
/// called for each of these states, on the next turn of the run loop, with the recognizer's state
/// that of the call [§12.5, DOC]. Lifted or moved too far before it began, it fails and calls
/// nothing. Not modelled: several fingers, `cancelsTouchesInView`.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTouchesRequired = 1

  private weak var tracked: UITouch?
  private var start: CGPoint = .zero
  private var press = 0
  private var hasBegun = false

  override func observe(_ touch: UITouch, at location: CGPoint, hitView: UIView?) {
    guard isEnabled, let view else { return }
    switch touch.phase {
    case .began:
      guard tracked == nil, hitView?.isDescendant(of: view) == true else { return }
      tracked = touch
      start = location
      press += 1
      hasBegun = false
      let clock = UIKitTestEnvironment.clock
      let this = press
      clock.schedule(at: clock.now + minimumPressDuration) { [weak self] in
        guard let self, self.press == this, self.tracked != nil, !self.hasBegun else { return }
        self.hasBegun = true
        self.report(.began)
      }
    case .moved:
      guard tracked === touch else { return }
      if hasBegun {
        report(.changed)
      } else if distance(from: start, to: location) > allowableMovement {
        tracked = nil
        press += 1
      }
    case .ended, .cancelled:
      guard tracked === touch else { return }
      tracked = nil
      press += 1
      if hasBegun { report(touch.phase == .ended ? .ended : .cancelled) }
      hasBegun = false
    default:
      break
    }
  }

  /// Calls the targets with `state` on the next turn, then returns to `.possible` after an end.
  private func report(_ state: State) {
    let clock = UIKitTestEnvironment.clock
    clock.schedule(at: clock.now) { [weak self] in
      guard let self else { return }
      self.state = state
      self.sendActionsToTargets()
      if state == .ended || state == .cancelled { self.state = .possible }
    }
  }

  private func distance(from a: CGPoint, to b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}
