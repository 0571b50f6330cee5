import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A control in a reused cell: UIKit hands the same cell, and its Pay button, to another row when
/// the list scrolls [uikit-behaviour §11.4]; one line where the cell is configured keeps the
/// previous row's window off the new row.
@Suite @MainActor struct ReusedCellTests {
  /// A cell with a Pay button, configured for one row at a time.
  final class OrderCell: UITableViewCell {
    let pay: PayButton
    private(set) var row = -1
    var paid: [Int] = []

    init(scheduler: VirtualScheduler) {
      pay = PayButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      addSubview(pay)
      pay.addAction(UIAction { [unowned self] _ in paid.append(row) }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("Not decoded in tests.") }

    func configure(row: Int) {
      self.row = row
      pay.throttle.contentID = row
    }
  }

  @Test func aCellReusedForAnotherRowTakesATapOnItsButtonAtOnce() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    defer { scheduler.run() }
    let cell = OrderCell(scheduler: scheduler)
    window.addSubview(cell)
    cell.configure(row: 0)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    cell.configure(row: 10)  // scrolled: the same cell now shows row 10
    scheduler.advance(by: .milliseconds(330))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(cell.paid == [0, 10])
  }

  @Test func aCellConfiguredAgainForTheSameRowKeepsItsWindow() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    defer { scheduler.run() }
    let cell = OrderCell(scheduler: scheduler)
    window.addSubview(cell)
    cell.configure(row: 0)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    cell.configure(row: 0)  // reloaded in place
    scheduler.advance(by: .milliseconds(330))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(cell.paid == [0])
  }
}
