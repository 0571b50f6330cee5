import Foundation
import Testing
import UIKit

/// The double's navigation transitions, against the behaviour notes §5.
@Suite @MainActor struct NavigationDoubleTests {
  private func navigation(_ screens: [UIViewController], assumptions: UIKitTestAssumptions = UIKitTestAssumptions())
    -> UINavigationController
  {
    let window = makeWindow(assumptions: assumptions)
    let navigation = UINavigationController(rootViewController: screens[0])
    window.rootViewController = navigation
    for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
    return navigation
  }

  @Test func anAnimatedPushHasACoordinatorAndFinishesWhenTheClockSays() throws {
    let log = Log()
    let home = screen("A", log: log)
    let details = screen("B", log: log)
    let navigation = navigation([home])
    let clock = UIKitTestEnvironment.clock

    navigation.pushViewController(details, animated: true)

    #expect(navigation.topViewController === details)
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(coordinator.isAnimated && !coordinator.isInteractive)
    #expect(details.transitionCoordinator === coordinator)
    var events: [String] = []
    let queued = coordinator.animate(
      alongsideTransition: { _ in events.append("alongside") },
      completion: { context in events.append("completion cancelled=\(context.isCancelled)") }
    )
    #expect(queued)
    #expect(events.isEmpty)
    clock.advance(by: 0)
    #expect(events == ["alongside"])
    clock.advance(by: 0.34)
    #expect(events == ["alongside"])
    #expect(navigation.transitionCoordinator != nil)
    clock.advance(by: 0.01)
    #expect(events == ["alongside", "completion cancelled=false"])
    #expect(navigation.transitionCoordinator == nil)
    #expect(log.entries == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
    #expect(details.parent === navigation && details.view.window != nil && home.viewIfLoaded?.window == nil)
  }

  @Test(arguments: UIKitTestAssumptions.NonAnimatedNavigationCoordinator.allCases)
  func aNonAnimatedPushHasACoordinatorOnlyIfAssumed(_ mode: UIKitTestAssumptions.NonAnimatedNavigationCoordinator) {
    var assumptions = UIKitTestAssumptions()
    assumptions.nonAnimatedNavigationCoordinator = mode
    let navigation = navigation([screen("A")], assumptions: assumptions)

    navigation.pushViewController(screen("B"), animated: false)

    switch mode {
    case .none:
      #expect(navigation.transitionCoordinator == nil)
    case .completesOnNextTurn:
      #expect(navigation.transitionCoordinator?.isAnimated == false)
      UIKitTestEnvironment.clock.advance(by: 0)
      #expect(navigation.transitionCoordinator == nil)
    }
  }

  @Test func aCoordinatorAskedAfterTheTransitionReturnsFalseAndStillCompletes() throws {
    let navigation = navigation([screen("A")])
    navigation.pushViewController(screen("B"), animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    UIKitTestEnvironment.clock.advance(by: 1)

    var completed = false
    let queued = coordinator.animate(alongsideTransition: nil) { _ in completed = true }

    #expect(!queued)
    #expect(completed)
  }

  @Test func anInteractivePopCanBeCancelled() throws {
    let log = Log()
    let list = screen("A", log: log)
    let details = screen("B", log: log)
    let navigation = navigation([list, details])
    let clock = UIKitTestEnvironment.clock
    log.record("-")

    let pop = try #require(navigation.beginInteractivePop())
    #expect(navigation.topViewController === list)
    #expect(pop.coordinator.isInteractive && pop.coordinator.initiallyInteractive)
    var interaction: [String] = []
    pop.coordinator.notifyWhenInteractionChanges { context in
      interaction.append("interactive=\(context.isInteractive) cancelled=\(context.isCancelled)")
    }
    var completion: Bool?
    _ = pop.coordinator.animate(alongsideTransition: nil) { context in completion = context.isCancelled }
    pop.update(percentComplete: 0.4)
    clock.advance(by: 5)
    #expect(pop.isInteractive)
    #expect(completion == nil)

    pop.cancel()
    #expect(interaction == ["interactive=false cancelled=true"])
    clock.advance(by: 0.13)
    #expect(completion == nil)
    clock.advance(by: 0.01)

    #expect(completion == true)
    #expect(pop.isCompleted)
    #expect(navigation.viewControllers == [list, details])
    #expect(navigation.transitionCoordinator == nil)
    #expect(
      log.entries.drop { $0 != "-" }.dropFirst() == [
        "B willDisappear", "A willAppear", "A willDisappear", "A didDisappear", "B willAppear", "B didAppear",
      ])
  }

