#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

extension UIAction {
  /// An action whose handler runs at most once per window: for menu elements, context menus,
  /// `showsMenuAsPrimaryAction` menus, a bar button item's `primaryAction`, or a control's
  /// `addAction(_:for:)`.
  ///
  /// UIKit performs a menu element itself — the context-menu interaction calls the element, never
  /// the control's `sendAction(_:)` or `UIApplication.sendAction(_:to:from:for:)` — and performs a
  /// bar button item's `primaryAction` directly, so the throttle lives in the action. Each
  /// performance is one input, decided with the control throttle's leading-edge window; give
  /// several actions (and controls) one ``ControlThrottle/ThrottleGroup`` to make them exclusive:
  ///
  /// ```swift
  /// let checkout = ThrottleGroup(interval: .seconds(1))
  /// let menu = UIMenu(children: [
  ///   UIAction.throttled(title: "Pay now", group: checkout) { _ in pay() },
  ///   UIAction.throttled(title: "Pay later", group: checkout) { _ in payLater() },
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The element's title.
  ///   - identifier: The action's identifier; a unique one by default.
  ///   - interval: How long to ignore the action after it runs; `.zero` leaves it to the group.
  ///     `nil` (the default) takes the interval the registry's configuration gives `name`,
  ///     otherwise the registry's default interval (see ``ControlThrottle/ThrottledAction/interval``).
  ///   - name: The name a ``ControlThrottle/ThrottleConfiguration`` sets the interval by, and the
  ///     registry's observers see in records.
  ///   - group: A group whose window the action shares, or `nil`.
  ///   - scheduler: The clock performances are stamped with.
  ///   - registry: Where the configuration, the default interval and the observers live.
  ///   - onDecision: Told about every performance's decision, including drops.
  ///   - handler: The action's work, run with the action (whose `sender` UIKit sets) when it passes.
  /// - Returns: The action.
  /// - Precondition: `interval` is not negative.
  public static func throttled(
    title: String = "",
    identifier: UIAction.Identifier? = nil,
    interval: Duration? = nil,
    name: String? = nil,
    group: ThrottleGroup? = nil,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared,
    onDecision: (@Sendable (ThrottleDecision) -> Void)? = nil,
    handler: @escaping @MainActor (UIAction) -> Void
  ) -> UIAction {
    let throttled = ThrottledAction<UIAction>.onMainActor(
      interval: interval, name: name, group: group, scheduler: scheduler, registry: registry, onDecision: onDecision,
      handler)
    return UIAction(title: title, identifier: identifier) { action in throttled(action) }
  }
}
#endif
