import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// Bar button items, groups of controls, menus, gestures, table selection and key commands,
/// through real input in the double, each path under every reading of what is not confirmed.
@Suite @MainActor struct BeyondControlsTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()

  func window(_ assumptions: UIKitTestAssumptions = UIKitTestAssumptions()) -> UIWindow {
    makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions, application: GatedTestApplication())
  }

  func assumptions(internalBarSendPassesApplication: Bool) -> UIKitTestAssumptions {
    var assumptions = UIKitTestAssumptions()
    assumptions.barButtonItemInternalSendPassesApplication = internalBarSendPassesApplication
    return assumptions
  }

  func toolbar(_ items: [UIBarButtonItem], in window: UIWindow) -> UIToolbar {
    let bar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
    window.addSubview(bar)
    bar.items = items
    return bar
  }

  /// The centre of item `index` of a toolbar at the bottom of the window.
  func item(_ index: Int) -> CGPoint { CGPoint(x: CGFloat(index) * UIToolbar.itemWidth + 30, y: 458) }

  /// Back at the top left and Next at the top right of `window`, with their own interval of half a
  /// second and optionally one group, each sending its name to the recorder on touch-up.
  func addBackAndNext(group: ThrottleGroup?, registry: ThrottleRegistry, in window: UIWindow) -> (
    back: GroupedButton, next: GroupedButton
  ) {
    let back = GroupedButton(
      frame: CGRect(x: 0, y: 0, width: 100, height: 44), group: group, scheduler: scheduler, registry: registry)
    let next = GroupedButton(
      frame: CGRect(x: 200, y: 0, width: 100, height: 44), group: group, scheduler: scheduler, registry: registry)
    window.addSubview(back)
    window.addSubview(next)
    back.addTarget(recorder, action: "back", for: .touchUpInside)
    next.addTarget(recorder, action: "next", for: .touchUpInside)
    return (back, next)
  }

  /// A card of 200 × 200 points at the top left of `window`.
  func addCard(to window: UIWindow) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(card)
    return card
  }

  /// A table of five rows filling the top of `window`, selected through `delegate`.
  func addTable(selectingThrough delegate: any UITableViewDelegate, to window: UIWindow) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    table.numberOfRows = 5
    table.delegate = delegate
    window.addSubview(table)
    return table
  }

  func advance(by seconds: Double) {
    scheduler.advance(by: .nanoseconds(Int64((seconds * 1e9).rounded())))
  }

  // MARK: Bar button items

  @Test(arguments: [true, false])
  func aBarItemTappedTwicePushesOnce(internalBarSendPassesApplication: Bool) {
    let window = window(assumptions(internalBarSendPassesApplication: internalBarSendPassesApplication))
    let next = NextItem(title: "next", target: recorder, scheduler: scheduler)
    _ = toolbar([next], in: window)
    window.simulateTap(at: item(0))
    window.simulateTap(at: item(0))
    #expect(recorder.actions == ["next"])
    advance(by: 1)
    window.simulateTap(at: item(0))
    #expect(recorder.actions == ["next", "next"])
    scheduler.run()
  }

  @Test(arguments: [true, false])
  func oneTapOnABarItemIsOneDecisionThoughItPassesTheApplicationTwice(internalBarSendPassesApplication: Bool) {
    let window = window(assumptions(internalBarSendPassesApplication: internalBarSendPassesApplication))
    let registry = ThrottleRegistry()
    let records = LockedRecords()
    let observation = registry.addObserver { records.append($0) }
    defer { observation.cancel() }
    let next = NextItem(title: "next", target: recorder, scheduler: scheduler, registry: registry)
    _ = toolbar([next], in: window)
    window.simulateTap(at: item(0))
    #expect(records.all.map(\.decision) == [.accepted])
    #expect(records.all.first?.control == ObjectIdentifier(next))
    scheduler.run()
  }

  @Test func anItemOptedInByItsTypeTakesTheRegisteredInterval() {
    let window = window()
    let registry = ThrottleRegistry()
    let item = RegisteredItem(target: recorder, scheduler: scheduler, registry: registry)
    let plain = UIBarButtonItem(title: "plain", style: .plain, target: recorder, action: "plain")
    _ = toolbar([item, plain], in: window)
    window.simulateTap(at: self.item(0))
    window.simulateTap(at: self.item(0))
    #expect(recorder.actions == ["registered", "registered"])
    registry.register(RegisteredItem.self, interval: .seconds(1))
    window.simulateTap(at: self.item(0))
    window.simulateTap(at: self.item(0))
    window.simulateTap(at: self.item(1))
    window.simulateTap(at: self.item(1))
    #expect(recorder.actions == ["registered", "registered", "registered", "plain", "plain"])
    scheduler.run()
  }

  @Test(arguments: [true, false])
  func twoBarItemsOfAGroupTappedTogetherRunOne(internalBarSendPassesApplication: Bool) {
    let window = window(assumptions(internalBarSendPassesApplication: internalBarSendPassesApplication))
    let group = ThrottleGroup(interval: .seconds(1))
    let back = NextItem(title: "back", target: recorder, group: group, scheduler: scheduler)
    let next = NextItem(title: "next", target: recorder, group: group, scheduler: scheduler)
    _ = toolbar([back, next], in: window)
    let first = window.touchDown(at: item(0))
    let second = window.touchDown(at: item(1))
    first.lift(after: 0.05)
    second.lift(after: 0)
    #expect(recorder.actions == ["back"])
    scheduler.run()
  }

  @Test func aBarItemsPrimaryActionIsThrottledByTheActionItself() {
    let window = window()
    var runs = 0
    let share = UIBarButtonItem(
      primaryAction: UIAction.throttled(title: "share", interval: .seconds(1), scheduler: scheduler) { _ in runs += 1 })
    _ = toolbar([share], in: window)
    window.simulateTap(at: item(0))
    window.simulateTap(at: item(0))
    #expect(runs == 1)
    advance(by: 1)
    window.simulateTap(at: item(0))
    #expect(runs == 2)
    scheduler.run()
  }

  // MARK: Groups of controls

  @Test(arguments: [true, false])
  func backAndNextTappedWithTwoFingersRunOneWhenGroupedAndBothWhenNot(grouped: Bool) {
    let window = window()
    let registry = ThrottleRegistry()
    _ = addBackAndNext(group: grouped ? ThrottleGroup(interval: .seconds(1)) : nil, registry: registry, in: window)
    let left = window.touchDown(at: CGPoint(x: 10, y: 10))
    let right = window.touchDown(at: CGPoint(x: 210, y: 10))
    // Next lifts first: its touch-up is the first send of either tap.
    right.lift(after: 0.05)
    left.lift(after: 0)
    #expect(recorder.actions == (grouped ? ["next"] : ["next", "back"]))
    scheduler.run()
  }

  @Test func aGroupMembersDropIsObservedWithTheMemberThatHeldTheWindow() {
    let window = window()
    let registry = ThrottleRegistry()
    let records = LockedRecords()
    let observation = registry.addObserver { records.append($0) }
    defer { observation.cancel() }
    let (back, next) = addBackAndNext(group: ThrottleGroup(interval: .seconds(1)), registry: registry, in: window)
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    window.simulateTap(at: CGPoint(x: 210, y: 10))
    #expect(recorder.actions == ["back"])
    let drops = records.all.filter { $0.control == ObjectIdentifier(next) }
    #expect(drops.first.map { isGroupDrop($0.decision, heldBy: back) } == true)
    scheduler.run()
  }

  // MARK: Menus

  @Test func aMenuElementChosenTwiceInTheWindowRunsOnce() {
    let window = window()
    let card = addCard(to: window)
    var archived = 0
    let provider = MenuProvider([
      UIAction.throttled(title: "Archive", interval: .seconds(2), scheduler: scheduler) { _ in archived += 1 }
    ])
    let interaction = UIContextMenuInteraction(delegate: provider)
    card.addInteraction(interaction)
    #expect(interaction.simulateChoosing("Archive"))
    #expect(interaction.simulateChoosing("Archive"))  // half a second later: inside the window
    #expect(archived == 1)
    advance(by: 2)
    #expect(interaction.simulateChoosing("Archive"))
    #expect(archived == 2)
    scheduler.run()
  }

  @Test func menuElementsOfOneGroupAreExclusive() {
    let window = window()
    let card = addCard(to: window)
    let group = ThrottleGroup(interval: .seconds(2))
    var log: [String] = []
    let provider = MenuProvider([
      UIAction.throttled(title: "Pay now", interval: .zero, group: group, scheduler: scheduler) { _ in
        log.append("now")
      },
      UIAction.throttled(title: "Pay later", interval: .zero, group: group, scheduler: scheduler) { _ in
        log.append("later")
      },
    ])
    let interaction = UIContextMenuInteraction(delegate: provider)
    card.addInteraction(interaction)
    interaction.simulateChoosing("Pay now")
    interaction.simulateChoosing("Pay later")
    #expect(log == ["now"])
    scheduler.run()
  }

  // MARK: Gestures

  @Test func aTapGesturesHandlerRunsOncePerWindow() {
    let window = window()
    let card = addCard(to: window)
    let controller = CardController(scheduler: scheduler)
    card.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: "open"))
    window.simulateTap(at: CGPoint(x: 50, y: 50))
    window.simulateTap(at: CGPoint(x: 50, y: 50))
    #expect(controller.opened == 1)
    advance(by: 1)
    window.simulateTap(at: CGPoint(x: 50, y: 50))
    #expect(controller.opened == 2)
    // A drag is no tap: the handler is not called, and nothing is used up.
    advance(by: 1)
    window.simulateTouch(at: CGPoint(x: 50, y: 50), movingThrough: [CGPoint(x: 120, y: 50)])
    #expect(controller.opened == 2)
    window.simulateTap(at: CGPoint(x: 50, y: 50))
    #expect(controller.opened == 3)
    scheduler.run()
  }

  // MARK: Table selection

  @Test func aRowSelectedTwicePushesOnceAndTheDroppedSelectionDoesNotHighlight() {
    let window = window()
    let delegate = ThrottledSelectionDelegate(scheduler: scheduler)
    let table = addTable(selectingThrough: delegate, to: window)
    let row = CGPoint(x: 100, y: 66)  // row 1
    window.simulateTap(at: row)
    scheduler.run()  // the selection runs after the next commit
    #expect(delegate.pushed == [1])
    let finger = window.touchDown(at: row)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
    finger.lift()
    scheduler.run()
    #expect(delegate.pushed == [1])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
    advance(by: 1)
    window.simulateTap(at: row)
    scheduler.run()
    #expect(delegate.pushed == [1, 1])
  }

  @Test func aSelectionVetoedInWillSelectDoesNotStayHighlighted() {
    let window = window()
    let delegate = WillSelectOnlyDelegate(scheduler: scheduler)
    let table = addTable(selectingThrough: delegate, to: window)
    window.simulateTap(at: CGPoint(x: 100, y: 66))
    scheduler.run()
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    window.simulateTap(at: CGPoint(x: 100, y: 110))  // row 2, inside the window
    scheduler.run()
    #expect(delegate.pushed == [1])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
  }

  // MARK: Key commands

  @Test(arguments: [true, false])
  func aKeyCommandHeldDownRunsOncePerWindow(throughApplication: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.keyCommandActionsPassThroughApplicationSendAction = throughApplication
    let window = window(assumptions)
    let controller = CardController(scheduler: scheduler)
    window.focus(controller)
    let command = UIKeyCommand(input: "o", modifierFlags: .command, action: "open")
    window.simulateKeyCommand(command, repeats: 5)  // half a second of key repeats
    #expect(controller.opened == 1)
    advance(by: 1)
    window.simulateKeyCommand(command)
    #expect(controller.opened == 2)
  }

  @Test func aKeyCommandAndATapGestureInOneGroupAreExclusive() {
    let window = window()
    let group = ThrottleGroup(interval: .seconds(1))
    let controller = CardController(scheduler: scheduler, group: group)
    let other = CardController(scheduler: scheduler, group: group)
    addCard(to: window).addGestureRecognizer(UITapGestureRecognizer(target: other, action: "open"))
    window.focus(controller)
    window.simulateKeyCommand(UIKeyCommand(input: "o", modifierFlags: .command, action: "open"))
    window.simulateTap(at: CGPoint(x: 50, y: 50))
    #expect(controller.opened == 1)
    #expect(other.opened == 0)
    scheduler.run()
  }
}

/// Whether `decision` is a drop by the group's window held by `member`.
func isGroupDrop(_ decision: ThrottleDecision, heldBy member: AnyObject) -> Bool {
  guard case .dropped(.insideGroupWindow(_, let holder)) = decision else { return false }
  return holder == ObjectIdentifier(member)
}

/// Records collected from the observer, which may be called on any thread.
final class LockedRecords: @unchecked Sendable {
  // Sendable: `records` is only touched under `lock`.
  private let lock = NSLock()
  private var records: [ThrottleRecord] = []
  func append(_ record: ThrottleRecord) { lock.withLock { records.append(record) } }
  var all: [ThrottleRecord] { lock.withLock { records } }
}