  @Test func anInteractivePopCanFinish() throws {
    let navigation = navigation([screen("A"), screen("B")])
    let pop = try #require(navigation.beginInteractivePop())
    var cancelled: Bool?
    _ = pop.coordinator.animate(alongsideTransition: nil) { context in cancelled = context.isCancelled }
    pop.update(percentComplete: 0.5)

    pop.finish()
    UIKitTestEnvironment.clock.advance(by: 0.175)

    #expect(cancelled == false)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func neitherWillShowNorDidShowFollowsACancelledPop() throws {
    final class Delegate: NSObject, UINavigationControllerDelegate {
      var shown: [String] = []
      func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
      ) {
        shown.append("willShow \((viewController as? LoggingViewController)?.name ?? "?")")
      }
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
      ) {
        shown.append("didShow \((viewController as? LoggingViewController)?.name ?? "?")")
      }
    }
    let navigation = navigation([screen("A"), screen("B")])
    let delegate = Delegate()
    navigation.delegate = delegate

    let pop = try #require(navigation.beginInteractivePop())
    pop.cancel()
    UIKitTestEnvironment.clock.advance(by: 1)

    #expect(delegate.shown == ["willShow A"])
  }

  @Test func popToRootAndSetViewControllersRunOneTransitionEach() throws {
    let log = Log()
    let root = screen("A", log: log)
    let middle = screen("B", log: log)
    let top = screen("C", log: log)
    let navigation = navigation([root, middle, top])
    let clock = UIKitTestEnvironment.clock
    log.record("-")

    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped == [middle, top])
    #expect(navigation.viewControllers == [root])
    #expect(navigation.transitionCoordinator != nil)
    clock.advance(by: 0.35)
    #expect(navigation.transitionCoordinator == nil)
    #expect(middle.parent == nil && top.parent == nil)

    navigation.setViewControllers([root, middle, top], animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    var completions = 0
    _ = coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
    clock.advance(by: 0.35)

    #expect(completions == 1)
    #expect(navigation.topViewController === top && top.parent === navigation)
    #expect(
      log.entries.drop { $0 != "-" }.dropFirst() == [
        "C willDisappear", "A willAppear", "C didDisappear", "A didAppear",
        "A willDisappear", "C willAppear", "A didDisappear", "C didAppear",
      ])
  }

  @Test func popToAControllerPopsEverythingAboveIt() {
    let screens = [screen("A"), screen("B"), screen("C"), screen("D")]
    let navigation = navigation(screens)

    let popped = navigation.popToViewController(screens[1], animated: false)

    #expect(popped == [screens[2], screens[3]])
    #expect(navigation.viewControllers == [screens[0], screens[1]])
  }

  @Test func poppingTheRootDoesNothing() {
    let navigation = navigation([screen("A")])
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func aTransitionDuringAnotherIsAppliedAtOnceAndLogged() {
    let navigation = navigation([screen("A")])
    navigation.pushViewController(screen("B"), animated: true)
    navigation.pushViewController(screen("C"), animated: true)

    #expect(navigation.viewControllers.count == 3)
    #expect(
      UIKitTestEnvironment.consoleMessages.contains("nested push animation can result in corrupted navigation bar"))
  }

  @Test func outsideAWindowTransitionsHaveNoCoordinator() {
    UIKitTestEnvironment.reset()
    let navigation = UINavigationController(rootViewController: screen("A"))
    navigation.pushViewController(screen("B"), animated: true)
    #expect(navigation.transitionCoordinator == nil)
    #expect(navigation.viewControllers.count == 2)
  }
}
