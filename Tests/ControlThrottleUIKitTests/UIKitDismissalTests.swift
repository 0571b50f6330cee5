import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// Dismissals UIKit makes itself hold the window while they run, like an interactive pop, from the
/// first request made meanwhile; the app's presentation-controller delegate stays its own and
/// hears each callback from UIKit.
@Suite @MainActor struct UIKitDismissalTests {
  private var clock: UIKitTestClock { UIKitTestEnvironment.clock }

  private func presentedSheet(delegate: RecordingPresentationDelegate) -> (
    root: UIViewController, sheet: UIViewController
  ) {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    let sheet = screen("sheet")
    sheet.presentationController?.delegate = delegate
    root.presentSerialized(sheet)
    clock.advance(by: 0.35)
    return (root, sheet)
  }

  @Test func aSheetSwipedAwayHoldsTheWindowThenAPresentationWaitingForItRuns() throws {
    let delegate = RecordingPresentationDelegate()
    let (root, sheet) = presentedSheet(delegate: delegate)
    let serializer = root.windowTransitionSerializer
    var events: [String] = []
    serializer.addObserver { event in
      if case .started(let ticket) = event { events.append("started \(ticket.kind)") }
      if case .ended(let ticket, let outcome) = event { events.append("ended \(ticket.kind) \(outcome)") }
    }
    var outcomes: [String] = []

    let pull = try #require(sheet.beginInteractiveDismissal())
    #expect(delegate.heard == ["will"])  // UIKit tells the app's own delegate
    root.presentSerialized(screen("dropped")) { outcomes.append("dropped \($0)") }
    #expect(serializer.running?.kind == .dismiss)  // the first request made during the pull holds the window for it
    let next = screen("next")
    root.presentSerialized(next, policy: .enqueue) { outcomes.append("next \($0)") }
    clock.advance(by: 10)  // longer than every timeout: the finger holds it
    #expect(serializer.running?.kind == .dismiss)
    pull.update(percentComplete: 0.6)
    pull.finish()
    clock.advance(by: 0.14)
    clock.advance(by: 0.35)

    #expect(root.presentedViewController === next)
    #expect(
      outcomes == ["dropped \(TransitionOutcome.dropped(.busy))", "next \(TransitionOutcome.finished(waited: true))"])
    #expect(events.prefix(2) == ["started dismiss", "ended present \(TransitionOutcome.dropped(.busy))"])
    #expect(events.contains("ended dismiss \(TransitionOutcome.finished(waited: false))"))
    #expect(delegate.heard == ["will", "did"])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func aSheetPullCancelledHalfwayThenADismissalWaitingForItRuns() throws {
    let delegate = RecordingPresentationDelegate()
    let (root, sheet) = presentedSheet(delegate: delegate)
    let serializer = root.windowTransitionSerializer
    var ended: [TransitionOutcome] = []
    serializer.addObserver { if case .ended(_, let outcome) = $0 { ended.append(outcome) } }
    var outcomes: [TransitionOutcome] = []

    let pull = try #require(sheet.beginInteractiveDismissal())
    pull.update(percentComplete: 0.5)
    root.dismissSerialized(policy: .enqueue) { outcomes.append($0) }
    pull.cancel()
    clock.advance(by: 0.175)
    #expect(ended.first == .cancelled(waited: false))
    #expect(root.presentedViewController === sheet)
    // The hand-off turn, then the dismissal's animation (the bridge to the serializer's clock rounds
    // to nanoseconds, so allow a little more than 0.35 s).
    clock.advance(by: 0.4)

    #expect(outcomes == [.finished(waited: true)])
    #expect(root.presentedViewController == nil)
    #expect(delegate.heard == ["will"])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }

  @Test func aSheetThatIsModalInPresentationRefusesThePullAndTheWindowStaysFree() {
    let delegate = RecordingPresentationDelegate()
    let (root, sheet) = presentedSheet(delegate: delegate)
    sheet.isModalInPresentation = true

    #expect(sheet.beginInteractiveDismissal() == nil)

    #expect(delegate.heard == ["attempt"])
    #expect(!root.windowTransitionSerializer.isBusy)
  }

  @Test func aPopoverClosedByATapOutsideHoldsTheWindowUntilItIsGone() {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    let popover = screen("popover")
    popover.modalPresentationStyle = .popover
    root.presentSerialized(popover)
    clock.advance(by: 0.35)
    var outcomes: [TransitionOutcome] = []

    #expect(popover.tapOutsidePopover())
    root.presentSerialized(screen("next"), policy: .enqueue) { outcomes.append($0) }
    #expect(root.windowTransitionSerializer.running?.kind == .dismiss)
    clock.advance(by: 0.35)
    clock.advance(by: 0.35)

    #expect(outcomes == [.finished(waited: true)])
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
  }
}
