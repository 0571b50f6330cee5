public import ControlThrottle
public import Foundation

/// A node in a view tree that can be hit-tested without UIKit.
///
/// Mirrors the parts of `UIView` that hit testing reads. ``ViewNode`` is a ready-made
/// implementation.
@MainActor
public protocol HitTestNode: AnyObject {
  /// The node's frame, in its parent's coordinates.
  var frame: CGRect { get }
  /// The origin of the node's bounds (non-zero for a scrolled view), which shifts its children.
  var boundsOrigin: CGPoint { get }
  /// Children in drawing order: the last is on top and is tested first.
  var hitTestChildren: [any HitTestNode] { get }
  /// The node's touch target, in its own coordinates.
  var hitArea: HitArea { get }
  /// Whether a touch outside this node's own hit area may still reach a child whose enlarged hit
  /// area covers it.
  ///
  /// UIKit tests children only when the parent's `point(inside:)` is true, so an enlarged child
  /// is clipped by its parent's bounds. Turning this on is the documented remedy: the parent also
  /// answers points its children answer.
  var extendsHitAreaToChildren: Bool { get }
}

extension HitTestNode {
  /// Converts `point` from the parent's coordinates to this node's.
  package func convertFromParent(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - frame.minX + boundsOrigin.x, y: point.y - frame.minY + boundsOrigin.y)
  }

  /// Converts `point` from this node's coordinates to `child`'s.
  package func convert(_ point: CGPoint, to child: any HitTestNode) -> CGPoint {
    child.convertFromParent(point)
  }

  /// UIKit's `point(inside:with:)`: the node's hit area, or, with ``extendsHitAreaToChildren``, a
  /// hittable child's.
  public func isPointInside(_ point: CGPoint) -> Bool {
    if hitArea.contains(point) { return true }
    guard extendsHitAreaToChildren, hitArea.isHittable else { return false }
    return hitTestChildren.contains { child in child.isPointInside(convert(point, to: child)) }
  }

  /// UIKit's `hitTest(_:with:)`: the deepest hittable node under `point`, in this node's
  /// coordinates.
  ///
  /// Skips hidden nodes, nodes with alpha below 0.01, non-interactive nodes and disabled controls
  /// (UIKit behaviour notes §1); tests children last to first
  /// (top-most first), each only if this node's ``isPointInside(_:)`` is true; returns this node
  /// when no child is hit.
  public func hitTest(_ point: CGPoint) -> (any HitTestNode)? {
    guard hitArea.isHittable, isPointInside(point) else { return nil }
    for child in hitTestChildren.reversed() {
      if let hit = child.hitTest(convert(point, to: child)) { return hit }
    }
    return self
  }
}
