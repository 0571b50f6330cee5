import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A show segue (`show(_:sender:)` from a screen in the navigation controller) goes through the
/// window's serializer whether or not UIKit's `show` calls the overridable push (§11.6).
@Suite @MainActor struct ShowSegueTests {
  private func listInWindow(showCallsPush: Bool, policy: TransitionPolicy) -> (
    SerializedNavigationController, UIViewController
  ) {
    var assumptions = UIKitTestAssumptions()
    assumptions.navigationShowCallsPushViewController = showCallsPush
    let window = makeWindow(assumptions: assumptions)
    let list = screen("list")
    let navigation = SerializedNavigationController(rootViewController: list)
    navigation.transitionPolicy = policy
    window.rootViewController = navigation
    return (navigation, list)
  }

  @Test(arguments: [true, false])
  func aDoubleTappedRowWithAShowSeguePushesOneDetailScreen(showCallsPush: Bool) {
    let (navigation, list) = listInWindow(showCallsPush: showCallsPush, policy: .dropIfBusy)
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    list.show(screen("detail 1"), sender: nil)
    list.show(screen("detail 2"), sender: nil)
    UIKitTestEnvironment.clock.advance(by: 1)

    #expect(navigation.viewControllers.count == 2)
    #expect(outcomes == [.dropped(.busy), .finished(waited: false)])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test(arguments: [true, false])
  func queuedShowsPushOneAtATimeAndTheSameScreenOnce(showCallsPush: Bool) {
    let (navigation, list) = listInWindow(showCallsPush: showCallsPush, policy: .enqueue)
    let detail = screen("detail")
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    list.show(detail, sender: nil)
    list.show(detail, sender: nil)
    list.show(screen("more"), sender: nil)
    UIKitTestEnvironment.clock.advance(by: 1)

    #expect(navigation.viewControllers.count == 3)
    #expect(outcomes == [.finished(waited: false), .dropped(.alreadyOnStack), .finished(waited: true)])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test(arguments: [true, false])
  func aQueuedShowWhoseNavigationLeftTheWindowEndsWithAnOutcomeAndLocksNothing(showCallsPush: Bool) throws {
    let (navigation, list) = listInWindow(showCallsPush: showCallsPush, policy: .enqueue)
    let window = try #require(navigation.view.window)
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    list.show(screen("detail"), sender: nil)
    list.show(screen("queued detail"), sender: nil)
    let other = SerializedNavigationController(rootViewController: screen("other"))
    window.rootViewController = other
    UIKitTestEnvironment.clock.advance(by: 1)

    #expect(outcomes.count == 2)
    #expect(outcomes.last == .dropped(.notInWindow))
    let next = screen("next")
    other.pushViewController(next, animated: true)
    UIKitTestEnvironment.clock.advance(by: 1)
    #expect(other.topViewController === next)
  }
}
