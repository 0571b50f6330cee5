import ControlThrottle
import ControlThrottleSwiftUIProbesUnderTest
import Testing
import UIKit

/// The SwiftUI adapters' probes report what UIKit's transition coordinators say, driven through the
/// UIKit double: a probe is the screen or presentation it would sit in.
@Suite @MainActor struct SwiftUIProbeTests {
  private func recordNavigation(_ probe: NavigationTransitionProbeController) -> Log {
    let log = Log()
    probe.reports = .init(
      began: { log.record("began \($0) interactive: \($1)") },
      interactionEnded: { log.record("let go") },
      ended: { log.record("ended cancelled: \($0) screens: \($1)") }
    )
    return log
  }

  @Test func theNavigationProbeReportsAPushAndItsEndFromTheCoordinator() {
    let clock = UIKitTestClock()
    let window = makeWindow(clock: clock)
    let probe = NavigationTransitionProbeController()
    let navigation = UINavigationController(rootViewController: probe)
    window.rootViewController = navigation
    let log = recordNavigation(probe)

    navigation.pushViewController(screen("details"), animated: true)
    #expect(log.entries == ["began push interactive: false"])
    clock.run()

    #expect(log.entries == ["began push interactive: false", "ended cancelled: false screens: 1"])
  }

  @Test func theNavigationProbeReportsAPopBackToItsScreen() {
    let clock = UIKitTestClock()
    let window = makeWindow(clock: clock)
    let probe = NavigationTransitionProbeController()
    let navigation = UINavigationController(rootViewController: probe)
    window.rootViewController = navigation
    navigation.pushViewController(screen("details"), animated: false)
    clock.run()
    let log = recordNavigation(probe)

    _ = navigation.popViewController(animated: true)
    clock.run()

    #expect(log.entries == ["began pop interactive: false", "ended cancelled: false screens: 0"])
  }

  /// UIKit signals each end twice (the coordinator's completion, then `viewDidAppear` or
  /// `viewDidDisappear`): the probe reports each once, whether the app or the user dismisses.
  @Test(arguments: [false, true])
  func thePresentationProbeReportsItsPresentationAndDismissalEndsOnceEach(swipe: Bool) throws {
    let clock = UIKitTestClock()
    let window = makeWindow(clock: clock)
    let root = screen("root")
    window.rootViewController = root
    let probe = PresentationTransitionProbeController()
    let log = Log()
    probe.reports = .init(
      presented: { log.record("presented") }, dismissed: { log.record("dismissed") }, hostLeft: nil)

    root.present(probe, animated: true)
    clock.run()
    #expect(log.entries == ["presented"])
    if swipe {
      let pull = try #require(probe.beginInteractiveDismissal())
      pull.finish()
    } else {
      root.dismiss(animated: true)
    }
    clock.run()

    #expect(log.entries == ["presented", "dismissed"])
  }

  /// Whether a push UIKit runs without animation has a transition coordinator is unconfirmed (UIKit
  /// behaviour notes, "Non-animated transitions"): under both readings the probe reports its end
  /// from the screen that appears, with the screen count.
  @Test(arguments: UIKitTestAssumptions.NonAnimatedNavigationCoordinator.allCases)
  func theNavigationProbeReportsAPushShownWithoutAnimationOnce(
    coordinator: UIKitTestAssumptions.NonAnimatedNavigationCoordinator
  ) {
    let clock = UIKitTestClock()
    var assumptions = UIKitTestAssumptions()
    assumptions.nonAnimatedNavigationCoordinator = coordinator
    let window = makeWindow(clock: clock, assumptions: assumptions)
    let root = NavigationTransitionProbeController()
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    clock.run()
    let rootLog = recordNavigation(root)
    let details = NavigationTransitionProbeController()
    let detailsLog = recordNavigation(details)

    navigation.pushViewController(details, animated: false)
    clock.run()

    // The screen that appears always reports the end; the one that leaves may too, when a
    // coordinator runs, and each reports it once.
    let end = "ended cancelled: false screens: 1"
    #expect(detailsLog.entries.filter { $0.hasPrefix("ended") } == [end])
    #expect(rootLog.entries.filter { $0.hasPrefix("ended") } == (coordinator == .none ? [] : [end]))
  }

  /// Whether UIKit ends the appearance callbacks before the coordinator's completions is
  /// unconfirmed (UIKit behaviour notes): both readings run.
  @Test(arguments: [true, false], [true, false])
  func theNavigationProbeReportsAnInteractivePopItsLettingGoAndHowItEnded(
    completes: Bool, appearanceEndsFirst: Bool
  ) throws {
    let clock = UIKitTestClock()
    var assumptions = UIKitTestAssumptions()
    assumptions.navigationAppearanceEndsBeforeCoordinatorCompletions = appearanceEndsFirst
    let window = makeWindow(clock: clock, assumptions: assumptions)
    let probe = NavigationTransitionProbeController()
    let navigation = UINavigationController(rootViewController: screen("root"))
    window.rootViewController = navigation
    navigation.pushViewController(probe, animated: false)
    clock.run()
    let log = recordNavigation(probe)

    let pop = try #require(navigation.beginInteractivePop())
    #expect(log.entries == ["began pop interactive: true"])
    pop.update(percentComplete: 0.4)
    if completes { pop.finish() } else { pop.cancel() }
    clock.run()

    #expect(
      log.entries == [
        "began pop interactive: true", "let go", "ended cancelled: \(!completes) screens: \(completes ? 0 : 1)",
      ])
  }

  @Test(arguments: [true, false])
  func thePresentationProbeReportsAPullDownOnlyWhenItDismisses(completes: Bool) throws {
    let clock = UIKitTestClock()
    let window = makeWindow(clock: clock)
    let root = screen("root")
    window.rootViewController = root
    let probe = PresentationTransitionProbeController()
    root.present(probe, animated: true)
    clock.run()
    let log = Log()
    probe.reports = .init(presented: nil, dismissed: { log.record("dismissed") }, hostLeft: nil)

    let pull = try #require(probe.beginInteractiveDismissal())
    if completes { pull.finish() } else { pull.cancel() }
    clock.run()

    #expect(log.entries.isEmpty == !completes)
    #expect(log.entries.allSatisfy { $0 == "dismissed" })
  }
}
