extension Throttle {
  /// What the control shows, such as the identifier of the table row a reused cell displays; a new
  /// identity reopens the window.
  ///
  /// UIKit reuses a cell, and every control in it, for another row when the list scrolls, so a
  /// control's window would otherwise carry over to content the user has not tapped yet. Set it
  /// where the cell is configured, in one line:
  ///
  /// ```swift
  /// cell.payButton.throttle.contentID = order.id
  /// ```
  ///
  /// Setting the identity the throttle already has keeps its window; setting another one (or
  /// `nil` after one) reopens it, as ``reset()`` does. `nil` by default.
  public var contentID: AnyHashable? {
    get { ThrottleContentIdentities.shared[self] }
    set {
      if ThrottleContentIdentities.shared.replace(self, with: newValue) { reset() }
    }
  }
}
