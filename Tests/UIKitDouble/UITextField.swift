// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// UIKit's text field delegate, reduced to the Return key.
///
/// UIKit's methods are optional; the double gives the documented default.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// UIKit's text field, reduced to its Return key (behaviour notes §11.8).
@MainActor
open class UITextField: UIControl {
  open weak var delegate: (any UITextFieldDelegate)?
  open var text: String?

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Not UIKit API: the keyboard's Return key, as `UIFieldEditor` handles it — the delegate's
  /// `textFieldShouldReturn(_:)`, then `.editingDidEndOnExit` sent with no event (never
  /// `.primaryActionTriggered`), then resigning when that event has a registration (§11.8).
  public func simulateReturnKey() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    dispatch(.editingDidEndOnExit, with: nil)
    if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
  }
}
