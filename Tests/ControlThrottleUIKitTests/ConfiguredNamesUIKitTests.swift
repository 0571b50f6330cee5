import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A bar button item that names its throttle, and takes its interval from the registry unless
/// given one.
final class NamedItem: UIBarButtonItem, ThrottledBarButtonItem {
  let throttle: Throttle

  init(
    title: String, name: String?, setting: ThrottleSetting, target: ActionRecorder, scheduler: VirtualScheduler,
    registry: ThrottleRegistry
  ) {
    throttle = Throttle(setting, name: name, scheduler: scheduler, registry: registry)
    super.init()
    self.title = title
    self.target = target
    self.action = Selector(title)
  }
}

/// A configuration `{"pay": 1.0, "default": 0.5}` applied mid-session, through real input: a bar
/// button item, a menu's `UIAction.throttled` and a long press's `ThrottledGestureAction` named
/// `pay` take 1 s from their next window, unnamed ones 0.5 s, ones given an interval keep it, and
/// open windows keep their end.
@Suite @MainActor struct ConfiguredNamesUIKitTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  let registry = ThrottleRegistry(defaultInterval: .milliseconds(250))

  func window() -> UIWindow {
    makeWindow(clock: bridgedClock(to: scheduler), application: GatedTestApplication())
  }

  func applyPayOneSecondDefaultHalfASecond() throws {
    registry.apply(try ThrottleConfiguration(["pay": 1.0, "default": 0.5]))
  }

  func advance(to seconds: Double) {
    scheduler.advance(to: SchedulerInstant(secondsSinceBoot: seconds))
  }

  /// The centre of item `index` of a toolbar at the bottom of the window.
  func item(_ index: Int) -> CGPoint { CGPoint(x: CGFloat(index) * UIToolbar.itemWidth + 30, y: 458) }

  func tapItems(_ count: Int, in window: UIWindow) {
    for index in 0..<count { window.simulateTap(at: item(index), holdingFor: 0) }
  }

  @Test func barItemsFollowTheConfigurationFromTheirNextWindow() throws {
    let window = window()
    let bar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
    window.addSubview(bar)
    bar.items = [
      NamedItem(
        title: "pay", name: "pay", setting: .defaultInterval, target: recorder, scheduler: scheduler, registry: registry
      ),
      NamedItem(
        title: "other", name: nil, setting: .defaultInterval, target: recorder, scheduler: scheduler, registry: registry
      ),
      NamedItem(
        title: "fixed", name: "pay", setting: .interval(.milliseconds(300)), target: recorder, scheduler: scheduler,
        registry: registry),
    ]
    tapItems(3, in: window)
    #expect(recorder.actions == ["pay", "other", "fixed"])

    advance(to: 0.1)
    try applyPayOneSecondDefaultHalfASecond()
    // The open windows keep their end: 250 ms for the items that followed the default.
    advance(to: 0.2)
    tapItems(3, in: window)
    #expect(recorder.actions == ["pay", "other", "fixed"])
    advance(to: 0.3)
    tapItems(3, in: window)
    #expect(recorder.actions == ["pay", "other", "fixed", "pay", "other", "fixed"])
    // Next windows: pay 1 s, other 0.5 s, fixed its own 300 ms.
    advance(to: 0.8)
    tapItems(3, in: window)
    #expect(recorder.actions.suffix(2) == ["other", "fixed"])
    advance(to: 1.3)
    tapItems(1, in: window)
    #expect(recorder.actions.last == "pay")
    #expect(recorder.actions.count == 9)
    scheduler.run()
  }

  @Test func menuActionsFollowTheConfigurationFromTheirNextWindow() throws {
    let window = window()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(card)
    var runs: [String] = []
    let provider = MenuProvider([
      UIAction.throttled(title: "Pay", name: "pay", scheduler: scheduler, registry: registry) { _ in runs.append("pay")
      },
      UIAction.throttled(title: "Other", scheduler: scheduler, registry: registry) { _ in runs.append("other") },
      UIAction.throttled(
        title: "Fixed", interval: .milliseconds(300), name: "pay", scheduler: scheduler, registry: registry
      ) { _ in runs.append("fixed") },
    ])
    let interaction = UIContextMenuInteraction(delegate: provider)
    card.addInteraction(interaction)
    func chooseAll() {
      for title in ["Pay", "Other", "Fixed"] { #expect(interaction.simulateChoosing(title, holdingFor: 0)) }
    }
    chooseAll()
    advance(to: 0.1)
    try applyPayOneSecondDefaultHalfASecond()
    advance(to: 0.2)
    chooseAll()
    #expect(runs == ["pay", "other", "fixed"])
    advance(to: 0.3)
    chooseAll()
    advance(to: 0.8)
    chooseAll()
    #expect(runs == ["pay", "other", "fixed", "pay", "other", "fixed", "other", "fixed"])
    advance(to: 1.3)
    chooseAll()
    #expect(runs.suffix(3) == ["pay", "other", "fixed"])
    scheduler.run()
  }

  @Test func aNamedMenuActionsDecisionsReachTheObserversByName() {
    let window = window()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(card)
    var records: [ThrottleRecord] = []
    let observation = registry.addObserver { records.append($0) }
    defer { observation.cancel() }
    let provider = MenuProvider([
      UIAction.throttled(title: "Pay", name: "pay", scheduler: scheduler, registry: registry) { _ in }
    ])
    let interaction = UIContextMenuInteraction(delegate: provider)
    card.addInteraction(interaction)
    interaction.simulateChoosing("Pay", holdingFor: 0)
    interaction.simulateChoosing("Pay", holdingFor: 0)
    #expect(records.map(\.name) == ["pay", "pay"])
    #expect(records.map(\.decision.isAccepted) == [true, false])
    #expect(records.allSatisfy { $0.inputKind == .eventless })
    scheduler.run()
  }

  /// A view whose long press is handled by `handle`.
  final class Bubble: UIView, UIKitTestActionTarget {
    var handle: (UIGestureRecognizer) -> Void = { _ in }

    func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
      guard let recognizer = sender as? UIGestureRecognizer else { return }
      handle(recognizer)
    }
  }

  @Test func gestureActionsFollowTheConfigurationFromTheirNextWindow() throws {
    let window = window()
    var menus: [String] = []
    let actions = [
      ThrottledGestureAction(name: "pay", scheduler: scheduler, registry: registry) { recognizer in
        if recognizer.state == .began { menus.append("pay") }
      },
      ThrottledGestureAction(scheduler: scheduler, registry: registry) { recognizer in
        if recognizer.state == .began { menus.append("other") }
      },
      ThrottledGestureAction(interval: .milliseconds(300), name: "pay", scheduler: scheduler, registry: registry) {
        recognizer in
        if recognizer.state == .began { menus.append("fixed") }
      },
    ]
    var bubbles: [Bubble] = []
    for (index, action) in actions.enumerated() {
      let bubble = Bubble(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 90, height: 60))
      window.addSubview(bubble)
      bubble.addGestureRecognizer(UILongPressGestureRecognizer(target: bubble, action: "longPressed"))
      bubble.handle = { action($0) }
      bubbles.append(bubble)
    }
    /// Presses every bubble at once, for 0.6 s: each recognition begins 0.5 s in.
    func pressAll() {
      let fingers = bubbles.map { window.touchDown(at: CGPoint(x: $0.frame.midX, y: 30)) }
      scheduler.advance(by: .milliseconds(600))
      for finger in fingers { finger.lift(after: 0) }
    }
    try applyPayOneSecondDefaultHalfASecond()
    // Recognitions begin at 0.5: pay holds until 1.5, other until 1.0, fixed until 0.8.
    pressAll()
    #expect(menus == ["pay", "other", "fixed"])
    // Recognitions begin at 1.2: inside pay's window only.
    advance(to: 0.7)
    pressAll()
    #expect(menus == ["pay", "other", "fixed", "other", "fixed"])
    // Recognitions begin at 1.9: after every window.
    advance(to: 1.4)
    pressAll()
    #expect(menus == ["pay", "other", "fixed", "other", "fixed", "pay", "other", "fixed"])
    scheduler.run()
  }

  @Test func anOpenGestureWindowKeepsItsEnd() throws {
    let window = window()
    let bubble = Bubble(frame: CGRect(x: 0, y: 0, width: 90, height: 60))
    window.addSubview(bubble)
    bubble.addGestureRecognizer(UILongPressGestureRecognizer(target: bubble, action: "longPressed"))
    let second = Bubble(frame: CGRect(x: 100, y: 0, width: 90, height: 60))
    window.addSubview(second)
    second.addGestureRecognizer(UILongPressGestureRecognizer(target: second, action: "longPressed"))
    var menus = 0
    let action = ThrottledGestureAction(name: "pay", scheduler: scheduler, registry: registry) { recognizer in
      if recognizer.state == .began { menus += 1 }
    }
    bubble.handle = { action($0) }
    second.handle = { action($0) }
    // Begins at 0.5, arming the default 250 ms until 0.75.
    let first = window.touchDown(at: CGPoint(x: 45, y: 30))
    advance(to: 0.3)
    // Begins at 0.8 on the other bubble: after the open window's end, though inside the new 1 s.
    let next = window.touchDown(at: CGPoint(x: 145, y: 30))
    advance(to: 0.55)
    first.lift(after: 0)
    #expect(menus == 1)
    try applyPayOneSecondDefaultHalfASecond()
    advance(to: 0.9)
    next.lift(after: 0)
    #expect(menus == 2)
    scheduler.run()
  }
}
