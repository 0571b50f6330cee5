import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A scroll view that cancels the touch of every content view when a drag turns into a scroll,
/// controls included, as table-cell and carousel code does.
final class ControlCancellingScrollView: UIScrollView {
  override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A throttled control inside a scroll view, through real drags: a drag that turns into a scroll
/// cancels the control's touch, which never activated it and so leaves the window open; a scroll
/// view that does not cancel leaves the control its touch.
@Suite @MainActor struct ScrollCancellationTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  /// Where the finger lands on the button, in window coordinates before any scroll.
  let onButton = CGPoint(x: 20, y: 120)
  /// A drag upwards by 80 points, in window coordinates: past the pan threshold at its first move.
  let dragUp = [CGPoint(x: 20, y: 100), CGPoint(x: 20, y: 40)]

  /// A key window holding `scrollView` over its whole bounds, with tall content.
  func window(
    with scrollView: UIScrollView,
    _ assumptions: UIKitTestAssumptions = UIKitTestAssumptions()
  ) -> UIWindow {
    let window = makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions)
    scrollView.frame = window.bounds
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    // The double delivers content touches at once; say so, as a real app that relies on it would.
    scrollView.delaysContentTouches = false
    window.addSubview(scrollView)
    return window
  }

  /// A throttled pay button at y = 100 in the content: a press animation on touch down, the
  /// payment on touch up inside.
  func payButton(in scrollView: UIScrollView) -> PayButton {
    let button = PayButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44), scheduler: scheduler)
    scrollView.addSubview(button)
    button.addTarget(recorder, action: "press", for: .touchDown)
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    button.addTarget(recorder, action: "cancel", for: .touchCancel)
    return button
  }

  /// The window point 10 points inside `view`'s origin, where it is now.
  func point(on view: UIView) -> CGPoint {
    view.convert(CGPoint(x: 10, y: 10), to: nil)
  }

  // MARK: A scroll view that cancels the control

  @Test(arguments: UIKitTestAssumptions.ScrollCancellationTouchPhase.allCases)
  func aDragThatScrollsDoesNotUseUpTheWindow(_ phase: UIKitTestAssumptions.ScrollCancellationTouchPhase) {
    var assumptions = UIKitTestAssumptions()
    assumptions.scrollCancellationTouchPhase = phase
    let scrollView = ControlCancellingScrollView()
    let window = window(with: scrollView, assumptions)
    let button = payButton(in: scrollView)
    window.simulateTouch(at: onButton, movingThrough: dragUp)
    #expect(recorder.actions == ["press", "cancel"])
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
    #expect(!button.isTracking && !button.isHighlighted)
    // A touch seen cancelled reopens the window at once; one that still reads .moved ends no
    // sequence the throttle can see, so the window reopens when the next touch begins.
    if phase == .cancelled { #expect(button.throttle.ignoreUntil == nil) }
    // Under either reading the cancelled touch never activated: the window it armed reopens.
    window.simulateTap(at: point(on: button))  // a deliberate tap right after the scroll
    #expect(recorder.actions == ["press", "cancel", "press", "pay"])
    scheduler.run()
  }

  @Test(arguments: UIKitTestAssumptions.ScrollCancellationTouchPhase.allCases)
  func aKeyPressRightAfterACancellingScrollIsOneActivation(
    _ phase: UIKitTestAssumptions.ScrollCancellationTouchPhase
  ) {
    var assumptions = UIKitTestAssumptions()
    assumptions.scrollCancellationTouchPhase = phase
    let scrollView = ControlCancellingScrollView()
    let window = window(with: scrollView, assumptions)
    let button = payButton(in: scrollView)
    button.addTarget(recorder, action: "key", for: .primaryActionTriggered)
    window.simulateTouch(at: onButton, movingThrough: dragUp)
    window.focus(button)
    window.simulateKeyPress(.select)  // Return, right after the scroll: it pays
    #expect(recorder.actions == ["press", "cancel", "key"])
    window.simulateTap(at: point(on: button))  // and a tap right after the key is inside its window
    #expect(recorder.actions == ["press", "cancel", "key"])
    scheduler.run()
  }

  @Test func aControlThatActsOnTouchDownKeepsItsWindowAfterACancellingScroll() {
    let scrollView = ControlCancellingScrollView()
    let window = window(with: scrollView)
    let button = PayButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44), scheduler: scheduler)
    button.throttle.activatesOnFirstSend = true
    scrollView.addSubview(button)
    button.addTarget(recorder, action: "act", for: .touchDown)
    window.simulateTouch(at: onButton, movingThrough: dragUp)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
    window.simulateTap(at: point(on: button))
    #expect(recorder.actions == ["act"])
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 1))
    window.simulateTap(at: point(on: button))
    #expect(recorder.actions == ["act", "act"])
    scheduler.run()
  }

  @Test func aCustomControlsTouchOnAPlainSubviewIsCancelledByDefault() {
    let scrollView = UIScrollView()
    let window = window(with: scrollView)
    let card = CardControl(frame: CGRect(x: 0, y: 100, width: 100, height: 44), scheduler: scheduler)
    scrollView.addSubview(card)
    card.addTarget(recorder, action: "press", for: .touchDown)
    card.addTarget(recorder, action: "pay", for: .touchUpInside)
    card.addTarget(recorder, action: "cancel", for: .touchCancel)
    // The touched view is the card's plain content view, which the default cancels.
    let touch = window.simulateTouch(at: onButton, movingThrough: dragUp)
    #expect(touch.view === card.content)
    #expect(recorder.actions == ["press", "cancel"])
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
    window.simulateTap(at: point(on: card))
    #expect(recorder.actions == ["press", "cancel", "press", "pay"])
    scheduler.run()
  }

  // MARK: A scroll view that leaves the control its touch

  @Test func withTheDefaultAControlKeepsItsTouchAndTheScrollNeverStarts() {
    let scrollView = UIScrollView()
    let window = window(with: scrollView)
    let button = payButton(in: scrollView)
    let finger = window.touchDown(at: onButton)
    for point in dragUp { finger.move(to: point) }
    #expect(button.isTracking)
    #expect(!scrollView.isDragging && scrollView.contentOffset == .zero)
    finger.lift()  // 60 points above the button: inside its drag margin, so a tap
    #expect(recorder.actions == ["press", "pay"])
    window.simulateTap(at: onButton)  // inside the window: dropped whole
    #expect(recorder.actions == ["press", "pay"])
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 1))
    window.simulateTap(at: onButton)
    #expect(recorder.actions == ["press", "pay", "press", "pay"])
    scheduler.run()
  }

  @Test func aScrollViewThatCannotCancelContentTouchesNeverScrollsAControlsTouch() {
    let scrollView = ControlCancellingScrollView()
    scrollView.canCancelContentTouches = false
    let window = window(with: scrollView)
    let button = payButton(in: scrollView)
    let finger = window.touchDown(at: onButton)
    for point in dragUp { finger.move(to: point) }
    #expect(button.isTracking && scrollView.contentOffset == .zero)
    finger.lift()
    #expect(recorder.actions == ["press", "pay"])
    scheduler.run()
  }

  // MARK: The double's pan

  @Test func thePanStartsOnlyPastItsThreshold() {
    let scrollView = ControlCancellingScrollView()
    let window = window(with: scrollView)
    let button = payButton(in: scrollView)
    let threshold = UIKitTestEnvironment.assumptions.scrollPanThreshold
    let finger = window.touchDown(at: onButton)
    finger.move(to: CGPoint(x: onButton.x, y: onButton.y - threshold))  // exactly the threshold
    #expect(button.isTracking && !scrollView.isDragging)
    finger.move(to: CGPoint(x: onButton.x, y: onButton.y - threshold - 1))
    #expect(!button.isTracking && scrollView.isDragging)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: threshold + 1))
    finger.lift()
    #expect(!scrollView.isDragging)
    #expect(recorder.actions == ["press", "cancel"])
    scheduler.run()
  }

  @Test func aDragOnTheScrollViewItselfScrollsWithoutCancellingAnything() {
    let scrollView = ControlCancellingScrollView()
    let window = window(with: scrollView)
    _ = payButton(in: scrollView)
    window.simulateTouch(at: CGPoint(x: 200, y: 400), movingThrough: [CGPoint(x: 200, y: 350)])
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
    #expect(recorder.actions.isEmpty)
    scheduler.run()
  }

  @Test func aContentViewThatShouldNotBeginNeverSeesTheTouch() {
    final class RefusingScrollView: UIScrollView {
      override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        false
      }
    }
    let scrollView = RefusingScrollView()
    let window = window(with: scrollView)
    _ = payButton(in: scrollView)
    window.simulateTap(at: onButton)
    #expect(recorder.actions.isEmpty)
    scheduler.run()
  }
}
