#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

/// The bindings of controls, bar button items and Return keys to async throttled actions: one per
/// control, replaced when the control is bound again, forgotten when the control goes away.
///
/// The control holds the action, as it holds any `UIAction`'s handler, so that an action nobody
/// else keeps still runs; the action never holds the control: its observer holds it weakly and
/// goes with it.
@MainActor
enum AsyncActionBindings {
  private struct Binding {
    weak var control: AnyObject?
    weak var action: AsyncThrottledAction?
    let observation: ObserverID
  }

  private static var bindings: [ObjectIdentifier: Binding] = [:]

  /// The identifier of the action a binding registers on its control, so that binding again
  /// replaces it.
  static let actionIdentifier = UIAction.Identifier("ControlThrottle.asyncThrottledAction")

  /// Binds `control` to `action`, replacing its previous binding, and shows `action`'s state with
  /// `show` now and after each change.
  static func bind(
    _ control: AnyObject, to action: AsyncThrottledAction, show: @escaping @MainActor (AsyncThrottledAction) -> Void
  ) {
    bindings = bindings.filter { $0.value.control != nil }
    let key = ObjectIdentifier(control)
    if let previous = bindings[key], previous.control === control {
      previous.action?.removeObserver(previous.observation)
    }
    let observation = action.addObserver(owner: control) { [weak action] event in
      guard case .stateChanged = event, let action else { return }
      show(action)
    }
    bindings[key] = Binding(control: control, action: action, observation: observation)
    show(action)
  }

  /// The action a binding registers: it calls `action`, whose ``AsyncThrottledAction/onDecision``
  /// reports the decision, drops included.
  static func trigger(_ action: AsyncThrottledAction) -> UIAction {
    UIAction(identifier: actionIdentifier) { _ in
      action()
    }
  }
}
#endif
