// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's touch: one object per finger for the whole sequence, whose phase, location and
/// timestamp change with each delivery; the view never changes (behaviour notes §1).
@MainActor
open class UITouch: NSObject {
  public enum Phase: Int, @unchecked Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
    case regionEntered = 5
    case regionMoved = 6
    case regionExited = 7
  }

  /// iOS 9+ (`indirectPointer`, 3, iOS 13.4): an iPad pointer or a Mac Catalyst click arrives as
  /// a touch of this type (behaviour notes §9).
  public enum TouchType: Int, @unchecked Sendable {
    case direct = 0
    case indirect = 1
    case pencil = 2
    case indirectPointer = 3
  }

  var touchPhase: Phase = .began
  var touchType: TouchType = .direct
  /// Whether the touch's view receives it: `false` for a second touch on a view without
  /// `isMultipleTouchEnabled`, or one blocked by an `isExclusiveTouch` view (§1, §9).
  var isDelivered = true
  var touchTimestamp: TimeInterval = 0
  var touchTapCount = 1
  /// Location in window coordinates.
  var windowLocation: CGPoint = .zero
  var previousWindowLocation: CGPoint = .zero
  weak var touchView: UIView?
  weak var touchWindow: UIWindow?
  /// Whether the touch's view was decided (hit testing ran), even if it found no view.
  var isHitTested = false
  /// Whether the sequence was dropped while the application ignored interaction (§3).
  var isIgnored = false

  open var phase: UITouch.Phase { touchPhase }
  open var type: UITouch.TouchType { touchType }
  open var timestamp: TimeInterval { touchTimestamp }
  open var tapCount: Int { touchTapCount }
  open var view: UIView? { touchView }
  open var window: UIWindow? { touchWindow }

  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }
}
