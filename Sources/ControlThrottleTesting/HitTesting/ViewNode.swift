public import ControlThrottle
public import Foundation

/// A headless view: a frame, children, visibility and a hit area.
///
/// Build a tree of these to test hit areas without UIKit, by UIKit's hit-test rules.
///
/// ```swift
/// let screen = ViewNode("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let close = ViewNode("close", frame: CGRect(x: 350, y: 60, width: 20, height: 20))
/// close.minimumHitSize = CGSize(width: 44, height: 44)
/// screen.addChild(close)
/// let hit = screen.hitTest(CGPoint(x: 348, y: 58)) === close  // true
/// ```
@MainActor
public final class ViewNode: HitTestNode {
  /// A name for timelines and assertions.
  public var name: String
  /// The frame, in the parent's coordinates.
  public var frame: CGRect
  /// The bounds origin (a scroll offset).
  public var boundsOrigin: CGPoint = .zero
  /// Whether the view is hidden.
  public var isHidden = false
  /// The alpha.
  public var alpha: CGFloat = 1
  /// Whether the view takes part in interaction.
  public var isUserInteractionEnabled = true
  /// Whether the view, as a control, is enabled: a disabled control is never hit, nor anything
  /// inside it, as UIKit's `UIControl` decides.
  public var isEnabled = true
  /// Adjustments to the bounds for hit testing; negative values enlarge.
  public var hitInsets = HitInsets()
  /// The smallest hit size; `nil` for none.
  public var minimumHitSize: CGSize?
  /// Whether children's enlarged hit areas reach beyond this view's bounds.
  public var extendsHitAreaToChildren = false
  /// The control this view is, if any; a touch that hits the view taps it.
  package var control: ControlModel?
  /// The children, bottom first.
  public private(set) var children: [ViewNode] = []

  /// Creates a view.
  public convenience init(_ name: String, frame: CGRect) {
    self.init(name, frame: frame, control: nil)
  }

  /// Creates a view that is `control`, for the event pipeline's model of a screen.
  package init(_ name: String, frame: CGRect, control: ControlModel?) {
    self.name = name
    self.frame = frame
    self.control = control
  }

  /// Adds `child` on top of the existing children.
  public func addChild(_ child: ViewNode) {
    children.append(child)
  }

  /// The deepest view under `point`, in this view's coordinates, by ``HitTestNode/hitTest(_:)``.
  package func hitView(at point: CGPoint) -> ViewNode? {
    hitTest(point) as? ViewNode
  }

  /// The children as hit-test nodes.
  public var hitTestChildren: [any HitTestNode] { children }

  /// The hit area from the bounds, insets, minimum size and visibility.
  public var hitArea: HitArea {
    HitArea(
      bounds: CGRect(origin: boundsOrigin, size: frame.size),
      insets: hitInsets,
      minimumSize: minimumHitSize,
      isHidden: isHidden,
      alpha: alpha,
      isUserInteractionEnabled: isUserInteractionEnabled,
      isEnabled: isEnabled
    )
  }
}
