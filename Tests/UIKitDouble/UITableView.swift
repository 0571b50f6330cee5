// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's table view delegate: the selection calls (behaviour notes §9, §10).
///
/// The optional methods of the Objective-C protocol are requirements with UIKit's defaults.
@MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// UIKit's table cell, reduced to its highlight and selection.
@MainActor
open class UITableViewCell: UIView {
  open var isHighlighted = false
  open var isSelected = false
}

/// UIKit's table view, reduced to one section of fixed-height rows and user selection.
///
/// A touch that begins on a row highlights it when the delegate's `shouldHighlightRowAt` allows;
/// moving more than 10 points or a cancel unhighlights it. The selection of a row lifted inside
/// runs later, after the next Core Animation commit, not inside `touchesEnded` [§10, traces]: on
/// the next turn of the test clock, `willSelectRowAt` is asked; `nil` leaves the row unselected
/// and unhighlighted, and an index path selects that row (deselecting the previous one) and calls
/// `didSelectRowAt`.
@MainActor
open class UITableView: UIView {
  open weak var delegate: (any UITableViewDelegate)?
  open var rowHeight: CGFloat = 44
  private var cells: [UITableViewCell] = []
  private var pending: (touch: UITouch, row: Int, start: CGPoint)?

  /// Not UIKit API (a data source stands in): the number of rows of the only section.
  public var numberOfRows = 0 {
    didSet {
      for cell in cells { cell.removeFromSuperview() }
      cells = (0..<numberOfRows).map { row in
        UITableViewCell(frame: CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight))
      }
      for cell in cells { addSubview(cell) }
    }
  }

  open private(set) var indexPathForSelectedRow: IndexPath?

  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cells.indices.contains(indexPath.row) && indexPath.section == 0 ? cells[indexPath.row] : nil
  }

  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard indexPathForSelectedRow == indexPath else { return }
    cellForRow(at: indexPath)?.isSelected = false
    cellForRow(at: indexPath)?.isHighlighted = false
    indexPathForSelectedRow = nil
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard pending == nil, let touch = touches.first else { return }
    let location = touch.location(in: self)
    let row = Int(location.y / rowHeight)
    guard cells.indices.contains(row) else { return }
    let indexPath = IndexPath(row: row, section: 0)
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
    cells[row].isHighlighted = true
    pending = (touch, row, location)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let pending, touches.contains(pending.touch) else { return }
    let location = pending.touch.location(in: self)
    if abs(location.y - pending.start.y) > 10 || abs(location.x - pending.start.x) > 10 { cancelPending() }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let pending, touches.contains(pending.touch) else { return }
    self.pending = nil
    let row = pending.row
    // UIKit's `_userSelectRowAtPendingSelectionIndexPath:`, after the next commit.
    UIKitTestEnvironment.clock.schedule(after: 0) { [weak self] in self?.userSelectRow(row) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let pending, touches.contains(pending.touch) else { return }
    cancelPending()
  }

  private func cancelPending() {
    if let row = pending?.row, IndexPath(row: row, section: 0) != indexPathForSelectedRow {
      cells[row].isHighlighted = false
    }
    pending = nil
  }

  private func userSelectRow(_ row: Int) {
    let proposed = IndexPath(row: row, section: 0)
    let answer: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: proposed) } ?? proposed
    guard let chosen = answer, let cell = cellForRow(at: chosen)
    else {
      if proposed != indexPathForSelectedRow { cells[row].isHighlighted = false }
      return
    }
    if proposed != chosen, proposed != indexPathForSelectedRow { cells[row].isHighlighted = false }
    if let previous = indexPathForSelectedRow, previous != chosen { deselectRow(at: previous, animated: false) }
    cell.isSelected = true
    cell.isHighlighted = true
    indexPathForSelectedRow = chosen
    delegate?.tableView(self, didSelectRowAt: chosen)
  }
}

extension IndexPath {
  /// UIKit's row and section (UIKit's `IndexPath` extension).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  public var section: Int { self[0] }
  public var row: Int { self[1] }
}
