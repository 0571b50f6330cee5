// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's scroll view, reduced to its pan: dragging the content, and cancelling the touch of a
/// content view that tracks the finger when the drag turns into a scroll.
///
/// The members and their defaults are Apple's (`canCancelContentTouches`, `delaysContentTouches`,
/// `touchesShouldBegin(_:with:in:)`, `touchesShouldCancel(in:)`, `isScrollEnabled`,
/// `contentOffset`; UIKit documentation of `UIScrollView`). The pan sees each touch before the
/// touch's view does, as gesture recognizers do (behaviour notes §1). For a finger that begins in
/// the scroll view (on the content or on the scroll view itself):
/// - began: `touchesShouldBegin(_:with:in:)` is asked for a content view; `false` keeps the touch
///   from that view. The view then receives `touchesBegan` at once.
/// - moved: once the finger is more than ``UIKitTestAssumptions/scrollPanThreshold`` points from
///   where it began, the pan decides. On the scroll view itself, it scrolls. On a content view, it
///   scrolls only when `canCancelContentTouches` is `true` and `touchesShouldCancel(in:)` returns
///   `true` for the touch's view (the docs' default: `false` for a `UIControl`, `true` otherwise);
///   then that view receives `touchesCancelled` in place of this move and no later phase of the
///   touch, so a control gets `cancelTracking(with:)` and `.touchCancel` with the event. Otherwise
///   the pan gives up: "the scroll view doesn't scroll regardless of finger movement once the
///   content view starts tracking" (`canCancelContentTouches`), and the view keeps the touch.
/// - while scrolling: `contentOffset` (the bounds origin) follows the finger; `isDragging` is
///   `true` until the finger lifts or is cancelled.
///
/// What phase the cancelled touch reads in that `touchesCancelled` is not confirmed: see
/// ``UIKitTestAssumptions/scrollCancellationTouchPhase``.
///
/// Not modelled: `delaysContentTouches` is stored (default `true`, as in UIKit) but touches reach
/// the content at once, as when it is `false`; a test whose outcome depends on the delay sets it
/// to `false` so that it describes a real configuration. Also not modelled: deceleration,
/// bouncing, paging, zooming, the delegate, several fingers (only the first finger pans), nested
/// scroll views (the innermost one pans).
@MainActor
open class UIScrollView: UIView {
  private struct Pan {
    weak var touch: UITouch?
    var start: CGPoint
    var startOffset: CGPoint
    var isScrolling = false
  }

  private var pan: Pan?

  open var canCancelContentTouches = true
  open var delaysContentTouches = true
  open var isScrollEnabled = true
  open var contentSize: CGSize = .zero

  /// The point of the content at the scroll view's origin: its bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }

  /// Whether a finger is down on the scroll view (or its content) that it may still pan.
  open var isTracking: Bool { pan != nil }

  /// Whether the content is being scrolled by a finger.
  open var isDragging: Bool { pan?.isScrolling == true }

  /// Whether `view`, in the content, receives the touches that began on it (default `true`).
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    true
  }

  /// Whether to cancel the touches of `view`, in the content, and start dragging: `false` for a
  /// `UIControl`, `true` otherwise (UIKit's documented default).
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  // MARK: The pan, shown each touch by the window

  /// The innermost scroll view that contains `view` (or is it).
  static func enclosing(_ view: UIView?) -> UIScrollView? {
    var current = view
    while let candidate = current {
      if let scrollView = candidate as? UIScrollView { return scrollView }
      current = candidate.superview
    }
    return nil
  }

  /// Sees `touch`, hit-tested to a view inside this scroll view, before the window delivers it:
  /// may keep it from its view (`touch.isDelivered`), or cancel it there and start scrolling.
  func observe(_ touch: UITouch, with event: UIEvent) {
    switch touch.phase {
    case .began:
      if let view = touch.view, view !== self, touch.isDelivered,
        !touchesShouldBegin([touch], with: event, in: view)
      {
        touch.isDelivered = false
      }
      guard pan == nil, isScrollEnabled else { return }
      pan = Pan(touch: touch, start: touch.windowLocation, startOffset: contentOffset)
    case .moved:
      guard var current = pan, current.touch === touch else { return }
      let location = touch.windowLocation
      let dx = location.x - current.start.x
      let dy = location.y - current.start.y
      if !current.isScrolling {
        guard (dx * dx + dy * dy).squareRoot() > UIKitTestEnvironment.assumptions.scrollPanThreshold else { return }
        guard beginScrolling(cancelling: touch, with: event) else {
          pan = nil
          return
        }
        current.isScrolling = true
      }
      contentOffset = CGPoint(x: current.startOffset.x - dx, y: current.startOffset.y - dy)
      pan = current
    case .ended, .cancelled:
      if pan?.touch === touch || pan?.touch == nil { pan = nil }
    default:
      break
    }
  }

  /// Whether the pan may scroll for `touch`; when its view is in the content, cancels the touch
  /// there first (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
  private func beginScrolling(cancelling touch: UITouch, with event: UIEvent) -> Bool {
    guard let view = touch.view, view !== self, touch.isDelivered else { return true }
    guard canCancelContentTouches, touchesShouldCancel(in: view) else { return false }
    touch.isDelivered = false
    let phase = touch.touchPhase
    switch UIKitTestEnvironment.assumptions.scrollCancellationTouchPhase {
    case .cancelled: touch.touchPhase = .cancelled
    case .unchanged: break
    }
    view.touchesCancelled([touch], with: event)
    // The finger is still down and goes on scrolling.
    touch.touchPhase = phase
    return true
  }
}
