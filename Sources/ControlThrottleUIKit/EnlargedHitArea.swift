#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A `UIView` whose touch target is enlarged with ``ControlThrottle/HitArea``'s geometry.
///
/// Conform, give the insets (negative values enlarge) and an optional minimum size, and forward
/// `point(inside:with:)`:
///
/// ```swift
/// final class CloseButton: UIButton, EnlargedHitArea {
///   var hitInsets = HitInsets.outset(by: 8)
///   var minimumHitSize: CGSize? = CGSize(width: 44, height: 44)
///   override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     isInsideHitArea(point)
///   }
/// }
/// ```
///
/// Hidden views, views with alpha below 0.01, non-interactive views and disabled controls never
/// answer, by UIKit's hit-test rules (UIKit behaviour notes §1): so a disabled button's enlarged
/// area never claims a tap, neither through its own `point(inside:with:)` nor through a superview
/// that asks it. A superview tests its subviews only for points inside itself; to let an enlarged
/// button near an edge be hit outside its superview, override the superview's `point(inside:with:)`
/// too (see ``ControlThrottleTesting/HitTestNode/extendsHitAreaToChildren``).
@MainActor
public protocol EnlargedHitArea: UIView {
  /// Adjustments to the bounds; negative values enlarge.
  var hitInsets: HitInsets { get }
  /// The smallest hit size, or `nil`.
  var minimumHitSize: CGSize? { get }
}

extension EnlargedHitArea {
  /// Whether `point`, in the view's coordinates, is inside its enlarged touch target.
  public func isInsideHitArea(_ point: CGPoint) -> Bool {
    HitArea(
      bounds: bounds,
      insets: hitInsets,
      minimumSize: minimumHitSize,
      isHidden: isHidden,
      alpha: alpha,
      isUserInteractionEnabled: isUserInteractionEnabled,
      isEnabled: (self as? UIControl)?.isEnabled ?? true
    ).contains(point)
  }
}
#endif
