import ControlThrottle
import Testing

/// How a path follows the screen when UIKit ends a transition of its stack.
struct ScreenReconciliationTests {
  @Test func aPathLongerThanTheScreenLosesWhatTheScreenDoesNotShow() {
    #expect(ScreenReconciliation.after(screens: 1, pathCount: 3, removedByRunningWrite: [Int]()) == .removeLast(2))
  }

  @Test func aPathThatSaysWhatTheScreenShowsIsUnchanged() {
    #expect(ScreenReconciliation.after(screens: 2, pathCount: 2, removedByRunningWrite: [7]) == .unchanged)
  }

  @Test func aCancelledSwipeGetsBackTheValuesSwiftUIsWriteRemoved() {
    #expect(ScreenReconciliation.after(screens: 3, pathCount: 1, removedByRunningWrite: [2, 3]) == .restore([2, 3]))
    #expect(ScreenReconciliation.after(screens: 2, pathCount: 1, removedByRunningWrite: [2, 3]) == .restore([2]))
  }

  @Test func aScreenAheadOfThePathWithNothingToRestoreAwaitsSwiftUIsWrite() {
    #expect(
      ScreenReconciliation.after(screens: 2, pathCount: 1, removedByRunningWrite: [Int]()) == .awaitWrite(screens: 2))
  }
}
