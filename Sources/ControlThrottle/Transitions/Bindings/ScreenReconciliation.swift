/// What a path does when UIKit ends a transition of its stack, so that it says what the screen
/// shows.
///
/// SwiftUI may write the path before UIKit's transition, after it, or not at all (a pop written
/// after `didShow`, a push it ignored, a cancelled swipe): the count of screens UIKit reports when
/// the transition ends is the fact the path follows.
package enum ScreenReconciliation<Element: Equatable>: Equatable {
  /// The path already says what the screen shows.
  case unchanged
  /// The screen shows fewer values: the last `count` go.
  case removeLast(Int)
  /// A cancelled swipe kept values SwiftUI's write had removed: they come back, in order.
  case restore([Element])
  /// The screen shows more values than the path knows of: SwiftUI's write will bring the path to
  /// `screens`, and that write ends nothing.
  case awaitWrite(screens: Int)

  /// The change for a path of `pathCount` values, after a transition that left `screens` screens
  /// above the root, when SwiftUI's writes during it removed `removedByRunningWrite`.
  package static func after(screens: Int, pathCount: Int, removedByRunningWrite: [Element]) -> Self {
    if screens < pathCount { return .removeLast(pathCount - screens) }
    if screens == pathCount { return .unchanged }
    let missing = screens - pathCount
    guard missing <= removedByRunningWrite.count else { return .awaitWrite(screens: screens) }
    return .restore(Array(removedByRunningWrite.prefix(missing)))
  }
}
