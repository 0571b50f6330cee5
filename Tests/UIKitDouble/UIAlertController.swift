// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's alert action.
@MainActor
open class UIAlertAction: NSObject {
  public enum Style: Int, @unchecked Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  open var title: String?
  open var style: Style
  open var isEnabled = true
  let handler: (@MainActor (UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// UIKit's alert controller (behaviour notes §9).
///
/// Tapping an action (`tap(_:)`, not UIKit API) dismisses the alert as UIKit does, without the
/// presenter's overridable `dismiss(animated:)` and without the presentation controller's delegate
/// (a dismissal UIKit makes programmatically), then runs the handler: after the dismissal completes,
/// or as it begins (`UIKitTestAssumptions.alertActionHandlerRunsAfterDismissal`; not confirmed).
@MainActor
open class UIAlertController: UIViewController {
  public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }

  open var message: String?
  public private(set) var preferredStyle = Style.alert
  public private(set) var actions: [UIAlertAction] = []

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.message = message
    self.preferredStyle = preferredStyle
  }

  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Not UIKit API: the user taps `action`.
  public func tap(_ action: UIAlertAction) {
    guard action.isEnabled, actions.contains(where: { $0 === action }), let presenter = presenting,
      !presentationAnimating, !beingDismissed
    else { return }
    if UIKitTestEnvironment.assumptions.alertActionHandlerRunsAfterDismissal {
      presenter.performDismissal(animated: true) { action.handler?(action) }
    } else {
      presenter.performDismissal(animated: true, completion: nil)
      action.handler?(action)
    }
  }
}
