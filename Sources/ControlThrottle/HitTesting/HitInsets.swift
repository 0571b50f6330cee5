public import Foundation

/// Edge insets for hit areas, with `UIEdgeInsets` semantics: positive values shrink the area,
/// negative values enlarge it.
///
/// ```swift
/// closeButton.hitInsets = .outset(by: 12)  // a 20×20 button answers touches over 44×44
/// ```
public struct HitInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No change to the area.
  public static let zero = HitInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Enlarges the area by `amount` points on every edge.
  public static func outset(by amount: CGFloat) -> HitInsets {
    HitInsets(top: -amount, left: -amount, bottom: -amount, right: -amount)
  }
}
