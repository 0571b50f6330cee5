import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// Value controls adopted as `ThrottledUIControl` never disagree with what the app stored.
///
/// UIKit changes a switch's, a segmented control's, a stepper's or a slider's value before it
/// sends `.valueChanged` [§11.7], so a dropped send would leave the control showing a value the app
/// never stored. No send of a value control is dropped; the app throttles the work it starts
/// instead.
@Suite @MainActor struct ValueControlTests {
  final class ThrottledSwitch: UISwitch, ThrottledUIControl {
    let throttle: Throttle
    init(scheduler: VirtualScheduler) {
      throttle = Throttle(.interval(.milliseconds(500)), scheduler: scheduler, registry: ThrottleRegistry())
      super.init(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    }
    required init?(coder: NSCoder) { fatalError("Not decoded in tests.") }
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
      throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
    }
    override func sendAction(_ action: UIAction) {
      throttleSendAction(action) { super.sendAction(action) }
    }
  }

  final class ThrottledSegments: UISegmentedControl, ThrottledUIControl {
    let throttle = Throttle(.interval(.milliseconds(500)), registry: ThrottleRegistry())
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
      throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
    }
    override func sendAction(_ action: UIAction) {
      throttleSendAction(action) { super.sendAction(action) }
    }
  }

  final class ThrottledStepper: UIStepper, ThrottledUIControl {
    let throttle = Throttle(.interval(.milliseconds(500)), registry: ThrottleRegistry())
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
      throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
    }
    override func sendAction(_ action: UIAction) {
      throttleSendAction(action) { super.sendAction(action) }
    }
  }

  final class ThrottledSlider: UISlider, ThrottledUIControl {
    let throttle = Throttle(.interval(.milliseconds(500)), registry: ThrottleRegistry())
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
      throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
    }
    override func sendAction(_ action: UIAction) {
      throttleSendAction(action) { super.sendAction(action) }
    }
  }

  /// A custom rating control whose value the control itself changes on touch-up, then sends.
  final class RatingControl: UIControl, ThrottledUIControl {
    let throttle = Throttle(.interval(.milliseconds(500)), registry: ThrottleRegistry())
    var changesValueBeforeSending: Bool { true }
    private(set) var rating = 0
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      super.endTracking(touch, with: event)
      guard isTouchInside else { return }
      rating += 1
      sendActions(for: .valueChanged)
    }
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
      throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
    }
    override func sendAction(_ action: UIAction) {
      throttleSendAction(action) { super.sendAction(action) }
    }
  }

  func makeWindow(_ scheduler: VirtualScheduler, carriesEvent: Bool) -> UIWindow {
    var assumptions = UIKitTestAssumptions()
    assumptions.valueChangeCarriesEvent = carriesEvent
    return ControlThrottleUIKitTests.makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions)
  }

  @Test(arguments: [true, false])
  func aSwitchFlippedTwiceInsideTheIntervalShowsWhatTheAppStored(carriesEvent: Bool) {
    let scheduler = VirtualScheduler()
    let window = makeWindow(scheduler, carriesEvent: carriesEvent)
    defer { scheduler.run() }
    let toggle = ThrottledSwitch(scheduler: scheduler)
    window.addSubview(toggle)
    var stored = false
    toggle.addAction(UIAction { [unowned toggle] _ in stored = toggle.isOn }, for: .valueChanged)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(toggle.isOn && stored)
    scheduler.advance(by: .milliseconds(260))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(!toggle.isOn)
    #expect(stored == toggle.isOn)
  }

  @Test(arguments: [true, false])
  func aSwitchsPrimaryActionRunsForEveryFlip(carriesEvent: Bool) {
    let scheduler = VirtualScheduler()
    let window = makeWindow(scheduler, carriesEvent: carriesEvent)
    defer { scheduler.run() }
    let toggle = ThrottledSwitch(scheduler: scheduler)
    window.addSubview(toggle)
    var stored: [Bool] = []
    toggle.addAction(UIAction { [unowned toggle] _ in stored.append(toggle.isOn) }, for: .primaryActionTriggered)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    scheduler.advance(by: .milliseconds(100))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(stored == [true, false])
  }

  @Test(arguments: [true, false])
  func aSegmentedControlChangedTwiceShowsWhatTheAppStored(carriesEvent: Bool) {
    let scheduler = VirtualScheduler()
    let window = makeWindow(scheduler, carriesEvent: carriesEvent)
    defer { scheduler.run() }
    let segments = ThrottledSegments(items: ["Day", "Week", "Month"])
    segments.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    window.addSubview(segments)
    let recorder = ActionRecorder()
    var stored = UISegmentedControl.noSegment
    segments.addAction(UIAction { [unowned segments] _ in stored = segments.selectedSegmentIndex }, for: .valueChanged)
    segments.addTarget(recorder, action: "changed", for: .valueChanged)
    window.simulateTap(at: CGPoint(x: 150, y: 10))
    scheduler.advance(by: .milliseconds(200))
    window.simulateTap(at: CGPoint(x: 250, y: 10))
    #expect(segments.selectedSegmentIndex == 2)
    #expect(stored == 2)
    #expect(recorder.actions == ["changed", "changed"])
  }

  @Test(arguments: [true, false])
  func aHeldStepperReportsEveryStepItTook(carriesEvent: Bool) {
    let scheduler = VirtualScheduler()
    let window = makeWindow(scheduler, carriesEvent: carriesEvent)
    defer { scheduler.run() }
    let stepper = ThrottledStepper(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    window.addSubview(stepper)
    var stored: Double = 0
    stepper.addAction(UIAction { [unowned stepper] _ in stored = stepper.value }, for: .valueChanged)
    let finger = window.touchDown(at: CGPoint(x: 80, y: 10))
    scheduler.advance(by: .milliseconds(800))  // autorepeat: at 0.5, 0.6, 0.7 and 0.8 s
    finger.lift(after: 0)
    #expect(stepper.value == 5)
    #expect(stored == 5)
  }

  @Test(arguments: [true, false])
  func aSliderDraggedTwiceShowsWhatTheAppStored(carriesEvent: Bool) {
    let scheduler = VirtualScheduler()
    let window = makeWindow(scheduler, carriesEvent: carriesEvent)
    defer { scheduler.run() }
    let slider = ThrottledSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    window.addSubview(slider)
    var stored: Float = 0
    slider.addAction(UIAction { [unowned slider] _ in stored = slider.value }, for: .valueChanged)
    window.touchDown(at: CGPoint(x: 20, y: 10)).move(to: CGPoint(x: 100, y: 10)).lift()
    scheduler.advance(by: .milliseconds(200))
    window.touchDown(at: CGPoint(x: 100, y: 10)).move(to: CGPoint(x: 150, y: 10)).lift()
    #expect(slider.value == 0.75)
    #expect(stored == slider.value)
  }

  @Test func aCustomValueControlThatSaysSoReportsEveryChange() {
    let scheduler = VirtualScheduler()
    let window = makeWindow(scheduler, carriesEvent: true)
    defer { scheduler.run() }
    let rating = RatingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    window.addSubview(rating)
    var stored = 0
    rating.addAction(UIAction { [unowned rating] _ in stored = rating.rating }, for: .valueChanged)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    scheduler.advance(by: .milliseconds(100))
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(rating.rating == 2)
    #expect(stored == 2)
  }
}
