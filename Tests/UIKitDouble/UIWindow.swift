// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's window: the root of a view tree and the dispatcher of its events (behaviour notes §1,
/// §4).
///
/// `sendEvent(_:)` sends touches to each touch's view (hit-tested when the touch began; the view
/// never changes), presses and motion to the first responder or, without one, the window. One
/// touches event, one presses event and one motion event exist per window and are reused.
@MainActor
open class UIWindow: UIView {
  private var rootController: UIViewController?
  weak var firstResponder: UIResponder?
  private(set) lazy var touchesEvent = UIEvent(type: .touches, window: self)
  private(set) lazy var pressesEvent = UIPressesEvent(window: self)
  private(set) lazy var motionEvent = UIEvent(type: .motion, window: self)
  private(set) lazy var remoteControlEvent = UIEvent(type: .remoteControl, window: self)
  /// The last tap, for tap counts (§1, `tapCount`).
  var lastTap: (end: TimeInterval, location: CGPoint, count: Int)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  open var rootViewController: UIViewController? {
    get { rootController }
    set {
      guard newValue !== rootController else { return }
      rootController?.viewIfLoaded?.removeFromSuperview()
      rootController?.rootWindow = nil
      rootController = newValue
      guard let controller = newValue else { return }
      controller.rootWindow = self
      controller.view.frame = bounds
      addSubview(controller.view)
    }
  }

  open var isKeyWindow: Bool { UIKitTestEnvironment.keyWindow === self }

  open func makeKey() {
    UIKitTestEnvironment.keyWindow = self
  }

  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// The window itself (INFERRED; not confirmed).
  open override var window: UIWindow? { self }

  open override var next: UIResponder? { UIApplication.shared }

  /// Delivers `event` to its receivers in this window.
  open func sendEvent(_ event: UIEvent) {
    switch event.type {
    case .touches:
      // Gesture recognizers see touches before their views do (§1).
      GestureRecognizerTable.observe(event, in: self)
      deliverTouches(of: event)
    case .presses: if let event = event as? UIPressesEvent { deliverPresses(of: event) }
    case .motion: deliverMotion(of: event)
    case .remoteControl: (firstResponder ?? self).remoteControlReceived(with: event)
    case .hover, .scroll: (event as? UIKitTestPointerEvent)?.recordDelivery()
    default: break
    }
  }

  // MARK: Private

  private func deliverTouches(of event: UIEvent) {
    var groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
    for touch in event.changedTouches where touch.window === self {
      if touch.phase == .began, !touch.isHitTested {
        // Hit testing in the window (UIKitTestAssumptions.HitTestTiming.inWindowSendEvent).
        touch.touchView = hitTest(touch.windowLocation, with: event)
        touch.isHitTested = true
      }
      if touch.phase == .began { touch.isDelivered = isDeliverable(touch, among: event.liveTouches) }
      // A scroll view's pan sees the touch before its view does, and may take it (§1; UIScrollView).
      UIScrollView.enclosing(touch.view)?.observe(touch, with: event)
      guard let view = touch.view, touch.phase != .stationary, touch.isDelivered else { continue }
      if let index = groups.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
        groups[index].touches.append(touch)
      } else {
        groups.append((view, touch.phase, [touch]))
      }
    }
    for group in groups {
      let touches = Set(group.touches)
      switch group.phase {
      case .began: group.view.touchesBegan(touches, with: event)
      case .moved: group.view.touchesMoved(touches, with: event)
      case .ended: group.view.touchesEnded(touches, with: event)
      case .cancelled: group.view.touchesCancelled(touches, with: event)
      default: break
      }
    }
  }

  /// Whether a new touch reaches its view (§1, §9): a view without `isMultipleTouchEnabled`
  /// receives only the first touch, and while a touch of an `isExclusiveTouch` view is down no
  /// other view receives one (nor does such a view while others are down).
  private func isDeliverable(_ touch: UITouch, among live: [UITouch]) -> Bool {
    guard let view = touch.view else { return true }
    let others = live.filter { $0 !== touch && $0.isDelivered && $0.view != nil }
    if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return false }
    if others.contains(where: { $0.view !== view && $0.view?.isExclusiveTouch == true }) { return false }
    if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) { return false }
    return true
  }

  private func deliverPresses(of event: UIPressesEvent) {
    for press in event.changedPresses where press.window === self {
      let responder = press.responder ?? firstResponder ?? self
      press.pressResponder = responder
      let presses: Set<UIPress> = [press]
      switch press.phase {
      case .began: responder.pressesBegan(presses, with: event)
      case .changed: responder.pressesChanged(presses, with: event)
      case .ended: responder.pressesEnded(presses, with: event)
      case .cancelled: responder.pressesCancelled(presses, with: event)
      case .stationary: break
      }
    }
  }

  /// Motion events carry their phase privately: began, then ended or cancelled.
  var motionPhase: UITouch.Phase = .began

  private func deliverMotion(of event: UIEvent) {
    let responder = firstResponder ?? self
    switch motionPhase {
    case .began: responder.motionBegan(event.subtype, with: event)
    case .cancelled: responder.motionCancelled(event.subtype, with: event)
    default: responder.motionEnded(event.subtype, with: event)
    }
  }
}
