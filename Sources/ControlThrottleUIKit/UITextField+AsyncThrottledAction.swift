#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension UITextField {
  /// Runs `action` when the keyboard's Return key ends editing (`.editingDidEndOnExit`).
  ///
  /// The field stays editable while the action runs: disabling it would take the keyboard away in
  /// the middle of a send. A Return meanwhile reaches the action and is dropped, reported to its
  /// ``ControlThrottle/AsyncThrottledAction/onDecision``; bind the Send button to the same action
  /// to show the run. UIKit sends `.editingDidEndOnExit` only when the delegate's
  /// `textFieldShouldReturn(_:)` returns `true` (the default), and then resigns the field.
  ///
  /// ```swift
  /// messageField.bindReturnKey(to: model.send)
  /// ```
  ///
  /// Binding the field again, with this or ``UIKit/UIControl/bind(to:for:)``, replaces the action;
  /// the field holds the action and the action never holds the field. The field's `isEnabled`,
  /// `accessibilityValue` and text are the app's: this binding sets none of them.
  public func bindReturnKey(to action: AsyncThrottledAction) {
    let keepsItsState = AsyncActionAppearance(enabled: nil, setRunning: nil, accessibilityValue: nil)
    _ = AsyncActionBindings.bind(self, to: action, isEnabled: { isEnabled }, appearance: keepsItsState)
    removeAction(identifiedBy: AsyncActionBindings.actionIdentifier, for: .allEvents)
    addAction(AsyncActionBindings.trigger(action), for: .editingDidEndOnExit)
  }
}
#endif
