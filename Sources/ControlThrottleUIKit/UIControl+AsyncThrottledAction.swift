#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension UIControl {
  /// Runs `action` when the control sends `controlEvents`, and shows the control busy until the
  /// action takes calls again.
  ///
  /// While the action runs and through its interval and cooldown (``ControlThrottle/AsyncThrottledAction/isIgnoring``)
  /// the control is disabled, so a tap meanwhile never reaches it, and VoiceOver reads it as dimmed:
  /// a UIKit control's default `accessibilityTraits` are those of its state, `.notEnabled` ("isn't
  /// in an enabled state and doesn't respond to user interaction") while disabled. A `UIButton`
  /// with a `configuration` also shows `showsActivityIndicator` while the run is in flight; a button
  /// without one is only disabled. The control comes back when the run ends — returned, failed,
  /// cancelled or timed out — and its hold is over.
  ///
  /// ```swift
  /// sendButton.bind(to: model.send)
  /// messageField.bindReturnKey(to: model.send)  // one run for both; both show it
  /// ```
  ///
  /// Several controls bound to one action run it once and show busy together; drops of calls that
  /// do reach the action go to its ``ControlThrottle/AsyncThrottledAction/onDecision``. The
  /// binding owns the control's `isEnabled` while bound. The control holds the action and the
  /// action never holds the control; the binding ends when the control goes away, and releasing
  /// the action cancels its run. Binding the control again replaces the binding:
  /// in a reused cell, bind it to the new row's action each time the cell is configured, and it
  /// shows that action's state at once.
  ///
  /// - Parameters:
  ///   - action: The action to run.
  ///   - controlEvents: The events that run it; the control's primary action by default (a
  ///     button's tap, a switch's flip).
  public func bind(to action: AsyncThrottledAction, for controlEvents: UIControl.Event = .primaryActionTriggered) {
    AsyncActionBindings.bind(self, to: action) { [weak self] action in
      self?.showState(of: action)
    }
    removeAction(identifiedBy: AsyncActionBindings.actionIdentifier, for: .allEvents)
    addAction(AsyncActionBindings.trigger(action), for: controlEvents)
  }

  /// Disabled while the action ignores calls; a configured button's activity indicator while it runs.
  private func showState(of action: AsyncThrottledAction) {
    isEnabled = !action.isIgnoring
    if let button = self as? UIButton, button.configuration != nil {
      button.configuration?.showsActivityIndicator = action.isRunning
    }
  }
}
#endif
