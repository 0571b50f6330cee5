import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A later `UITouch` can be given a freed one's address.
///
/// The throttle keeps no reference to a touch, so it tells a later touch at the same address from
/// an earlier one by the later one's first phase or by the earlier one's end, which the control
/// always reports: through its app's end targets, or through the registration the adapter adds for
/// the ends that activate nothing when the app has none. Through real input in the double, with a
/// finger given an ended finger's touch object.
@Suite @MainActor struct TouchAddressReuseTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  let inside = CGPoint(x: 10, y: 10)
  let farOutside = CGPoint(x: 10, y: 400)

  /// A control that acts on drags and on touch up inside, and has no touch-down target.
  ///
  /// A touch's first send is a drag. With `seesEnds`, it also has touch-up-outside and touch-cancel targets.
  func dragControl(seesEnds: Bool) -> (UIWindow, TwoOverrideControl) {
    let (window, control) = plainControl()
    control.addTarget(recorder, action: "drag", for: .touchDragInside)
    control.addTarget(recorder, action: "pay", for: .touchUpInside)
    if seesEnds { control.addTarget(recorder, action: "end", for: [.touchUpOutside, .touchCancel]) }
    return (window, control)
  }

  /// A window holding a control with no targets.
  func plainControl() -> (UIWindow, TwoOverrideControl) {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let control = TwoOverrideControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    window.addSubview(control)
    return (window, control)
  }

  /// A tap that pays; a second finger inside the window that drags (dropped) and lifts far outside;
  /// and, after the window, a finger with the second one's touch object that drags and lifts inside.
  func tapDroppedDragThenReusedTouch(in window: UIWindow) {
    window.simulateTap(at: inside)
    let dropped = window.touchDown(at: inside)
    dropped.move(to: CGPoint(x: 20, y: 10))
    dropped.move(to: farOutside)
    dropped.lift()
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 2))
    let later = window.touchDown(at: inside, reusingTouchOf: dropped)
    #expect(later.touch === dropped.touch)
    later.move(to: CGPoint(x: 20, y: 10))
    later.lift()
  }

  @Test func aTouchWhoseEndIsSentIsNeverTakenForALaterTouchAtItsAddress() {
    let (window, _) = dragControl(seesEnds: true)
    tapDroppedDragThenReusedTouch(in: window)
    #expect(recorder.actions == ["pay", "drag", "pay"])
    scheduler.run()
  }

  @Test func withoutAnEndTargetALaterTouchAtADroppedTouchsAddressIsNotTakenForIt() {
    let (window, _) = dragControl(seesEnds: false)
    tapDroppedDragThenReusedTouch(in: window)
    #expect(recorder.actions == ["pay", "drag", "pay"])
    scheduler.run()
  }

  /// Without a touch-down target no touch's first send is its touch down, so before the adapter saw
  /// every end, a drag lifted outside kept the window it armed and the next tap was dropped.
  @Test func aDragLiftedOutsideWithoutEndTargetsLeavesTheWindowForTheNextTap() {
    let (window, _) = dragControl(seesEnds: false)
    let finger = window.touchDown(at: inside)
    finger.move(to: CGPoint(x: 20, y: 10))
    finger.move(to: farOutside)
    finger.lift()
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["drag", "pay"])
    scheduler.run()
  }

  /// UIKit cancels a control's tracking with no event when the control leaves its window (§2): the
  /// end registration tells the throttle all the same.
  @Test func aDragCancelledByLeavingTheWindowLeavesTheWindowForTheNextTap() {
    let (window, control) = dragControl(seesEnds: false)
    window.simulateTap(at: inside)
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 2))
    let finger = window.touchDown(at: inside)
    finger.move(to: CGPoint(x: 20, y: 10))
    control.removeFromSuperview()
    window.addSubview(control)
    finger.lift()
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["pay", "drag", "pay"])
    scheduler.run()
  }

  /// A control with drag targets only (a knob, a scrubber): a touch lifted inside ends with no send
  /// of the app's, and the adapter's registration for `.touchUpInside` tells it.
  @Test func onADragOnlyControlALaterTouchAtTheAddressOfADroppedTouchLiftedInsideIsNew() {
    let (window, control) = plainControl()
    control.addTarget(recorder, action: "drag", for: .touchDragInside)
    let first = window.touchDown(at: inside)
    first.move(to: CGPoint(x: 20, y: 10))
    first.lift()
    let dropped = window.touchDown(at: inside)
    dropped.move(to: CGPoint(x: 30, y: 10))
    dropped.lift()
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 2))
    let later = window.touchDown(at: inside, reusingTouchOf: dropped)
    later.move(to: CGPoint(x: 20, y: 10))
    later.lift()
    #expect(recorder.actions == ["drag", "drag"])
    scheduler.run()
  }

  /// A touch whose only send is the adapter's end registration ends nothing else: the touch before
  /// it was told its own end.
  @Test func aTouchThatSendsNothingButItsEndLeavesTheEarlierTouchsWindow() {
    let (window, control) = plainControl()
    control.addTarget(recorder, action: "drag", for: .touchDragInside)
    let first = window.touchDown(at: inside)
    first.move(to: CGPoint(x: 20, y: 10))
    first.lift()
    let outward = window.touchDown(at: inside)
    outward.move(to: farOutside)
    outward.lift()
    let third = window.touchDown(at: inside)
    third.move(to: CGPoint(x: 20, y: 10))
    third.lift()
    #expect(recorder.actions == ["drag"])
    scheduler.run()
  }

  /// A group member's drag that ends outside gives the group's window back, as its own.
  @Test func aGroupMembersDragLiftedOutsideLeavesTheGroupsWindowForAnotherMember() {
    let group = ThrottleGroup(interval: .seconds(1))
    let registry = ThrottleRegistry()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let back = GroupedButton(
      frame: CGRect(x: 0, y: 0, width: 100, height: 44), group: group, scheduler: scheduler, registry: registry)
    let next = GroupedButton(
      frame: CGRect(x: 0, y: 100, width: 100, height: 44), group: group, scheduler: scheduler, registry: registry)
    window.addSubview(back)
    window.addSubview(next)
    back.addTarget(recorder, action: "drag back", for: .touchDragInside)
    back.addTarget(recorder, action: "back", for: .touchUpInside)
    next.addTarget(recorder, action: "next", for: .touchUpInside)
    let finger = window.touchDown(at: inside)
    finger.move(to: CGPoint(x: 20, y: 10))
    finger.move(to: farOutside)
    finger.lift()
    window.simulateTap(at: CGPoint(x: 10, y: 110))
    #expect(recorder.actions == ["drag back", "next"])
    scheduler.run()
  }

  /// With only the target-action override, UIKit performs the end registration itself.
  @Test func theEndIsToldWithoutTheActionOverrideToo() {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let control = SelectorOverrideControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    window.addSubview(control)
    control.addTarget(recorder, action: "drag", for: .touchDragInside)
    control.addTarget(recorder, action: "pay", for: .touchUpInside)
    let finger = window.touchDown(at: inside)
    finger.move(to: CGPoint(x: 20, y: 10))
    finger.move(to: farOutside)
    finger.lift()
    window.simulateTap(at: inside)
    #expect(recorder.actions == ["drag", "pay"])
    scheduler.run()
  }

  /// On a multi-touch control a touch down may be another finger's, so it ends only a touch whose
  /// end was told: a later touch at a dropped touch's address is still a new one.
  @Test(arguments: [false, true])
  func onAMultiTouchControlALaterTouchAtADroppedTouchsAddressIsNew(liftedOutside: Bool) {
    let (window, control) = plainControl()
    control.isMultipleTouchEnabled = true
    control.addTarget(recorder, action: "drag", for: .touchDragInside)
    if liftedOutside { control.addTarget(recorder, action: "pay", for: .touchUpInside) }
    window.simulateTouch(at: inside, movingThrough: [CGPoint(x: 20, y: 10)])
    let dropped = window.touchDown(at: inside)
    dropped.move(to: CGPoint(x: 30, y: 10))
    if liftedOutside { dropped.move(to: farOutside) }
    dropped.lift()
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 5))
    let later = window.touchDown(at: inside, reusingTouchOf: dropped)
    later.move(to: CGPoint(x: 20, y: 10))
    later.lift()
    #expect(recorder.actions == (liftedOutside ? ["drag", "pay", "drag", "pay"] : ["drag", "drag"]))
    scheduler.run()
  }

  /// Events handled in one go before any scheduled work runs (a late main thread), or a scheduler
  /// that never runs it: a later touch at a drag-off's address is still a tap of its own.
  @Test func aReusedTouchHandledBeforeScheduledWorkRunsIsANewTap() {
    let window = makeWindow()  // the double's own clock: the throttle's scheduler never moves
    let control = TwoOverrideControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    window.addSubview(control)
    control.addTarget(recorder, action: "drag", for: .touchDragInside)
    control.addTarget(recorder, action: "pay", for: .touchUpInside)
    let first = window.touchDown(at: inside)
    first.move(to: CGPoint(x: 20, y: 10))
    first.move(to: farOutside)
    first.lift()
    let second = window.touchDown(at: inside, reusingTouchOf: first)
    second.lift(after: 0.03)
    window.simulateTap(at: inside, holdingFor: 0.03)
    #expect(recorder.actions == ["drag", "pay"])
    scheduler.run()
  }

  /// A custom control whose `continueTracking` returns `false` stops tracking its touch, and UIKit
  /// sends none of that touch's ends (§2); the next touch's begin ends it.
  @Test func aTouchWhoseTrackingStoppedIsNotTakenForALaterTouchAtItsAddress() {
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    let control = StopsTrackingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44), scheduler: scheduler)
    window.addSubview(control)
    control.addTarget(recorder, action: "drag", for: .touchDragInside)
    control.addTarget(recorder, action: "pay", for: .touchUpInside)
    window.simulateTap(at: inside)
    let dropped = window.touchDown(at: inside)
    dropped.move(to: CGPoint(x: 20, y: 10))  // inside the tap's window: dropped
    dropped.move(to: CGPoint(x: 30, y: 10))  // tracking stops
    dropped.lift()
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: 2))
    let later = window.touchDown(at: inside, reusingTouchOf: dropped)
    later.move(to: CGPoint(x: 20, y: 10))
    later.lift()
    #expect(recorder.actions == ["pay", "drag", "pay"])
    scheduler.run()
  }
}

/// A control that stops tracking its touch at the touch's second move.
private final class StopsTrackingControl: TwoOverrideControl {
  private var moves = 0

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    moves += 1
    return moves % 2 == 1
  }
}

/// A control with the target-action override only: its `UIAction` handlers are not throttled.
private final class SelectorOverrideControl: UIControl, ThrottledUIControl {
  let throttle: Throttle

  init(frame: CGRect, scheduler: VirtualScheduler) {
    throttle = Throttle(.defaultInterval, scheduler: scheduler, registry: ThrottleRegistry())
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("Not decoded in tests.")
  }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
  }
}
