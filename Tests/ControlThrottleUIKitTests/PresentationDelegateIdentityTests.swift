import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// After `presentSerialized`, the sheet's presentation-controller delegate is the app's, read back
/// as the same object, and hears each of UIKit's callbacks once; the package sees dismissals UIKit
/// makes itself without it.
@Suite @MainActor struct PresentationDelegateIdentityTests {
  private var clock: UIKitTestClock { UIKitTestEnvironment.clock }

  private func rootInWindow() -> UIViewController {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    return root
  }

  @Test(arguments: [false, true])
  func theAppsDelegateReadsBackAndHearsASwipeOnce(setAfterPresenting: Bool) throws {
    let root = rootInWindow()
    let sheet = screen("sheet")
    let appDelegate = RecordingPresentationDelegate()
    if !setAfterPresenting { sheet.presentationController?.delegate = appDelegate }
    root.presentSerialized(sheet)
    if setAfterPresenting { sheet.presentationController?.delegate = appDelegate }
    #expect(sheet.presentationController?.delegate === appDelegate)
    clock.advance(by: 0.35)
    #expect(sheet.presentationController?.delegate === appDelegate)

    let pull = try #require(sheet.beginInteractiveDismissal())
    #expect(sheet.presentationController?.delegate === appDelegate)
    pull.update(percentComplete: 0.7)
    pull.finish()
    clock.advance(by: 0.5)

    #expect(root.presentedViewController == nil)
    #expect(appDelegate.heard == ["will", "did"])
  }

  @Test func aRefusedPullIsHeardOnceByTheAppsDelegate() {
    let root = rootInWindow()
    let sheet = screen("sheet")
    let appDelegate = RecordingPresentationDelegate()
    sheet.presentationController?.delegate = appDelegate
    sheet.isModalInPresentation = true
    root.presentSerialized(sheet)
    clock.advance(by: 0.35)

    #expect(sheet.beginInteractiveDismissal() == nil)
    #expect(sheet.beginInteractiveDismissal() == nil)

    #expect(appDelegate.heard == ["attempt", "attempt"])
    #expect(sheet.presentationController?.delegate === appDelegate)
    #expect(!root.windowTransitionSerializer.isBusy)
  }

  @Test func aPopoverTheAppsDelegateWatchesIsHeldUntilItIsGone() {
    let root = rootInWindow()
    let popover = screen("popover")
    popover.modalPresentationStyle = .popover
    let appDelegate = RecordingPresentationDelegate()
    popover.presentationController?.delegate = appDelegate
    root.presentSerialized(popover)
    clock.advance(by: 0.35)
    #expect(popover.presentationController?.delegate === appDelegate)
    var outcomes: [TransitionOutcome] = []

    #expect(popover.tapOutsidePopover())
    root.presentSerialized(screen("next"), policy: .enqueue) { outcomes.append($0) }
    #expect(root.windowTransitionSerializer.running?.kind == .dismiss)
    clock.advance(by: 0.35)
    clock.advance(by: 0.35)

    #expect(outcomes == [.finished(waited: true)])
    #expect(appDelegate.heard == ["will", "did"])
  }
}
