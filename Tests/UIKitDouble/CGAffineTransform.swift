// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// CoreGraphics declares `CGAffineTransform` and UIKit re-exports it; Linux Foundation has none.
// Only what `UIViewControllerTransitionCoordinatorContext.targetTransform` needs.
public import Foundation

public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
