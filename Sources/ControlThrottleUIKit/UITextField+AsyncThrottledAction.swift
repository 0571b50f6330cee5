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
  /// Binding the field again, with this or ``UIKit/UIControl/bind(to:for:)``, replaces the binding;
  /// the field holds the action and the action never holds the field.
  public func bindReturnKey(to action: AsyncThrottledAction) {
    AsyncActionBindings.bind(self, to: action) { _ in }
    removeAction(identifiedBy: AsyncActionBindings.actionIdentifier, for: .allEvents)
    addAction(AsyncActionBindings.trigger(action), for: .editingDidEndOnExit)
  }
}
#endif
