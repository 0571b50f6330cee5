// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's view: geometry, the view tree and hit testing (behaviour notes §1).
///
/// Designated initializers are `init(frame:)` and `init?(coder:)`; `init()` is a convenience
/// initializer, as Swift imports UIKit. There are no layers, transforms or animations.
/// `isMultipleTouchEnabled` and `isExclusiveTouch` are enforced by the window when a touch begins.
@MainActor
open class UIView: UIResponder {
  public enum AnimationCurve: Int, @unchecked Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }

  private var viewFrame: CGRect
  private var boundsOrigin: CGPoint = .zero
  private var viewSubviews: [UIView] = []
  private weak var viewSuperview: UIView?
  /// The view controller whose root view this is.
  weak var owningViewController: UIViewController?

  public init(frame: CGRect) {
    viewFrame = frame
    super.init()
  }

  public required init?(coder: NSCoder) {
    viewFrame = .zero
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry

  open var frame: CGRect {
    get { viewFrame }
    set { viewFrame = newValue }
  }

  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: viewFrame.size) }
    set {
      boundsOrigin = newValue.origin
      viewFrame.size = newValue.size
    }
  }

  open var center: CGPoint {
    get { CGPoint(x: viewFrame.midX, y: viewFrame.midY) }
    set {
      viewFrame.origin = CGPoint(x: newValue.x - viewFrame.width / 2, y: newValue.y - viewFrame.height / 2)
    }
  }

  open var isUserInteractionEnabled: Bool = true
  @available(tvOS, unavailable) open var isMultipleTouchEnabled: Bool = false  // H: API_UNAVAILABLE(tvos)
  open var isExclusiveTouch: Bool = false
  open var alpha: CGFloat = 1
  open var isHidden: Bool = false
  open var clipsToBounds: Bool = false
  open var tag: Int = 0
  /// `UIAccessibilityIdentification.accessibilityIdentifier`, which `UIView` adopts.
  open var accessibilityIdentifier: String?
  /// The informal `UIAccessibility` protocol's `accessibilityValue` (iOS 3.0; declared on
  /// `NSObject`, "@MainActor var accessibilityValue: String? { get set }" in Apple's docs).
  open var accessibilityValue: String?

  // MARK: View tree

  open var superview: UIView? { viewSuperview }
  open var subviews: [UIView] { viewSubviews }

  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.viewSuperview
    }
    return nil
  }

  open func addSubview(_ view: UIView) {
    insertSubview(view, at: viewSubviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    precondition(view !== self, "Can't add self as subview")
    let oldWindow = view.window
    if let superview = view.viewSuperview {
      superview.viewSubviews.removeAll { $0 === view }
    }
    viewSubviews.insert(view, at: min(index, viewSubviews.count))
    view.viewSuperview = self
    view.notifyWindowChange(from: oldWindow, to: view.window)
  }

  open func removeFromSuperview() {
    guard let superview = viewSuperview else { return }
    let oldWindow = window
    superview.viewSubviews.removeAll { $0 === self }
    viewSuperview = nil
    notifyWindowChange(from: oldWindow, to: nil)
  }

  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.viewSuperview
    }
    return false
  }

  open func didMoveToWindow() {}

  private func notifyWindowChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    guard oldWindow !== newWindow else { return }
    windowDidChange(from: oldWindow, to: newWindow)
    for subview in viewSubviews { subview.notifyWindowChange(from: oldWindow, to: newWindow) }
  }

  /// UIKit's private `_didMoveFromWindow:toWindow:`; controls cancel tracking here (§2).
  func windowDidChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    didMoveToWindow()
  }

  // MARK: Responder chain

  open override var next: UIResponder? {
    if let owningViewController { return owningViewController }
    return viewSuperview
  }

  // MARK: Coordinates (no transforms)

  /// The origin of this view's bounds coordinate space, in window (or root view) coordinates.
  private var boundsOriginInRoot: CGPoint {
    var x = -boundsOrigin.x
    var y = -boundsOrigin.y
    var view: UIView = self
    while let superview = view.viewSuperview {
      x += view.viewFrame.origin.x - superview.boundsOrigin.x
      y += view.viewFrame.origin.y - superview.boundsOrigin.y
      view = superview
    }
    return CGPoint(x: x, y: y)
  }

  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let origin = boundsOriginInRoot
    let inRoot = CGPoint(x: point.x + origin.x, y: point.y + origin.y)
    guard let view else { return inRoot }
    let target = view.boundsOriginInRoot
    return CGPoint(x: inRoot.x - target.x, y: inRoot.y - target.y)
  }

  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let source = view?.boundsOriginInRoot ?? .zero
    let inRoot = CGPoint(x: point.x + source.x, y: point.y + source.y)
    let origin = boundsOriginInRoot
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  // MARK: Hit testing (§1)

  /// True when `point` lies inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The farthest descendant containing `point`: hidden, non-interactive and nearly transparent
  /// views are skipped, points outside the bounds are not hits even inside an overhanging subview,
  /// subviews are tried frontmost first.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in viewSubviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }
}
