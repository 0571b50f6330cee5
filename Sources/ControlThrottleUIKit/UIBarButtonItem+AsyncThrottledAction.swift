#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension UIBarButtonItem {
  /// Runs `action` when the item is tapped, and enables the item only when both the app and the
  /// action allow it.
  ///
  /// The binding sets the item's `primaryAction` (titled with the item's title), which UIKit
  /// performs instead of the item's target and action; set an image after binding. The item is
  /// enabled while the returned binding's ``AsyncActionBinding/isEnabled`` (the item's `isEnabled`
  /// at its first binding) is `true` and the action takes calls, so an item the app disabled stays
  /// disabled through a run and after it; VoiceOver reads a disabled item as dimmed, and the
  /// binding's ``AsyncActionBinding/busyAccessibilityValue`` while the run is in flight.
  ///
  /// ```swift
  /// let post = UIBarButtonItem(title: "Post", style: .done, target: nil, action: nil)
  /// post.bind(to: model.post).isEnabled = model.hasDraft
  /// // Then place `post` as any item, such as a navigation item's `rightBarButtonItem`.
  /// ```
  ///
  /// While the item is disabled UIKit performs nothing for it, so taps during a run never reach
  /// the action's ``ControlThrottle/AsyncThrottledAction/onDecision``. Binding the item again
  /// replaces the action and keeps the app's ``AsyncActionBinding/isEnabled``. The item holds the
  /// action and the action never holds the item; the binding ends when the item goes away.
  ///
  /// - Parameter action: The action to run.
  /// - Returns: The item's binding, where the app states its own condition for the item.
  @discardableResult
  public func bind(to action: AsyncThrottledAction) -> AsyncActionBinding {
    let appearance = AsyncActionAppearance(
      enabled: AsyncActionAppearance.Enabled(
        get: { [weak self] in self?.isEnabled },
        set: { [weak self] isEnabled in
          if let self, self.isEnabled != isEnabled { self.isEnabled = isEnabled }
        }
      ),
      setRunning: nil,
      accessibilityValue: AsyncActionAppearance.AccessibilityValue(
        get: { [weak self] in self?.accessibilityValue },
        set: { [weak self] in self?.accessibilityValue = $0 }
      )
    )
    let binding = AsyncActionBindings.bind(self, to: action, isEnabled: { isEnabled }, appearance: appearance)
    primaryAction = UIAction(title: title ?? "", identifier: AsyncActionBindings.actionIdentifier) { _ in
      action()
    }
    return binding
  }
}
#endif
