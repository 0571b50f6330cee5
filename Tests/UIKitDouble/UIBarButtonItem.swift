// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's bar button item, as a bar shows it: an internal button that dispatches the item's
/// action (behaviour notes §9, §10).
///
/// A tap on the item's internal button (a control, laid out by ``UIToolbar``) sends `_invoke:forEvent:`
/// to a private target through `UIApplication.sendAction(_:to:from:for:)` — unless
/// ``UIKitTestAssumptions/barButtonItemInternalSendPassesApplication`` is `false` — and that target
/// triggers the item: with a `primaryAction`, `primaryAction.performWithSender:target:` directly,
/// never through `sendAction`; otherwise `UIApplication.sendAction(_:to:from:for:)` with the item as
/// sender and the tap's event [§10, traces of iOS 14.4 and 15.1, decompiled `_triggerActionForEvent:`].
@MainActor
open class UIBarButtonItem: NSObject {
  public enum Style: Int, Sendable {
    case plain = 0
    case done = 2
  }

  open var title: String?
  open var style: Style = .plain
  open weak var target: AnyObject?
  open var action: Selector?
  open var primaryAction: UIAction?
  open var isEnabled = true
  /// The informal `UIAccessibility` protocol's `accessibilityValue`, which every `NSObject` has.
  open var accessibilityValue: String?

  public override init() {
    super.init()
  }

  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  public convenience init(title: String? = nil, primaryAction: UIAction?) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.primaryAction = primaryAction
  }

  /// UIKit's private `_triggerActionForEvent:`.
  func triggerAction(for event: UIEvent?) {
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else if let action {
      _ = UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
  }
}

/// UIKit's private `_UIButtonBarTargetAction`: the internal button's target, which triggers its item.
@MainActor
final class BarButtonItemTargetAction: UIKitTestActionTarget {
  weak var item: UIBarButtonItem?

  init(item: UIBarButtonItem) { self.item = item }

  func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
    item?.triggerAction(for: event)
  }
}

/// UIKit's private `_UIButtonBarButton`: the control a bar shows for an item.
@MainActor
final class BarButtonItemButton: UIControl {
  let item: UIBarButtonItem
  private let invoker: BarButtonItemTargetAction

  init(item: UIBarButtonItem, frame: CGRect) {
    self.item = item
    self.invoker = BarButtonItemTargetAction(item: item)
    super.init(frame: frame)
    addTarget(invoker, action: "_invoke:forEvent:", for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("Bar button item buttons are made by their bar.")
  }

  override var isEnabled: Bool {
    get { item.isEnabled }
    set { item.isEnabled = newValue }
  }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    guard UIKitTestEnvironment.assumptions.barButtonItemInternalSendPassesApplication else {
      invoker.receiveAction(action, from: self, for: event)
      return
    }
    super.sendAction(action, to: target, for: event)
  }
}
