import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A split view's detail column changes as one of the window's transitions: it waits or drops
/// while a push runs in the primary column, and a push waits for it.
@Suite @MainActor struct SplitDetailTests {
  private func splitInWindow(policy: TransitionPolicy) -> (
    SerializedSplitViewController, SerializedNavigationController, UIViewController
  ) {
    let window = makeWindow()
    let list = screen("list")
    let primary = SerializedNavigationController(rootViewController: list)
    primary.transitionPolicy = policy
    let split = SerializedSplitViewController()
    split.transitionPolicy = policy
    split.viewControllers = [primary, screen("empty detail")]
    window.rootViewController = split
    return (split, primary, list)
  }

  @Test(arguments: [TransitionPolicy.dropIfBusy, .enqueue])
  func aDetailShownWhileAPushRunsWaitsOrDropsByPolicy(policy: TransitionPolicy) {
    let (split, primary, list) = splitInWindow(policy: policy)
    let detail = screen("detail")
    var outcomes: [TransitionOutcome] = []
    split.transitionCompletion = { outcomes.append($0) }

    primary.pushViewController(screen("folder"), animated: true)
    list.showDetailViewController(detail, sender: nil)
    #expect(split.viewControllers.last !== detail)
    UIKitTestEnvironment.clock.advance(by: 1)

    switch policy {
    case .enqueue:
      #expect(outcomes == [.finished(waited: true)])
      #expect(split.viewControllers.last === detail)
    case .dropIfBusy:
      #expect(outcomes == [.dropped(.busy)])
      #expect(split.viewControllers.last !== detail)
    }
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func aDetailShownWhenTheWindowIsFreeReplacesTheDetailColumnAtOnce() {
    let (split, _, list) = splitInWindow(policy: .dropIfBusy)
    let detail = screen("detail")
    var outcomes: [TransitionOutcome] = []
    split.transitionCompletion = { outcomes.append($0) }

    list.showDetailViewController(detail, sender: nil)

    #expect(split.viewControllers.last === detail)
    #expect(outcomes == [.finished(waited: false)])
    #expect(split.transitionSerializerIsFree)
  }
}

extension SerializedSplitViewController {
  fileprivate var transitionSerializerIsFree: Bool { windowTransitionSerializer.running == nil }
}
