public import Foundation

/// The geometry of a touch target: where a view answers touches.
///
/// A view's hit rectangle is its bounds adjusted by ``HitInsets`` (negative values enlarge), then
/// grown symmetrically to a minimum size if one is given. A view is never hit when it is hidden,
/// its alpha is below 0.01, it is not interactive, or it is a disabled control, as UIKit's
/// `hitTest(_:with:)` rules say (UIKit behaviour notes §1). Containment is half-open, as
/// `CGRect.contains(_:)`.
///
/// ```swift
/// let area = HitArea(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), minimumSize: CGSize(width: 44, height: 44))
/// let hit = area.contains(CGPoint(x: -11, y: 10))  // true: inside the enlarged 44×44 target
/// ```
public struct HitArea: Hashable, Sendable {
  /// The lowest alpha at which a view is hit (UIKit ignores "an alpha level less than 0.01").
  static let minimumHittableAlpha: CGFloat = 0.01

  package var bounds: CGRect
  package var insets: HitInsets
  package var minimumSize: CGSize?
  package var isHidden: Bool
  package var alpha: CGFloat
  package var isUserInteractionEnabled: Bool
  package var isEnabled: Bool

  /// Describes a view's touch target.
  ///
  /// - Parameters:
  ///   - bounds: The view's bounds, in its own coordinates.
  ///   - insets: Adjustments to the bounds; negative values enlarge.
  ///   - minimumSize: The smallest size the hit rectangle grows to, centred on the adjusted bounds;
  ///     `nil` for none.
  ///   - isHidden: Whether the view is hidden.
  ///   - alpha: The view's alpha.
  ///   - isUserInteractionEnabled: Whether the view takes part in interaction.
  ///   - isEnabled: Whether the view, when it is a control, is enabled; `true` for a view that is
  ///     not a control.
  public init(
    bounds: CGRect,
    insets: HitInsets = HitInsets(),
    minimumSize: CGSize? = nil,
    isHidden: Bool = false,
    alpha: CGFloat = 1,
    isUserInteractionEnabled: Bool = true,
    isEnabled: Bool = true
  ) {
    self.bounds = bounds
    self.insets = insets
    self.minimumSize = minimumSize
    self.isHidden = isHidden
    self.alpha = alpha
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.isEnabled = isEnabled
  }

  /// Whether the view can be hit at all.
  package var isHittable: Bool {
    !isHidden && alpha >= Self.minimumHittableAlpha && isUserInteractionEnabled && isEnabled
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
