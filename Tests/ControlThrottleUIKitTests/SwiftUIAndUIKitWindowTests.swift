import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Testing
import UIKit

/// A SwiftUI path or presentation and a UIKit presentation in one window share the window's
/// serializer: they run one after the other, never at once.
@Suite @MainActor struct SwiftUIAndUIKitWindowTests {
  private func rootInWindow() -> UIViewController {
    let window = makeWindow()
    let root = screen("root")
    window.rootViewController = root
    return root
  }

  @Test func aSwiftUIPushAndAUIKitPresentationRunOneAfterTheOther() {
    let root = rootInWindow()
    let path = SerializedNavigationPath<Int>(serializer: root.windowTransitionSerializer)
    var push: TransitionOutcome?
    var present: TransitionOutcome?

    path.append(1) { push = $0 }
    root.presentSerialized(screen("sheet"), policy: .enqueue) { present = $0 }
    #expect(root.presentedViewController == nil)

    path.transitionFinished()  // the push's didShow
    #expect(push == .finished(waited: false))
    #expect(root.presentedViewController != nil)
    UIKitTestEnvironment.clock.advance(by: 0.35)
    #expect(present == .finished(waited: true))
  }

  @Test func aSwiftUIPushWaitsForAUIKitPresentationOrIsDropped() {
    let root = rootInWindow()
    let path = SerializedNavigationPath<Int>(serializer: root.windowTransitionSerializer)
    var dropped: TransitionOutcome?
    var queued: TransitionOutcome?

    root.presentSerialized(screen("sheet"))
    path.append(1) { dropped = $0 }
    path.append(2, policy: .enqueue) { queued = $0 }
    #expect(dropped == .dropped(.busy))
    #expect(path.elements.isEmpty)

    UIKitTestEnvironment.clock.advance(by: 0.35)
    #expect(path.elements == [2])
    path.transitionFinished()
    #expect(queued == .finished(waited: true))
  }
}
