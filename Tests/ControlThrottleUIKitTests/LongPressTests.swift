import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A chat bubble's long press opens its menu once per press [§12.5]: the recognizer calls its
/// target at `.began` and again at `.ended`, and a plain throttled closure took the second call for
/// a new input once the press outlasted the interval.
@Suite @MainActor struct LongPressTests {
  final class Bubble: UIView, UIKitTestActionTarget {
    var menus = 0
    var calls: [UIGestureRecognizer.State] = []
    var handle: (UIGestureRecognizer) -> Void = { _ in }

    func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
      guard let recognizer = sender as? UIGestureRecognizer else { return }
      handle(recognizer)
    }
  }

  func makeBubble(_ scheduler: VirtualScheduler) -> (UIWindow, Bubble) {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let bubble = Bubble(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    window.addSubview(bubble)
    bubble.addGestureRecognizer(UILongPressGestureRecognizer(target: bubble, action: "longPressed"))
    return (window, bubble)
  }

  @Test func aPressHeldPastTheIntervalIsOneRecognitionAndOpensTheMenuOnce() {
    let scheduler = VirtualScheduler()
    let (window, bubble) = makeBubble(scheduler)
    defer { scheduler.run() }
    let showMenu = ThrottledGestureAction(scheduler: scheduler) { [unowned bubble] recognizer in
      bubble.calls.append(recognizer.state)
      if recognizer.state == .began { bubble.menus += 1 }
    }
    bubble.handle = { showMenu($0) }
    let finger = window.touchDown(at: CGPoint(x: 20, y: 20))
    scheduler.advance(by: .milliseconds(1_500))
    finger.lift(after: 0)
    scheduler.advance(by: .milliseconds(10))
    #expect(bubble.calls == [.began, .ended])
    #expect(bubble.menus == 1)
  }

  @Test func everyChangeOfAnAcceptedRecognitionPassesInsideTheWindow() {
    let scheduler = VirtualScheduler()
    let (window, bubble) = makeBubble(scheduler)
    defer { scheduler.run() }
    let drag = ThrottledGestureAction(scheduler: scheduler) { [unowned bubble] recognizer in
      bubble.calls.append(recognizer.state)
    }
    bubble.handle = { drag($0) }
    window.touchDown(at: CGPoint(x: 20, y: 20))
      .move(to: CGPoint(x: 40, y: 20), after: 0.6)
      .move(to: CGPoint(x: 60, y: 20), after: 0.05)
      .lift(after: 0.05)
    scheduler.advance(by: .milliseconds(10))
    #expect(bubble.calls == [.began, .changed, .changed, .ended])
  }

  @Test func aSecondPressInsideTheWindowIsDroppedWhole() {
    let scheduler = VirtualScheduler()
    let (window, bubble) = makeBubble(scheduler)
    defer { scheduler.run() }
    let showMenu = ThrottledGestureAction(interval: .seconds(2), scheduler: scheduler) { [unowned bubble] recognizer in
      bubble.calls.append(recognizer.state)
    }
    bubble.handle = { showMenu($0) }
    window.touchDown(at: CGPoint(x: 20, y: 20)).lift(after: 0.6)
    scheduler.advance(by: .milliseconds(100))
    window.touchDown(at: CGPoint(x: 20, y: 20)).lift(after: 0.6)
    scheduler.advance(by: .milliseconds(100))
    #expect(bubble.calls == [.began, .ended])
    scheduler.advance(by: .seconds(2))
    window.touchDown(at: CGPoint(x: 20, y: 20)).lift(after: 0.6)
    scheduler.advance(by: .milliseconds(100))
    #expect(bubble.calls == [.began, .ended, .began, .ended])
  }
}
