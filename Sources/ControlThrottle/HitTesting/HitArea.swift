public import Foundation

/// The geometry of a touch target: where a view answers touches.
///
/// A view's hit rectangle is its bounds adjusted by ``HitInsets`` (negative values enlarge, as
/// with `UIEdgeInsets`), then grown symmetrically to a minimum size if one is given — Apple's
/// guidelines ask for 44×44 points. A view that is hidden, nearly transparent (alpha ≤ 0.01) or
/// not interactive is never hit, whatever its geometry; that is UIKit's rule, and hand-written
/// `point(inside:)` overrides often forget it.
///
/// Containment is half-open, as `CGRect.contains(_:)`: the minimum edges are inside, the maximum
/// edges are not.
///
/// ```swift
/// let area = HitArea(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), minimumSize: CGSize(width: 44, height: 44))
/// area.contains(CGPoint(x: -11, y: 10))  // true: inside the enlarged 44×44 target
/// ```
public struct HitArea: Hashable, Sendable {
  /// The alpha at or below which a view is treated as invisible, as in UIKit.
  package static let invisibleAlpha: CGFloat = 0.01

  /// The view's bounds, in its own coordinates.
  public var bounds: CGRect
  /// Adjustments to the bounds; negative values enlarge.
  public var insets: HitInsets
  /// The smallest size the hit rectangle grows to, centred on the adjusted bounds; `nil` for none.
  public var minimumSize: CGSize?
  /// Whether the view is hidden.
  public var isHidden: Bool
  /// The view's alpha.
  public var alpha: CGFloat
  /// Whether the view takes part in interaction.
  public var isUserInteractionEnabled: Bool

  /// Describes a view's touch target.
  public init(
    bounds: CGRect,
    insets: HitInsets = .zero,
    minimumSize: CGSize? = nil,
    isHidden: Bool = false,
    alpha: CGFloat = 1,
    isUserInteractionEnabled: Bool = true
  ) {
    self.bounds = bounds
    self.insets = insets
    self.minimumSize = minimumSize
    self.isHidden = isHidden
    self.alpha = alpha
    self.isUserInteractionEnabled = isUserInteractionEnabled
  }

  /// Whether the view can be hit at all: visible, opaque enough and interactive.
  package var isHittable: Bool {
    !isHidden && alpha > Self.invisibleAlpha && isUserInteractionEnabled
  }

  /// The rectangle that answers touches, in the view's own coordinates.
  package var rect: CGRect {
    let standardized = bounds.standardized
    var rect = CGRect(
      x: standardized.minX + insets.left,
      y: standardized.minY + insets.top,
      width: standardized.width - insets.left - insets.right,
      height: standardized.height - insets.top - insets.bottom
    )
    if let minimumSize {
      let growX = max(0, minimumSize.width - rect.width) / 2
      let growY = max(0, minimumSize.height - rect.height) / 2
      rect = rect.insetBy(dx: -growX, dy: -growY)
    }
    return rect
  }

  /// Whether a touch at `point`, in the view's own coordinates, hits the view.
  public func contains(_ point: CGPoint) -> Bool {
    isHittable && rect.contains(point)
  }
}
