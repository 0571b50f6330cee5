import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// `presentSerialized` and `dismissSerialized` never take the window for a transition UIKit would
/// refuse, and interactive pops hold it exactly while the finger is down.
@Suite @MainActor struct SerializedPresentationTests {
  private func rootInWindow() -> UIViewController {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    return root
  }

  @Test func presentingWhileAPresentationAnimatesIsDroppedAsPresenterBusy() {
    let root = rootInWindow()
    var outcomes: [TransitionOutcome] = []
    root.present(screen("sheet"), animated: true)  // not serialized: the check sees UIKit's state

    root.presentSerialized(screen("refused")) { outcomes.append($0) }

    #expect(outcomes == [.dropped(.presenterBusy)])
    #expect(!root.windowTransitionSerializer.isBusy)
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func presentingFromOutsideAWindowIsDroppedAsNotInWindow() {
    UIKitTestEnvironment.reset()
    let orphan = screen("orphan")
    var outcomes: [TransitionOutcome] = []

    orphan.presentSerialized(screen("sheet")) { outcomes.append($0) }

    #expect(outcomes == [.dropped(.notInWindow)])
    #expect(!orphan.windowTransitionSerializer.isBusy)
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func aQueuedPresentationIsCheckedWhenItsTurnComes() {
    let root = rootInWindow()
    var first: [TransitionOutcome] = []
    var second: [TransitionOutcome] = []
    root.presentSerialized(screen("first")) { first.append($0) }
    root.presentSerialized(screen("second"), policy: .enqueue) { second.append($0) }
    #expect(first.isEmpty && second.isEmpty)

    UIKitTestEnvironment.clock.advance(by: 0.35)

    #expect(first == [.finished(waited: false)])
    #expect(second == [.dropped(.presenterBusy)])
    #expect(!root.windowTransitionSerializer.isBusy)
  }

  @Test func dismissingWithNothingPresentedIsDroppedAtOnce() {
    let root = rootInWindow()
    var outcomes: [TransitionOutcome] = []

    root.dismissSerialized { outcomes.append($0) }

    #expect(outcomes == [.dropped(.nothingToDismiss)])
    #expect(!root.windowTransitionSerializer.isBusy)
  }

  @Test func dismissingWhileThePresentationAnimatesIsDroppedAsPresenterBusy() {
    let root = rootInWindow()
    var outcomes: [TransitionOutcome] = []
    root.present(screen("sheet"), animated: true)

    root.dismissSerialized { outcomes.append($0) }
    UIKitTestEnvironment.clock.advance(by: 0.35)
    root.dismissSerialized { outcomes.append($0) }
    UIKitTestEnvironment.clock.advance(by: 0.35)

    #expect(outcomes == [.dropped(.presenterBusy), .finished(waited: false)])
    #expect(root.presentedViewController == nil)
    #expect(!UIKitTestEnvironment.consoleMessages.contains { $0.contains("Attempt to dismiss") })
  }

  @Test func thePresentedControllerCanDismissItself() {
    let root = rootInWindow()
    let sheet = screen("sheet")
    var outcomes: [TransitionOutcome] = []
    root.present(sheet, animated: false)
    UIKitTestEnvironment.clock.advance(by: 0)

    sheet.dismissSerialized { outcomes.append($0) }
    UIKitTestEnvironment.clock.advance(by: 0.35)

    #expect(outcomes == [.finished(waited: false)])
    #expect(root.presentedViewController == nil)
  }

  @Test func aCompletedInteractivePopFinishesWhenItsAnimationEnds() throws {
    let scheduler = VirtualScheduler()
    let navigation = serializedNavigationInWindow(root: "A", scheduler: scheduler)
    navigation.pushViewController(screen("B"), animated: false)
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    let pop = try #require(navigation.beginInteractivePop())
    pop.update(percentComplete: 0.5)
    scheduler.advance(by: .seconds(30))
    #expect(outcomes.isEmpty)
    pop.finish()
    #expect(outcomes.isEmpty)
    scheduler.advance(by: .milliseconds(175))

    #expect(outcomes == [.finished(waited: false)])
    #expect(navigation.viewControllers.count == 1)
  }
}
