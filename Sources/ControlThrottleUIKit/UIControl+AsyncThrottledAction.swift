#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension UIControl {
  /// Runs `action` when the control sends `controlEvents`, and shows the action's state on the
  /// control without overriding the app's own rules.
  ///
  /// The control is enabled only when both the app (the returned binding's
  /// ``AsyncActionBinding/isEnabled``, the control's `isEnabled` at its first binding) and the
  /// action (``ControlThrottle/AsyncThrottledAction/isIgnoring`` is `false`) allow it, so a control
  /// the app disabled stays disabled through a run and after it. The busy appearance comes from the
  /// run, not from `isEnabled`: a `UIButton` with a `configuration` shows `showsActivityIndicator`
  /// while the run is in flight, and VoiceOver reads the binding's
  /// ``AsyncActionBinding/busyAccessibilityValue`` if you give one. Under
  /// ``ControlThrottle/AsyncThrottledAction/RunPolicy/replaceRunning`` the control is tappable
  /// again once the interval has passed and shows busy until the run ends, and a tap replaces the
  /// run.
  ///
  /// ```swift
  /// let send = sendButton.bind(to: model.send)
  /// send.isEnabled = messageField.text?.isEmpty == false  // the app's rule, kept through every run
  /// messageField.bindReturnKey(to: model.send)  // one run for both; the button shows it
  /// ```
  ///
  /// While the control is disabled UIKit delivers no touches to it, so taps during a run reach
  /// neither the action nor its ``ControlThrottle/AsyncThrottledAction/onDecision``: only calls
  /// that do reach the action (a bound Return key, a tap once the control is enabled) report
  /// their drops there. Several controls bound to one action run it once and show busy together.
  /// The control holds the action and the action never holds the control; the binding ends when
  /// the control goes away, and releasing the action cancels its run. Binding the control again
  /// replaces the action and keeps the app's ``AsyncActionBinding/isEnabled``: in a reused cell,
  /// bind it to the new row's action each time the cell is configured, and it shows that
  /// action's state at once.
  ///
  /// - Parameters:
  ///   - action: The action to run.
  ///   - controlEvents: The events that run it; the control's primary action by default (a
  ///     button's tap, a switch's flip).
  /// - Returns: The control's binding, where the app states its own condition for the control.
  @discardableResult
  public func bind(to action: AsyncThrottledAction, for controlEvents: UIControl.Event = .primaryActionTriggered)
    -> AsyncActionBinding
  {
    let binding = AsyncActionBindings.bind(
      self, to: action, isEnabled: { isEnabled }, appearance: asyncActionAppearance)
    removeAction(identifiedBy: AsyncActionBindings.actionIdentifier, for: .allEvents)
    addAction(AsyncActionBindings.trigger(action), for: controlEvents)
    return binding
  }

  /// Enabled as the binding says; a configured button's activity indicator while the action runs.
  private var asyncActionAppearance: AsyncActionAppearance {
    AsyncActionAppearance(
      enabled: AsyncActionAppearance.Enabled(
        get: { [weak self] in self?.isEnabled },
        set: { [weak self] isEnabled in
          if let self, self.isEnabled != isEnabled { self.isEnabled = isEnabled }
        }
      ),
      setRunning: { [weak self] isRunning in
        guard let button = self as? UIButton, button.configuration != nil,
          button.configuration?.showsActivityIndicator != isRunning
        else { return }
        button.configuration?.showsActivityIndicator = isRunning
      },
      accessibilityValue: AsyncActionAppearance.AccessibilityValue(
        get: { [weak self] in self?.accessibilityValue },
        set: { [weak self] in self?.accessibilityValue = $0 }
      )
    )
  }
}
#endif
