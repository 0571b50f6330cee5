#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

/// The `UIAction` handlers of adopted controls, re-registered through each control's throttle so
/// that UIKit, which performs a handler from the control without passing the application, still
/// reaches the throttle: a target-action and a handler of one tap share one decision.
///
/// When a touch or press begins on a control whose exact type is registered, before UIKit delivers
/// it, each handler the control has that is not yet re-registered is replaced by one with the same
/// identifier, title, image, discoverability title, attributes and state, for the same events and
/// in the same place in the dispatch order, whose handler asks the throttle and then performs the
/// original through the control's public `sendAction(_:)`. Those six are all it keeps: a
/// `subtitle` (iOS 15) or `selectedImage` (iOS 17) is not copied. Every other registration stays,
/// in its order. Nothing is swizzled: the replacement uses
/// `enumerateEventHandlers(_:)`, `removeAction(identifiedBy:for:)`, `removeTarget(_:action:for:)`,
/// `addTarget(_:action:for:)` and `addAction(_:for:)` (iOS 14).
@MainActor
final class AdoptedActionHandlers {
  /// A registration of a control, as `enumerateEventHandlers(_:)` lists it.
  private enum Registration {
    case handler(UIAction, UIControl.Event)
    case targetAction(target: Any?, action: Selector, UIControl.Event)
  }

  /// A handler this type registered, held weakly: the control holds it.
  private struct Replacement {
    weak var action: UIAction?
  }

  /// The handlers re-registered so far, by identity, to leave them alone at the next touch.
  private var replacements: [ObjectIdentifier: Replacement] = [:]
  /// The size past which released replacements are swept out.
  private var sweepThreshold = 64

  /// How many replacements are recorded, released ones not yet swept included.
  var count: Int { replacements.count }

  /// Re-registers through `throttle` the handlers of `control` that are not yet.
  func adopt(_ control: UIControl, throttle: Throttle) {
    guard hasHandlerToReplace(control) else { return }
    var registrations: [Registration] = []
    var firstToReplace: Int?
    control.enumerateEventHandlers { action, targetAction, events, _ in
      if let action {
        if firstToReplace == nil && needsReplacement(action) { firstToReplace = registrations.count }
        registrations.append(.handler(action, events))
      } else if let (target, selector) = targetAction {
        registrations.append(.targetAction(target: target, action: selector, events))
      }
    }
    guard let firstToReplace else { return }
    // Added registrations go last, so every one from the first re-added on is added again, in order.
    // All are removed before any is added: removing a nil target removes every target of its
    // selector, which would take one already added again with it.
    let reAdded = registrations[Self.firstToReAdd(registrations, from: firstToReplace)...]
    for registration in reAdded {
      switch registration {
      case .handler(let action, let events):
        control.removeAction(identifiedBy: action.identifier, for: events)
      case .targetAction(let target, let selector, let events):
        control.removeTarget(target, action: selector, for: events)
      }
    }
    for registration in reAdded {
      switch registration {
      case .handler(let action, let events):
        let added = needsReplacement(action) ? replacement(for: action, of: control, throttle: throttle) : action
        control.addAction(added, for: events)
      case .targetAction(let target, let selector, let events):
        control.addTarget(target, action: selector, for: events)
      }
    }
  }

  /// Whether `control` has a handler not yet re-registered, found without collecting anything:
  /// every touch on an adopted control asks, twice, and the answer is almost always no.
  private func hasHandlerToReplace(_ control: UIControl) -> Bool {
    var found = false
    control.enumerateEventHandlers { action, _, _, stop in
      if let action, needsReplacement(action) {
        found = true
        stop = true
      }
    }
    return found
  }

  /// Where re-adding starts: at `first`, or earlier at a target-action whose selector a nil-target
  /// registration re-added after it shares, since removing that one (`removeTarget(nil, …)`, the
  /// responder chain's, as storyboards make) removes every target of the selector.
  private static func firstToReAdd(_ registrations: [Registration], from first: Int) -> Int {
    var start = first
    while let earlier = registrations[..<start].firstIndex(where: { registration in
      guard case .targetAction(_, let selector, _) = registration else { return false }
      return registrations[start...].contains { later in
        guard case .targetAction(let target, let laterSelector, _) = later else { return false }
        return target == nil && laterSelector == selector
      }
    }) {
      start = earlier
    }
    return start
  }

  /// Forgets every replacement; for tests that swap the registry.
  func removeAll() {
    replacements.removeAll()
  }

  /// Whether `action` is an app's handler not yet re-registered: neither a replacement, nor one of
  /// the throttle's own registrations, nor a binding's, whose action decides its own calls.
  private func needsReplacement(_ action: UIAction) -> Bool {
    if replacements[ObjectIdentifier(action)]?.action === action { return false }
    if ControlSendRules.isTouchPhaseRegistration(action) { return false }
    return action.identifier != AsyncActionBindings.actionIdentifier
  }

  /// A handler like `original` whose performance the throttle decides first.
  private func replacement(for original: UIAction, of control: UIControl, throttle: Throttle) -> UIAction {
    let replacement = UIAction(
      title: original.title, image: original.image, identifier: original.identifier,
      discoverabilityTitle: original.discoverabilityTitle, attributes: original.attributes, state: original.state
    ) { [weak control] performed in
      guard let control else { return }
      let perform = { control.sendAction(original) }
      if ControlSendRules.isValueControl(control) {
        throttle.passValueChange(of: control, perform)
      } else {
        _ = ControlSendRules.decideEventlessSend(of: control, throttle: throttle, handler: performed, perform)
      }
    }
    record(replacement)
    return replacement
  }

  private func record(_ replacement: UIAction) {
    if replacements.count >= sweepThreshold {
      replacements = replacements.filter { $0.value.action != nil }
      sweepThreshold = max(64, replacements.count * 2)
    }
    replacements[ObjectIdentifier(replacement)] = Replacement(action: replacement)
  }
}
#endif
