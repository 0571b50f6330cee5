// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// UIKit's UIGeometry.h, as the adapters use it.
public import Foundation

public struct UIEdgeInsets: Equatable, Codable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// `UIEdgeInsetsInsetRect`: no standardization, as in UIKit.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom
    )
  }
}
