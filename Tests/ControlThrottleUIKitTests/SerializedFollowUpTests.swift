import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A controller that runs `didAppear` from its `viewDidAppear`, as a "step 2" screen or an upsell
/// alert does.
final class AppearingController: UIViewController {
  var didAppear: ((AppearingController) -> Void)?
  override func viewDidAppear(_ animated: Bool) { didAppear?(self) }
}

/// A navigation delegate that runs `didShow`.
final class ShowDelegate: NSObject, UINavigationControllerDelegate {
  var didShow: ((UINavigationController, UIViewController) -> Void)?
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    didShow?(navigationController, viewController)
  }
}

/// An app's presentation-controller delegate that records what it hears.
final class RecordingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var heard: [String] = []
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { heard.append("will") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { heard.append("did") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    heard.append("attempt")
  }
}

/// Transitions apps chain from inside another one: they run right after it, in request order,
/// never dropped as busy and never nested into UIKit's transition.
@Suite @MainActor struct SerializedFollowUpTests {
  private func rootInWindow(_ assumptions: UIKitTestAssumptions = UIKitTestAssumptions()) -> UIViewController {
    let window = makeWindow(assumptions: assumptions)
    let root = screen("root")
    window.rootViewController = root
    return root
  }

  private var clock: UIKitTestClock { UIKitTestEnvironment.clock }

  @Test(arguments: [true, false])
  func aPresentationFromAPresentedControllersViewDidAppearRunsAfterIt(clearsBeforeCompletion: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.isBeingPresentedClearsBeforePresentCompletion = clearsBeforeCompletion
    let root = rootInWindow(assumptions)
    let step2 = screen("step 2")
    var outcomes: [String] = []
    var wasBeingPresented: Bool?
    let step1 = AppearingController()
    step1.didAppear = { controller in
      wasBeingPresented = controller.isBeingPresented
      controller.presentSerialized(step2) { outcomes.append("step 2 \($0)") }
    }

    root.presentSerialized(step1) { outcomes.append("step 1 \($0)") }
    clock.advance(by: 0.35)

    #expect(wasBeingPresented == true)
    #expect(outcomes == ["step 1 \(TransitionOutcome.finished(waited: false))"])
    #expect(step1.presentedViewController === step2)
    clock.advance(by: 0.35)
    #expect(outcomes.last == "step 2 \(TransitionOutcome.finished(waited: true))")
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func aPushFromAPresentedNavigationRootsViewDidAppearRunsAfterThePresentation() {
    let root = rootInWindow()
    let next = screen("next")
    let navigationRoot = AppearingController()
    navigationRoot.didAppear = { $0.navigationController?.pushViewController(next, animated: true) }
    let navigation = SerializedNavigationController(rootViewController: navigationRoot)
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    root.presentSerialized(navigation)
    clock.advance(by: 0.35)
    #expect(navigation.topViewController === next)
    clock.advance(by: 0.35)

    #expect(outcomes == [.finished(waited: true)])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test(arguments: [false, true])
  func aPushFromDidShowRunsAfterThePushItFollows(appearanceEndsFirst: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.navigationAppearanceEndsBeforeCoordinatorCompletions = appearanceEndsFirst
    let window = makeWindow(assumptions: assumptions)
    let navigation = SerializedNavigationController(rootViewController: screen("A"))
    window.rootViewController = navigation
    let second = screen("B")
    let third = screen("C")
    let delegate = ShowDelegate()
    delegate.didShow = { navigation, shown in
      if shown === second { navigation.pushViewController(third, animated: true) }
    }
    navigation.delegate = delegate
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    navigation.pushViewController(second, animated: true)
    navigation.pushViewController(screen("double tap"), animated: true)
    clock.advance(by: 0.35)
    #expect(navigation.topViewController === third)
    clock.advance(by: 0.35)

    #expect(outcomes == [.dropped(.busy), .finished(waited: false), .finished(waited: true)])
    #expect(navigation.viewControllers.count == 3)
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test(arguments: [true, false])
  func anAlertActionThatPresentsNextRuns(handlerAfterDismissal: Bool) throws {
    var assumptions = UIKitTestAssumptions()
    assumptions.alertActionHandlerRunsAfterDismissal = handlerAfterDismissal
    let root = rootInWindow(assumptions)
    let next = screen("next")
    var outcomes: [TransitionOutcome] = []
    let alert = UIAlertController(title: "Upgrade?", message: nil, preferredStyle: .alert)
    let action = UIAlertAction(title: "Show me", style: .default) { _ in
      root.presentSerialized(next) { outcomes.append($0) }
    }
    alert.addAction(action)
    root.presentSerialized(alert)
    clock.advance(by: 0.35)

    alert.tap(action)
    clock.advance(by: 0.35)
    clock.advance(by: 0.35)

    #expect(root.presentedViewController === next)
    #expect(outcomes.count == 1 && outcomes.first?.didRun == true)
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test(arguments: UINavigationController.UIKitTestBackSwipe.allCases)
  func aBackSwipeHeldPastTheTimeoutStillHoldsTheWindow(swipe: UINavigationController.UIKitTestBackSwipe) throws {
    let scheduler = VirtualScheduler()
    let navigation = serializedNavigationInWindow(root: "A", scheduler: scheduler)
    navigation.pushViewController(screen("B"), animated: false)
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    let pop = try #require(navigation.beginInteractivePop(using: swipe))
    scheduler.advance(by: .seconds(10))
    navigation.pushViewController(screen("C"), animated: true)
    #expect(outcomes == [.dropped(.busy)])
    pop.finish()
    scheduler.advance(by: .milliseconds(350))

    #expect(outcomes == [.dropped(.busy), .finished(waited: false)])
    #expect(navigation.viewControllers.count == 1)
  }

  @Test(arguments: [0, 1])
  func aPushInATabsNavigationControllerDuringAPresentationWaitsForIt(tab: Int) {
    let window = makeWindow()
    let tabs = UITabBarController()
    let navigations = [
      SerializedNavigationController(rootViewController: screen("A")),
      SerializedNavigationController(rootViewController: screen("X")),
    ]
    for navigation in navigations { navigation.transitionPolicy = .enqueue }
    tabs.viewControllers = navigations
    window.rootViewController = tabs
    let navigation = navigations[tab]
    var outcomes: [TransitionOutcome] = []
    navigation.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    tabs.presentSerialized(screen("modal"))
    navigation.pushViewController(screen("pushed"), animated: true)

    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.windowTransitionSerializer === tabs.windowTransitionSerializer)
    clock.advance(by: 0.35)
    #expect(navigation.viewControllers.count == 2)
    clock.advance(by: 0.35)
    #expect(outcomes == [.finished(waited: true)])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func aPushInASplitViewColumnAndAChildShareTheWindowsLock() {
    let window = makeWindow()
    let split = UISplitViewController()
    let column = SerializedNavigationController(rootViewController: screen("list"))
    let container = UIViewController()
    let child = SerializedNavigationController(rootViewController: screen("detail"))
    container.addChild(child)
    container.view.addSubview(child.view)
    split.viewControllers = [column, container]
    window.rootViewController = split
    var outcomes: [TransitionOutcome] = []
    child.transitionCompletion = { _, outcome, _ in outcomes.append(outcome) }

    column.pushViewController(screen("item"), animated: true)
    child.pushViewController(screen("more"), animated: true)

    #expect(outcomes == [.dropped(.busy)])
    #expect(column.windowTransitionSerializer === child.windowTransitionSerializer)
  }
}
