import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A button class of a library that sends `.touchUpInside` itself from `touchesEnded`, with no
/// event, and then lets `UIButton` send it again with the touch.
class SelfSendingLibraryButton: UIButton {
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if isTracking && isTouchInside { sendActions(for: .touchUpInside) }
    super.touchesEnded(touches, with: event)
  }
}

/// The app's pay button, adopted as the README shows, on top of the library's class.
class LibraryPayButton: SelfSendingLibraryButton, ThrottledUIControl {
  let throttle: Throttle

  init(frame: CGRect, scheduler: any Scheduler) {
    throttle = Throttle(.defaultInterval, scheduler: scheduler, registry: ThrottleRegistry())
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("Not decoded in tests.")
  }

  /// A `LibraryPayButton`, or one that also forwards `sendActions(for:)`, the optional override.
  static func make(forwardingSendActions: Bool, scheduler: any Scheduler) -> LibraryPayButton {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    if forwardingSendActions { return ForwardingLibraryPayButton(frame: frame, scheduler: scheduler) }
    return LibraryPayButton(frame: frame, scheduler: scheduler)
  }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
  }

  override func sendAction(_ action: UIAction) {
    throttleSendAction(action) { super.sendAction(action) }
  }
}

/// The pay button with the optional third override: the library's `sendActions(for:)` reaches the
/// throttle as one delivery.
final class ForwardingLibraryPayButton: LibraryPayButton {
  override func sendActions(for controlEvents: UIControl.Event) {
    throttleSendActions { super.sendActions(for: controlEvents) }
  }
}

/// One touch is one input, also when a superclass sends the touch's activation itself before
/// UIKit does: each target and handler runs once per tap, and a tap inside the window runs none.
@Suite @MainActor struct SelfSendingSuperclassTests {
  @Test(arguments: [false, true])
  func aTapPaysOnceAndATapInsideTheWindowPaysNothing(forwardingSendActions: Bool) {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    defer { scheduler.run() }
    let button = LibraryPayButton.make(forwardingSendActions: forwardingSendActions, scheduler: scheduler)
    window.addSubview(button)
    let recorder = ActionRecorder()
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    var handled = 0
    button.addAction(UIAction { _ in handled += 1 }, for: .touchUpInside)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions == ["pay"])
    #expect(handled == 1)
    scheduler.advance(by: .milliseconds(200))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions == ["pay"])
    #expect(handled == 1)
    scheduler.advance(by: .seconds(1))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions == ["pay", "pay"])
    #expect(handled == 2)
  }

  /// A send without an event while tracking that is not the touch's activation, such as a swipe
  /// control's progress, still runs undecided, also inside the window a swipe before it armed.
  @Test func aSwipesProgressTargetRunsInsideTheWindowAndItsPayDrops() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    defer { scheduler.run() }
    let swipe = SwipeToPayControl(frame: CGRect(x: 0, y: 0, width: 300, height: 44), scheduler: scheduler)
    window.addSubview(swipe)
    let recorder = ActionRecorder()
    swipe.addTarget(recorder, action: "progress", for: .valueChanged)
    swipe.addTarget(recorder, action: "pay", for: .touchUpInside)
    let moves = [CGPoint(x: 60, y: 20), CGPoint(x: 110, y: 20)]
    window.simulateTouch(at: CGPoint(x: 10, y: 20), movingThrough: moves)
    #expect(recorder.actions == ["progress", "progress", "pay"])
    scheduler.advance(by: .milliseconds(200))
    window.simulateTouch(at: CGPoint(x: 10, y: 20), movingThrough: moves)
    #expect(recorder.actions == ["progress", "progress", "pay", "progress", "progress"])
  }

  /// A touch the throttle saw begin, through a touch-down target, decides the activation the
  /// control sends early: the press and the payment run once per tap, and not at all inside the
  /// window.
  @Test func aTouchSeenAtItsBeginDecidesItsEarlyActivation() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    defer { scheduler.run() }
    let button = LibraryPayButton.make(forwardingSendActions: false, scheduler: scheduler)
    window.addSubview(button)
    let recorder = ActionRecorder()
    button.addTarget(recorder, action: "press", for: .touchDown)
    button.addTarget(recorder, action: "pay", for: .touchUpInside)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions == ["press", "pay"])
    scheduler.advance(by: .milliseconds(200))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions == ["press", "pay"])
    scheduler.advance(by: .seconds(1))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.actions == ["press", "pay", "press", "pay"])
  }
}
