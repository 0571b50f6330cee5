public import Foundation

/// Edge insets for hit areas, with `UIEdgeInsets` semantics: positive values shrink the area,
/// negative values enlarge it.
///
/// ```swift
/// closeButton.hitInsets = .outset(by: 12)  // a 20×20 button answers touches over 44×44
/// ```
public struct HitInsets: Hashable, Sendable {
  package var top: CGFloat
  package var left: CGFloat
  package var bottom: CGFloat
  package var right: CGFloat

  /// Creates insets; an edge not given is 0, so `HitInsets()` leaves the area as it is.
  ///
  /// - Parameters:
  ///   - top: Inset from the top edge.
  ///   - left: Inset from the left edge.
  ///   - bottom: Inset from the bottom edge.
  ///   - right: Inset from the right edge.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Enlarges the area by `amount` points on every edge.
  public static func outset(by amount: CGFloat) -> HitInsets {
    HitInsets(top: -amount, left: -amount, bottom: -amount, right: -amount)
  }
}
