// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's collection view delegate: the highlight and selection calls (behaviour notes §9, §10).
///
/// Signatures from Apple's `UICollectionViewDelegate` documentation (iOS 8+):
/// `collectionView(_:shouldHighlightItemAt:) -> Bool`, `collectionView(_:didHighlightItemAt:)`,
/// `collectionView(_:didUnhighlightItemAt:)`, `collectionView(_:shouldSelectItemAt:) -> Bool`,
/// `collectionView(_:didSelectItemAt:)`. The optional methods of the Objective-C protocol are
/// requirements with UIKit's defaults (`true` for the questions).
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// UIKit's collection cell, reduced to its highlight and selection.
@MainActor
open class UICollectionViewCell: UIView {
  open var isHighlighted = false
  open var isSelected = false
}

/// UIKit's collection view, reduced to one section of equal items laid out in rows, and user
/// selection; a scroll view, as in UIKit.
///
/// A touch that begins on an item highlights it when the delegate's `shouldHighlightItemAt`
/// allows (then `didHighlightItemAt`). A drag that turns into a scroll cancels the cell's touch
/// (``UIScrollView``: a cell is no `UIControl`), which unhighlights it. The selection of an item
/// lifted on is made after the touch, as the table's is [§10, traces of `UITableView`], or inside
/// `touchesEnded` (``UIKitTestAssumptions/collectionSelectionTiming``: not confirmed for the
/// collection view): the item is unhighlighted (`didUnhighlightItemAt`); `shouldSelectItemAt` is
/// asked (this order is not confirmed either; no test's outcome depends on it); `false` leaves it unselected; `true` deselects the previously selected item, selects this
/// one and calls `didSelectItemAt`. Not modelled: several selection, deselection by the user,
/// `shouldDeselectItemAt`, the data source and layout objects.
@MainActor
open class UICollectionView: UIScrollView {
  open weak var delegate: (any UICollectionViewDelegate)?
  private var cells: [UICollectionViewCell] = []
  private var pending: (touch: UITouch, item: Int)?

  /// Not UIKit API (a flow layout stands in): the size of every item, laid out in rows from the
  /// top-left corner, as many to a row as fit the width.
  public var itemSize = CGSize(width: 100, height: 100) {
    didSet { layOutItems() }
  }

  /// Not UIKit API (a data source stands in): the number of items of the only section.
  public var numberOfItems = 0 {
    didSet { layOutItems() }
  }

  open private(set) var indexPathsForSelectedItems: [IndexPath]? = []

  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cells.indices.contains(indexPath.item) && indexPath.section == 0 ? cells[indexPath.item] : nil
  }

  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard let cell = cellForItem(at: indexPath), indexPathsForSelectedItems?.contains(indexPath) == true else {
      return
    }
    cell.isSelected = false
    indexPathsForSelectedItems?.removeAll { $0 == indexPath }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard pending == nil, let touch = touches.first, let item = item(at: touch.location(in: self)) else { return }
    let indexPath = IndexPath(item: item, section: 0)
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    cells[item].isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    pending = (touch, item)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let pending, touches.contains(pending.touch) else { return }
    self.pending = nil
    let item = pending.item
    guard self.item(at: pending.touch.location(in: self)) == item else {
      unhighlight(item)
      return
    }
    switch UIKitTestEnvironment.assumptions.collectionSelectionTiming {
    case .afterNextCommit:
      UIKitTestEnvironment.clock.schedule(after: 0) { [weak self] in self?.userSelectItem(item) }
    case .insideTouchesEnded:
      userSelectItem(item)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let pending, touches.contains(pending.touch) else { return }
    self.pending = nil
    unhighlight(pending.item)
  }

  // MARK: Private

  private func layOutItems() {
    for cell in cells { cell.removeFromSuperview() }
    let columns = max(1, Int(bounds.width / max(itemSize.width, 1)))
    cells = (0..<numberOfItems).map { item in
      let origin = CGPoint(
        x: CGFloat(item % columns) * itemSize.width, y: CGFloat(item / columns) * itemSize.height)
      return UICollectionViewCell(frame: CGRect(origin: origin, size: itemSize))
    }
    for cell in cells { addSubview(cell) }
    indexPathsForSelectedItems = []
  }

  private func item(at point: CGPoint) -> Int? {
    cells.firstIndex { $0.frame.contains(point) }
  }

  private func unhighlight(_ item: Int) {
    guard cells.indices.contains(item), cells[item].isHighlighted else { return }
    cells[item].isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: IndexPath(item: item, section: 0))
  }

  private func userSelectItem(_ item: Int) {
    guard cells.indices.contains(item) else { return }
    let indexPath = IndexPath(item: item, section: 0)
    unhighlight(item)
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    for previous in indexPathsForSelectedItems ?? [] where previous != indexPath {
      deselectItem(at: previous, animated: false)
    }
    cells[item].isSelected = true
    if indexPathsForSelectedItems?.contains(indexPath) != true { indexPathsForSelectedItems?.append(indexPath) }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }
}

extension IndexPath {
  /// UIKit's item and section (UIKit's `IndexPath` extension).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  public var item: Int { self[1] }
}
