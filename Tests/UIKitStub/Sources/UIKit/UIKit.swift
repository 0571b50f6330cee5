// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for the parts of UIKit that ControlThrottleUIKit uses, so that the adapters can be
// type-checked where UIKit does not exist. Every declaration copies the signature of the iOS SDK's
// generated interface; only what the adapters and their examples touch is declared, and bodies are
// placeholders because nothing here ever runs. Conformances the adapters never use (NSCoding,
// UIAppearance, …) are left out.
@_exported import Foundation

// MARK: - ObjectiveC

public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable {
  private let name: String
  public init(_ str: String) { name = str }
  public init(stringLiteral value: String) { name = value }
}

// MARK: - Geometry

public struct UIEdgeInsets: Equatable, Sendable {
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

// MARK: - Responders and views

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIEvent: NSObject {
  public enum EventType: Int, @unchecked Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  open var type: UIEvent.EventType { .touches }
  open var timestamp: TimeInterval { 0 }
}

@MainActor open class UIView: UIResponder {
  open var bounds: CGRect = .zero
  open var isUserInteractionEnabled: Bool = true
  open var alpha: CGFloat = 1
  open var isHidden: Bool = false
  open var window: UIWindow? { nil }
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

@MainActor open class UIControl: UIView {
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
    public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
    public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
  }

  open var isEnabled: Bool = true
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}
  open func sendActions(for controlEvents: UIControl.Event) {}
}

@MainActor open class UIButton: UIControl {}

@MainActor open class UIWindow: UIView {
  open func sendEvent(_ event: UIEvent) {}
}

@MainActor open class UIApplication: UIResponder {
  open class var shared: UIApplication { UIApplication() }
  open func sendEvent(_ event: UIEvent) {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIApplicationMain(
  _ argc: Int32,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 { 0 }

// MARK: - View controllers and transitions

@MainActor open class UIViewController: UIResponder {
  open var view: UIView!
  open var viewIfLoaded: UIView? { nil }
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  open var presentedViewController: UIViewController? { nil }
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
  }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UINavigationController: UIViewController {
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  open func popViewController(animated: Bool) -> UIViewController? { nil }
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
  open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
  open var topViewController: UIViewController? { nil }
  open var viewControllers: [UIViewController] = []
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

// The coordinator protocols, with only the members the adapters use.
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
