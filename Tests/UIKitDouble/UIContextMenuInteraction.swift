// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's menu: a titled list of elements.
@MainActor
open class UIMenu: UIMenuElement {
  public let children: [UIMenuElement]

  public init(title: String = "", children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title)
  }
}

/// UIKit's context-menu configuration: what a long press on a view shows.
@MainActor
open class UIContextMenuConfiguration: NSObject {
  let actionProvider: (([UIMenuElement]) -> UIMenu?)?

  public init(
    identifier: NSString? = nil,
    previewProvider: (() -> UIViewController?)? = nil,
    actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
  ) {
    self.actionProvider = actionProvider
    super.init()
  }
}

/// UIKit's context-menu delegate.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}

/// UIKit's context-menu interaction (behaviour notes §9, §10).
///
/// A chosen element is performed by the interaction itself,
/// `-[UIContextMenuInteraction contextMenuPresentation:didSelectMenuLeaf:]` calling the leaf's
/// `performWithSender:target:` — never a control's `sendAction(_:)` nor
/// `UIApplication.sendAction(_:to:from:for:)` [§10, decompiled iOS 26.1 and older].
@MainActor
open class UIContextMenuInteraction: NSObject {
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  open private(set) weak var view: UIView?

  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  func attach(to view: UIView) { self.view = view }

  /// The menu a long press at `location` (in the view) presents, if any.
  func presentMenu(at location: CGPoint) -> UIMenu? {
    delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)?.actionProvider?([])
  }
}

extension UIView {
  public func addInteraction(_ interaction: UIContextMenuInteraction) {
    interaction.attach(to: self)
  }
}

// Not UIKit API: the test-driving helper.
extension UIContextMenuInteraction {
  /// Long-presses the interaction's view at `location` (held `holdingFor` seconds, during which
  /// time passes on the test clock), then chooses the presented menu's element titled `title`,
  /// which the interaction performs directly.
  ///
  /// - Returns: Whether a menu was presented and held an action with that title.
  @discardableResult
  public func simulateChoosing(
    _ title: String,
    at location: CGPoint = .zero,
    holdingFor duration: TimeInterval = 0.5
  ) -> Bool {
    UIKitTestEnvironment.clock.advance(by: duration)
    guard let menu = presentMenu(at: location) else { return false }
    guard let leaf = Self.action(titled: title, in: menu) else { return false }
    leaf.perform(sender: self)
    return true
  }

  private static func action(titled title: String, in menu: UIMenu) -> UIAction? {
    for child in menu.children {
      if let action = child as? UIAction, action.title == title { return action }
      if let submenu = child as? UIMenu, let found = action(titled: title, in: submenu) { return found }
    }
    return nil
  }
}
