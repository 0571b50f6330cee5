import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import UIKit

/// A bar button item throttled by the application, with its own interval or a group.
final class NextItem: UIBarButtonItem, ThrottledBarButtonItem {
  let throttle: Throttle

  init(
    title: String,
    target: ActionRecorder,
    interval: Duration = .seconds(1),
    group: ThrottleGroup? = nil,
    scheduler: VirtualScheduler,
    registry: ThrottleRegistry = ThrottleRegistry()
  ) {
    throttle = Throttle(.interval(interval), group: group, scheduler: scheduler, registry: registry)
    super.init()
    self.title = title
    self.target = target
    self.action = Selector(title)
  }
}

/// A bar button item that opts in by type only: the registry's registration decides.
final class RegisteredItem: UIBarButtonItem, ThrottledBarButtonItem {
  let throttle: Throttle

  init(target: ActionRecorder, scheduler: VirtualScheduler, registry: ThrottleRegistry) {
    throttle = Throttle(scheduler: scheduler, registry: registry)
    super.init()
    self.target = target
    self.action = "registered"
  }
}

/// A button that may belong to a group, adopted with the two `sendAction` overrides.
final class GroupedButton: UIButton, ThrottledUIControl {
  let throttle: Throttle

  init(frame: CGRect, group: ThrottleGroup?, scheduler: VirtualScheduler, registry: ThrottleRegistry) {
    throttle = Throttle(.interval(.milliseconds(500)), group: group, scheduler: scheduler, registry: registry)
    super.init(frame: frame)
    isExclusiveTouch = false
  }

  required init?(coder: NSCoder) {
    fatalError("GroupedButton is not decoded in tests.")
  }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
  }

  override func sendAction(_ action: UIAction) {
    throttleSendAction(action) { super.sendAction(action) }
  }
}

/// A table delegate that refuses a dropped selection before it highlights or selects.
@MainActor
final class ThrottledSelectionDelegate: UITableViewDelegate {
  let selection: ThrottledAction<IndexPath>
  private(set) var pushed: [Int] = []

  init(scheduler: VirtualScheduler, interval: Duration = .seconds(1)) {
    selection = ThrottledAction<IndexPath>.onMainActor(interval: interval, scheduler: scheduler) { _ in }
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    !selection.isIgnoring
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    selection(indexPath).isAccepted ? indexPath : nil
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    pushed.append(indexPath.row)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

/// A table delegate that only vetoes in `willSelectRowAt`, for the highlight's sake.
@MainActor
final class WillSelectOnlyDelegate: UITableViewDelegate {
  let selection: ThrottledAction<IndexPath>
  private(set) var pushed: [Int] = []

  init(scheduler: VirtualScheduler) {
    selection = ThrottledAction<IndexPath>.onMainActor(interval: .seconds(1), scheduler: scheduler) { _ in }
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    selection(indexPath).isAccepted ? indexPath : nil
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    pushed.append(indexPath.row)
  }
}

/// A card view controller: a tap gesture and a key command, each throttled by a closure throttle.
@MainActor
final class CardController: UIResponder, UIKitTestActionTarget {
  let open: ThrottledAction<Void>
  private(set) var opened = 0

  init(scheduler: VirtualScheduler, group: ThrottleGroup? = nil) {
    var box: CardController?
    open = ThrottledAction.onMainActor(interval: .seconds(1), group: group, scheduler: scheduler) { box?.opened += 1 }
    super.init()
    box = self
  }

  func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
    open()
  }
}

/// A context-menu delegate whose menu holds throttled actions.
@MainActor
final class MenuProvider: UIContextMenuInteractionDelegate {
  let menu: UIMenu

  init(_ elements: [UIMenuElement]) { menu = UIMenu(children: elements) }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    let menu = self.menu
    return UIContextMenuConfiguration(actionProvider: { _ in menu })
  }
}
