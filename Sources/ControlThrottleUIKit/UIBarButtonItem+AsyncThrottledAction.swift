#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension UIBarButtonItem {
  /// Runs `action` when the item is tapped, and disables the item until the action takes calls
  /// again.
  ///
  /// The binding sets the item's `primaryAction` (titled with the item's title), which UIKit
  /// performs instead of the item's target and action; set an image after binding. The item is
  /// disabled while the action runs and through its interval and cooldown, and VoiceOver reads it
  /// as dimmed; it comes back when the run ends, however it ends.
  ///
  /// ```swift
  /// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Post", style: .done, target: nil, action: nil)
  /// navigationItem.rightBarButtonItem?.bind(to: model.post)
  /// ```
  ///
  /// Binding the item again replaces the binding. The item holds the action and the action never
  /// holds the item; the binding ends when the item goes away.
  public func bind(to action: AsyncThrottledAction) {
    AsyncActionBindings.bind(self, to: action) { [weak self] action in
      self?.isEnabled = !action.isIgnoring
    }
    primaryAction = UIAction(title: title ?? "", identifier: AsyncActionBindings.actionIdentifier) { _ in
      action()
    }
  }
}
#endif
