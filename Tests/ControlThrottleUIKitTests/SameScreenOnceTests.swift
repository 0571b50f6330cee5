import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// The same screen is never pushed or presented twice.
///
/// UIKit raises for both (§5: "If the view controller is already on the navigation stack, this
/// method throws an exception"; §6: "Application tried to present modally a view controller … that
/// is already being presented"). The double raises the same way, so any second push or
/// presentation that reached it would end the test run.
@Suite @MainActor struct SameScreenOnceTests {
  private var clock: UIKitTestClock { UIKitTestEnvironment.clock }

  private func navigationInWindow(policy: TransitionPolicy) -> SerializedNavigationController {
    let window = makeWindow()
    let navigation = SerializedNavigationController(rootViewController: screen("home"))
    navigation.transitionPolicy = policy
    window.rootViewController = navigation
    return navigation
  }

  @Test(arguments: [TransitionPolicy.enqueue, .dropIfBusy])
  func theSameControllerPushedTwice50msApartIsPushedOnce(policy: TransitionPolicy) {
    let navigation = navigationInWindow(policy: policy)
    let feed = screen("feed")
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    navigation.pushViewController(feed, animated: true)
    clock.advance(by: 0.05)
    navigation.pushViewController(feed, animated: true)
    clock.advance(by: 1)

    // A queued second push is checked when its turn comes; a dropped one never waits.
    let expected: [TransitionOutcome] =
      policy == .enqueue
      ? [.finished(waited: false), .dropped(.alreadyOnStack)] : [.dropped(.busy), .finished(waited: false)]
    #expect(outcomes == expected)
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === feed)
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test(arguments: [TransitionPolicy.enqueue, .dropIfBusy])
  func aPushOfTheSameControllerFromTheCoordinatorsCompletionIsDropped(policy: TransitionPolicy) throws {
    let navigation = navigationInWindow(policy: policy)
    let feed = screen("feed")
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    navigation.pushViewController(feed, animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    _ = coordinator.animate(alongsideTransition: nil) { _ in navigation.pushViewController(feed, animated: true) }
    clock.advance(by: 1)

    #expect(outcomes == [.finished(waited: false), .dropped(.alreadyOnStack)])
    #expect(navigation.viewControllers.count == 2)
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func aQueuedPushOfAControllerPoppedMeanwhileStillRuns() {
    let navigation = navigationInWindow(policy: .enqueue)
    let feed = screen("feed")
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    navigation.pushViewController(feed, animated: true)
    navigation.popViewController(animated: true)
    navigation.pushViewController(feed, animated: true)
    clock.advance(by: 2)

    #expect(outcomes == [.finished(waited: false), .finished(waited: true), .finished(waited: true)])
    #expect(navigation.topViewController === feed)
  }

  @Test(arguments: [TransitionPolicy.enqueue, .dropIfBusy])
  func theSameControllerPresentedTwiceIsPresentedOnce(policy: TransitionPolicy) {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    let sheet = screen("sheet")
    var outcomes: [TransitionOutcome] = []

    root.presentSerialized(sheet, policy: policy) { outcomes.append($0) }
    root.presentSerialized(sheet, policy: policy) { outcomes.append($0) }
    clock.advance(by: 1)

    let second: TransitionOutcome = policy == .enqueue ? .dropped(.alreadyPresented) : .dropped(.busy)
    #expect(Set(outcomes) == [.finished(waited: false), second])
    #expect(root.presentedViewController === sheet)
  }

  @Test(arguments: [TransitionPolicy.enqueue, .dropIfBusy])
  func aPresentationOfTheSameControllerFromItsCompletionIsDropped(policy: TransitionPolicy) {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    let sheet = screen("sheet")
    var outcomes: [TransitionOutcome] = []

    root.presentSerialized(sheet, policy: policy) { outcome in
      outcomes.append(outcome)
      root.presentSerialized(sheet, policy: policy) { outcomes.append($0) }
    }
    clock.advance(by: 1)

    #expect(outcomes == [.finished(waited: false), .dropped(.alreadyPresented)])
    #expect(root.presentedViewController === sheet)
  }

  @Test func aControllerPresentedInAnotherWindowIsNotPresentedAgain() {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let otherRoot = screen("other root")
    other.rootViewController = otherRoot
    other.isHidden = false
    let sheet = screen("sheet")
    var outcome: TransitionOutcome?

    root.presentSerialized(sheet)
    clock.advance(by: 1)
    otherRoot.presentSerialized(sheet) { outcome = $0 }

    #expect(outcome == .dropped(.alreadyPresented))
    #expect(sheet.presentingViewController === root)
  }
}
