import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A collection delegate that refuses a dropped selection before it highlights: it asks the
/// selection's throttle in `shouldHighlightItemAt` and claims the window in `shouldSelectItemAt`.
@MainActor
final class ThrottledItemDelegate: UICollectionViewDelegate {
  let selection: ThrottledAction<IndexPath>
  /// Whether `shouldHighlightItemAt` asks the throttle; without it only the selection is refused.
  let refusesHighlight: Bool
  private(set) var pushed: [Int] = []
  private(set) var highlighted: [Int] = []

  init(scheduler: VirtualScheduler, refusesHighlight: Bool = true) {
    selection = ThrottledAction<IndexPath>.onMainActor(interval: .seconds(1), scheduler: scheduler) { _ in }
    self.refusesHighlight = refusesHighlight
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    !refusesHighlight || !selection.isIgnoring
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    highlighted.append(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    selection(indexPath).isAccepted
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    pushed.append(indexPath.item)
  }
}

/// Collection-view selection adopted through a closure throttle, through real taps in the double,
/// under each reading of when the collection view makes the selection.
@Suite @MainActor struct CollectionSelectionTests {
  let scheduler = VirtualScheduler()
  /// Items of 100 × 100 points, three to a row: item 1 is at x 100–200, y 0–100.
  let item1 = CGPoint(x: 150, y: 50)
  let item2 = CGPoint(x: 250, y: 50)

  func collection(
    _ timing: UIKitTestAssumptions.CollectionSelectionTiming,
    delegate: ThrottledItemDelegate
  ) -> (UIWindow, UICollectionView) {
    var assumptions = UIKitTestAssumptions()
    assumptions.collectionSelectionTiming = timing
    let window = makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    collection.numberOfItems = 9
    // Touches reach the cells at once, as the double always delivers them: with UIKit's default
    // the highlight would wait until the scroll view knows the touch is no scroll.
    collection.delaysContentTouches = false
    collection.delegate = delegate
    window.addSubview(collection)
    return (window, collection)
  }

  func cell(_ item: Int, of collection: UICollectionView) -> UICollectionViewCell? {
    collection.cellForItem(at: IndexPath(item: item, section: 0))
  }

  @Test(arguments: UIKitTestAssumptions.CollectionSelectionTiming.allCases)
  func anItemSelectedTwicePushesOnceAndTheDroppedSelectionIsNeitherHighlightedNorSelected(
    _ timing: UIKitTestAssumptions.CollectionSelectionTiming
  ) {
    let delegate = ThrottledItemDelegate(scheduler: scheduler)
    let (window, collection) = collection(timing, delegate: delegate)
    window.simulateTap(at: item1)
    scheduler.run()
    #expect(delegate.pushed == [1])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: true)
    // The same item again, inside the window: refused before it highlights.
    let finger = window.touchDown(at: item1)
    #expect(cell(1, of: collection)?.isHighlighted == false)
    finger.lift()
    scheduler.run()
    #expect(delegate.pushed == [1] && delegate.highlighted == [1])
    #expect(collection.indexPathsForSelectedItems == [])
    #expect(cell(1, of: collection)?.isSelected == false && cell(1, of: collection)?.isHighlighted == false)
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 1.5))
    window.simulateTap(at: item1)
    scheduler.run()
    #expect(delegate.pushed == [1, 1])
  }

  @Test(arguments: UIKitTestAssumptions.CollectionSelectionTiming.allCases)
  func anotherItemSelectedInsideTheWindowIsRefusedAndTheFirstStaysSelected(
    _ timing: UIKitTestAssumptions.CollectionSelectionTiming
  ) {
    let delegate = ThrottledItemDelegate(scheduler: scheduler)
    let (window, collection) = collection(timing, delegate: delegate)
    window.simulateTap(at: item1)
    window.simulateTap(at: item2)  // 100 ms later
    scheduler.run()
    #expect(delegate.pushed == [1])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(cell(2, of: collection)?.isSelected == false && cell(2, of: collection)?.isHighlighted == false)
  }

  @Test(arguments: UIKitTestAssumptions.CollectionSelectionTiming.allCases)
  func aSelectionRefusedOnlyInShouldSelectDoesNotStayHighlighted(
    _ timing: UIKitTestAssumptions.CollectionSelectionTiming
  ) {
    let delegate = ThrottledItemDelegate(scheduler: scheduler, refusesHighlight: false)
    let (window, collection) = collection(timing, delegate: delegate)
    window.simulateTap(at: item1)
    scheduler.run()
    let finger = window.touchDown(at: item2)
    #expect(cell(2, of: collection)?.isHighlighted == true)  // highlighted while the finger is down
    finger.lift()
    scheduler.run()
    #expect(delegate.pushed == [1])
    #expect(cell(2, of: collection)?.isSelected == false && cell(2, of: collection)?.isHighlighted == false)
  }

  @Test func aDragThatScrollsUnhighlightsAndSelectsNothing() {
    let delegate = ThrottledItemDelegate(scheduler: scheduler)
    let (window, collection) = collection(.afterNextCommit, delegate: delegate)
    window.simulateTouch(at: item1, movingThrough: [CGPoint(x: 150, y: 30), CGPoint(x: 150, y: 10)])
    scheduler.run()
    #expect(collection.contentOffset == CGPoint(x: 0, y: 40))
    #expect(cell(1, of: collection)?.isHighlighted == false)
    #expect(delegate.pushed.isEmpty)
    // The scroll claimed nothing: a tap right after selects.
    window.simulateTap(at: item1)
    scheduler.run()
    #expect(delegate.pushed == [1])
  }

  @Test func theSelectionRunsAfterTheTouchOrInsideItsEnd() {
    for timing in UIKitTestAssumptions.CollectionSelectionTiming.allCases {
      let delegate = ThrottledItemDelegate(scheduler: scheduler)
      let (window, _) = collection(timing, delegate: delegate)
      window.simulateTap(at: item1)
      #expect(delegate.pushed == (timing == .insideTouchesEnded ? [1] : []), "\(timing)")
      scheduler.run()
      #expect(delegate.pushed == [1], "\(timing)")
      scheduler.advance(by: .seconds(2))
    }
  }
}
