// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// UIKit's tab bar controller, reduced to its tabs.
///
/// Every tab is a child; only the selected one's view is in the tab
/// bar controller's view, and only it gets appearance callbacks. Switching tabs is not animated.
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var selected = 0

  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    selectedViewController?.viewIfLoaded?.removeFromSuperview()
    for tab in tabs { tab.removeFromParent() }
    tabs = viewControllers ?? []
    for tab in tabs { addChild(tab) }
    selected = 0
    showSelected()
  }

  open var selectedIndex: Int {
    get { selected }
    set {
      guard tabs.indices.contains(newValue), newValue != selected else { return }
      let old = selectedViewController
      let inWindow = viewIfLoaded?.window != nil
      if inWindow { old?.sendWillDisappear(false) }
      old?.viewIfLoaded?.removeFromSuperview()
      if inWindow { old?.sendDidDisappear(false) }
      selected = newValue
      if inWindow { selectedViewController?.sendWillAppear(false) }
      showSelected()
      if inWindow { selectedViewController?.sendDidAppear(false) }
    }
  }

  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
    }
  }

  override var appearanceChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

  private func showSelected() {
    guard let tab = selectedViewController else { return }
    tab.view.frame = view.bounds
    view.addSubview(tab.view)
  }
}

/// UIKit's split view controller, reduced to its columns: every column is a child whose view is in
/// the split view controller's view (an expanded layout; collapsing is not modelled).
@MainActor
open class UISplitViewController: UIViewController {
  private var columns: [UIViewController] = []

  open var viewControllers: [UIViewController] {
    get { columns }
    set {
      for column in columns {
        column.viewIfLoaded?.removeFromSuperview()
        column.removeFromParent()
      }
      columns = newValue
      for column in columns {
        addChild(column)
        column.view.frame = view.bounds
        view.addSubview(column.view)
      }
    }
  }

  /// Replaces the secondary (detail) column, at once: the layout is expanded, and the replacement
  /// is not animated (INFERRED; see UIViewController+Show.swift).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    var newColumns = columns
    if newColumns.count >= 2 { newColumns[1] = vc } else { newColumns.append(vc) }
    viewControllers = newColumns
  }
}
