// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's gesture recognizer: its state, its targets, and the touches its window shows it.
///
/// It can be disabled. Subclasses recognize from the touches the window shows them before the
/// touches' views see them (§1); the navigation controller's back swipes are driven through
/// `UINavigationController.beginInteractivePop(using:)` instead.
@MainActor
open class UIGestureRecognizer: NSObject {
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  private struct Target {
    weak var target: AnyObject?
    var action: Selector
  }

  private var targets: [Target] = []
  open var isEnabled = true
  /// Set by subclasses, as UIKit's `UIGestureRecognizerSubclass.h` allows.
  open internal(set) var state: State = .possible
  open internal(set) weak var view: UIView?

  public override init() {
    super.init()
  }

  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append(Target(target: target as AnyObject, action: action))
  }

  /// Calls each target directly, with the recognizer as sender — never through
  /// `UIApplication.sendAction(_:to:from:for:)` [§9, DOC].
  func sendActionsToTargets() {
    for entry in targets {
      (entry.target as? any UIKitTestActionTarget)?.receiveAction(entry.action, from: self, for: nil)
    }
  }

  /// Attaches the recognizer to `view` (`UIView.addGestureRecognizer(_:)`).
  func attach(to view: UIView?) {
    self.view = view
    state = .possible
  }

  /// One changed touch of an event, before the window delivers it to its view; subclasses
  /// recognize from it.
  func observe(_ touch: UITouch, at location: CGPoint, hitView: UIView?) {}
}
