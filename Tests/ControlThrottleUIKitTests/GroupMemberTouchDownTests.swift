import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A group member whose touch-down goes to two targets: every target's send after the first is the
/// touch's first phase again, at the same instant, and must leave the group's window armed.
@Suite @MainActor struct GroupMemberTouchDownTests {
  @Test func aTouchDownWithTwoTargetsKeepsTheGroupsWindow() {
    let scheduler = VirtualScheduler()
    let recorder = ActionRecorder()
    let group = ThrottleGroup(interval: .seconds(1))
    let registry = ThrottleRegistry()
    let window = makeWindow(clock: bridgedClock(to: scheduler))
    defer { scheduler.run() }
    let back = GroupedButton(
      frame: CGRect(x: 0, y: 0, width: 100, height: 44), group: group, scheduler: scheduler, registry: registry)
    let next = GroupedButton(
      frame: CGRect(x: 0, y: 100, width: 100, height: 44), group: group, scheduler: scheduler, registry: registry)
    window.addSubview(back)
    window.addSubview(next)
    back.addTarget(recorder, action: "highlight", for: .touchDown)
    back.addTarget(recorder, action: "haptic", for: .touchDown)
    back.addTarget(recorder, action: "back", for: .touchUpInside)
    next.addTarget(recorder, action: "next", for: .touchUpInside)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    scheduler.advance(by: .milliseconds(100))
    window.simulateTap(at: CGPoint(x: 10, y: 110))
    #expect(recorder.actions == ["highlight", "haptic", "back"])
  }
}
