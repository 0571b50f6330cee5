import Foundation
import Testing
import UIKit

/// The double's presentations and their refusals, against the behaviour notes §6.
@Suite @MainActor struct PresentationDoubleTests {
  private func rootScreen(log: Log? = nil) -> UIViewController {
    let window = makeWindow()
    let root = screen("root", log: log)
    window.rootViewController = root
    return root
  }

  @Test func aPresentationCompletesAfterViewDidAppear() {
    let log = Log()
    let root = rootScreen()
    let sheet = screen("sheet", log: log)

    root.present(sheet, animated: true) { log.record("completion") }
    #expect(root.presentedViewController === sheet && sheet.isBeingPresented)
    #expect(root.transitionCoordinator != nil)
    UIKitTestEnvironment.clock.advance(by: 0.35)

    #expect(log.entries == ["sheet willAppear", "sheet didAppear", "completion"])
    #expect(!sheet.isBeingPresented && sheet.presentingViewController === root)
  }

  @Test func presentingWhileAlreadyPresentingIsRefusedWithoutCompletion() {
    let root = rootScreen()
    root.present(screen("first"), animated: false)
    UIKitTestEnvironment.clock.advance(by: 0)
    var completed = false

    root.present(screen("second"), animated: true) { completed = true }
    UIKitTestEnvironment.clock.advance(by: 10)

    #expect(!completed)
    #expect(UIKitTestEnvironment.consoleMessages.contains { $0.contains("which is already presenting") })
  }

  @Test func presentingWhileAPresentationIsInProgressIsRefusedWithoutCompletion() {
    let root = rootScreen()
    root.present(screen("first"), animated: true)
    var completed = false

    root.present(screen("second"), animated: true) { completed = true }
    UIKitTestEnvironment.clock.advance(by: 10)

    #expect(!completed)
    #expect(UIKitTestEnvironment.consoleMessages.contains { $0.contains("while a presentation is in progress") })
  }

  @Test(arguments: [false, true])
  func presentingFromOutsideAWindowIsRefused(completionAssumed: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.refusedPresentationNotInWindowCallsCompletion = completionAssumed
    UIKitTestEnvironment.reset(assumptions: assumptions)
    var completed = false

    screen("orphan").present(screen("sheet"), animated: true) { completed = true }
    UIKitTestEnvironment.clock.advance(by: 10)

    #expect(completed == completionAssumed)
    #expect(UIKitTestEnvironment.consoleMessages.contains { $0.contains("whose view is not in the window hierarchy") })
  }

  @Test func dismissingMidDismissalIsRefusedWithoutCompletion() {
    let root = rootScreen()
    let sheet = screen("sheet")
    root.present(sheet, animated: false)
    UIKitTestEnvironment.clock.advance(by: 0)
    var completions: [String] = []

    root.dismiss(animated: true) { completions.append("first") }
    sheet.dismiss(animated: true) { completions.append("second") }
    UIKitTestEnvironment.clock.advance(by: 10)

    #expect(completions == ["first"])
    #expect(root.presentedViewController == nil)
    #expect(
      UIKitTestEnvironment.consoleMessages.contains { $0.contains("while a presentation or dismiss is in progress") })
  }

  @Test func presentingMidDismissalIsRefusedWithoutCompletion() {
    let root = rootScreen()
    root.present(screen("sheet"), animated: false)
    UIKitTestEnvironment.clock.advance(by: 0)
    root.dismiss(animated: true)
    var completed = false

    root.present(screen("other"), animated: true) { completed = true }
    UIKitTestEnvironment.clock.advance(by: 10)

    #expect(!completed)
  }
}
