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

  /// The package no longer hears the pull begin; a request from a controller inside the
  /// presenter, or inside the sheet, still finds it and waits for it.
  @Test(arguments: [false, true])
  func aRequestFromInsideThePresenterOrTheSheetWaitsForAPull(fromInsideTheSheet: Bool) throws {
    let window = makeWindow()
    let home = screen("home")
    let navigation = UINavigationController(rootViewController: home)
    window.rootViewController = navigation
    let sheetContent = screen("sheet content")
    let sheet = UINavigationController(rootViewController: sheetContent)
    let appDelegate = RecordingPresentationDelegate()
    sheet.presentationController?.delegate = appDelegate
    navigation.presentSerialized(sheet)
    clock.advance(by: 0.35)
    var outcomes: [TransitionOutcome] = []

    let pull = try #require(sheet.beginInteractiveDismissal())
    let requester = fromInsideTheSheet ? sheetContent : home
    requester.dismissSerialized(policy: .enqueue) { outcomes.append($0) }
    #expect(navigation.windowTransitionSerializer.running?.kind == .dismiss)
    pull.finish()
    clock.advance(by: 0.5)
    clock.advance(by: 0.5)

    #expect(navigation.presentedViewController == nil)
    #expect(appDelegate.heard == ["will", "did"])
    #expect(outcomes.count == 1)
    #expect(UIKitTestEnvironment.consoleMessages.isEmpty)
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
