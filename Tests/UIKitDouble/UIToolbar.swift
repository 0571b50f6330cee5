// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's toolbar, reduced to laying out its items' buttons.
///
/// Not UIKit's layout: each item gets a button ``itemWidth`` points wide, left to right, the full
/// height of the bar, so tests can tap an item at a known point.
@MainActor
open class UIToolbar: UIView {
  /// Not UIKit API: the width of each item's button.
  public static let itemWidth: CGFloat = 60

  private var barItems: [UIBarButtonItem]?

  open var items: [UIBarButtonItem]? {
    get { barItems }
    set { setItems(newValue, animated: false) }
  }

  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    for view in subviews where view is BarButtonItemButton { view.removeFromSuperview() }
    barItems = items
    for (index, item) in (items ?? []).enumerated() {
      let frame = CGRect(x: CGFloat(index) * Self.itemWidth, y: 0, width: Self.itemWidth, height: bounds.height)
      addSubview(BarButtonItemButton(item: item, frame: frame))
    }
  }
}
