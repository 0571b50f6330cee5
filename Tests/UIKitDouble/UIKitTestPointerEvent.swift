public import Foundation

/// Not UIKit API: the hover and scroll events of an iPad pointer or trackpad (behaviour notes §4),
/// with a log of the phases that reached the window.
///
/// UIKit's hover events carry a touch whose phase goes regionEntered, regionMoved, regionExited
/// (§1, §4); whether `allTouches` holds it is not confirmed, see
/// ``UIKitTestAssumptions/hoverEventsCarryTheirTouch``. Scroll events have phases inside UIKit
/// that no public API reports: the double keeps them privately, for the log only. Each event goes
/// to the view a hit test at the pointer finds, on every event or once per gesture (see
/// ``UIKitTestAssumptions/pointerHitTesting``); one that finds no view reaches none.
@MainActor
public final class UIKitTestPointerEvent: UIEvent {
  /// The scroll gesture's private phase, as UIKit keeps it.
  public enum ScrollPhase: String, Sendable {
    case began, changed, ended
  }

  let touch = UITouch()
  var scrollPhase: ScrollPhase = .began
  /// The view the event goes to, found by the last hit test.
  public private(set) weak var view: UIView?

  /// What reached a view through the window (`UIWindow.sendEvent(_:)`), oldest first: "entered",
  /// "moved", "exited" for hover, "began", "changed", "ended" for scroll.
  public private(set) var delivered: [String] = []

  /// Whether the event begins its hover or scroll gesture.
  private var begins: Bool {
    type == .hover ? touch.phase == .regionEntered : scrollPhase == .began
  }

  /// Hit-tests the event at the pointer if this reading hit-tests it now [§1, §4].
  func hitTestIfDue(timing: UIKitTestAssumptions.HitTestTiming) {
    let assumptions = UIKitTestEnvironment.assumptions
    guard assumptions.hitTestTiming == timing, let window = touch.window else { return }
    guard begins || assumptions.pointerHitTesting == .everyEvent else { return }
    view = window.hitTest(touch.windowLocation, with: self)
  }

  override init(type: UIEvent.EventType, window: UIWindow) {
    super.init(type: type, window: window)
    touch.touchWindow = window
    touch.touchType = .indirectPointer
  }

  public override var allTouches: Set<UITouch>? {
    guard type == .hover, UIKitTestEnvironment.assumptions.hoverEventsCarryTheirTouch else { return nil }
    return [touch]
  }

  /// Called by the window when the event reaches it: hit-tested there if due, then logged if it
  /// has a view to go to.
  func recordDelivery() {
    hitTestIfDue(timing: .inWindowSendEvent)
    guard view != nil else { return }
    switch type {
    case .hover:
      switch touch.phase {
      case .regionEntered: delivered.append("entered")
      case .regionExited: delivered.append("exited")
      default: delivered.append("moved")
      }
    default: delivered.append(scrollPhase.rawValue)
    }
  }

  func send(after seconds: TimeInterval) {
    UIKitTestEnvironment.clock.advance(by: seconds)
    guard !UIApplication.shared.isIgnoringEvents else { return }
    eventTimestamp = UIKitTestEnvironment.clock.now
    touch.touchTimestamp = eventTimestamp
    // A gesture that begins has no view until its hit test finds one.
    if begins { view = nil }
    hitTestIfDue(timing: .beforeApplicationSendEvent)
    UIApplication.shared.sendEvent(self)
  }
}

/// Not UIKit API: an iPad pointer over a window: hovering, and two-finger trackpad scrolls.
///
/// ```swift
/// let pointer = window.pointer()
/// pointer.enter(at: CGPoint(x: 10, y: 10))
/// pointer.exit()
/// pointer.hover.delivered  // ["entered", "exited"]
/// ```
@MainActor
public final class UIKitTestPointer {
  /// The hover event, reused for every hover phase.
  public let hover: UIKitTestPointerEvent
  /// The scroll event, reused for every scroll phase.
  public let scroll: UIKitTestPointerEvent

  init(window: UIWindow) {
    hover = UIKitTestPointerEvent(type: .hover, window: window)
    scroll = UIKitTestPointerEvent(type: .scroll, window: window)
  }

  /// The pointer enters the window at `point`, `after` seconds from now.
  public func enter(at point: CGPoint, after seconds: TimeInterval = 0) {
    hover.touch.windowLocation = point
    hover.touch.touchPhase = .regionEntered
    hover.send(after: seconds)
  }

  /// The pointer moves to `point`, `after` seconds from now.
  public func move(to point: CGPoint, after seconds: TimeInterval = 0.016) {
    hover.touch.previousWindowLocation = hover.touch.windowLocation
    hover.touch.windowLocation = point
    hover.touch.touchPhase = .regionMoved
    hover.send(after: seconds)
  }

  /// The pointer leaves the window, `after` seconds from now.
  public func exit(after seconds: TimeInterval = 0.016) {
    hover.touch.touchPhase = .regionExited
    hover.send(after: seconds)
  }

  /// One scroll event in `phase`, `after` seconds from now (trackpad scroll events come at the
  /// display's rate, 16 ms apart at 60 Hz).
  public func scroll(_ phase: UIKitTestPointerEvent.ScrollPhase, after seconds: TimeInterval = 0.016) {
    scroll.scrollPhase = phase
    scroll.touch.windowLocation = hover.touch.windowLocation  // scrolls happen where the pointer is
    scroll.send(after: seconds)
  }
}

extension UIWindow {
  /// An iPad pointer over this window.
  public func pointer() -> UIKitTestPointer {
    UIKitTestPointer(window: self)
  }
}
