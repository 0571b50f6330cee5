import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A cold-start deep link: a stack set without animation, then two pushes, in one turn.
///
/// iOS 16 and 17 hold the first push until the next commit (§5, "Deferred pushes"); iOS 18 runs it at once.
/// Under both, the pushes run one at a time, in order.
@Suite @MainActor struct HeldPushTests {
  @Test(arguments: [true, false])
  func theColdStartSequencePushesOneAtATimeInOrder(holdsPushes: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.holdsPushesUntilNextCommit = holdsPushes
    let window = makeWindow(assumptions: assumptions)
    let navigation = SerializedNavigationController(rootViewController: screen("launch"))
    navigation.transitionPolicy = .enqueue
    window.rootViewController = navigation
    let home = screen("home")
    let list = screen("list")
    let item = screen("item")
    var outcomes: [String] = []
    navigation.transitionCompletion = { kind, outcome, _ in outcomes.append("\(kind) \(outcome)") }

    navigation.setViewControllers([home], animated: false)
    navigation.pushViewController(list, animated: true)
    navigation.pushViewController(item, animated: true)
    UIKitTestEnvironment.clock.advance(by: 0)
    #expect(navigation.viewControllers == [home, list])
    UIKitTestEnvironment.clock.advance(by: 2)

    #expect(navigation.viewControllers == [home, list, item])
    #expect(
      outcomes == [
        "\(TransitionKind.setStack) \(TransitionOutcome.finished(waited: false))",
        "\(TransitionKind.push) \(TransitionOutcome.finished(waited: false))",
        "\(TransitionKind.push) \(TransitionOutcome.finished(waited: true))",
      ])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func aHeldPushIsNotDoneUntilUIKitShowsIt() {
    var assumptions = UIKitTestAssumptions()
    assumptions.holdsPushesUntilNextCommit = true
    let window = makeWindow(assumptions: assumptions)
    let navigation = SerializedNavigationController(rootViewController: screen("launch"))
    window.rootViewController = navigation
    let list = screen("list")
    var outcome: TransitionOutcome?
    navigation.transitionCompletion = { kind, result, _ in if kind == .push { outcome = result } }

    navigation.setViewControllers([screen("home")], animated: false)
    navigation.pushViewController(list, animated: true)
    #expect(!navigation.viewControllers.contains(list))
    #expect(navigation.windowTransitionSerializer.running?.kind == .push)
    UIKitTestEnvironment.clock.advance(by: 0.34)
    #expect(outcome == nil)
    UIKitTestEnvironment.clock.advance(by: 0.01)

    #expect(outcome == .finished(waited: false))
    #expect(navigation.topViewController === list)
  }

  @Test func aHeldPushOfTheSameScreenTwiceIsDropped() {
    var assumptions = UIKitTestAssumptions()
    assumptions.holdsPushesUntilNextCommit = true
    let window = makeWindow(assumptions: assumptions)
    let navigation = SerializedNavigationController(rootViewController: screen("launch"))
    navigation.transitionPolicy = .enqueue
    window.rootViewController = navigation
    let list = screen("list")
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { kind, outcome, _ in if kind == .push { outcomes.append(outcome) } }

    navigation.setViewControllers([screen("home")], animated: false)
    navigation.pushViewController(list, animated: true)
    navigation.pushViewController(list, animated: true)
    UIKitTestEnvironment.clock.advance(by: 2)

    #expect(outcomes == [.finished(waited: false), .dropped(.alreadyOnStack)])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }
}
