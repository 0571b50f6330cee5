#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

/// The bindings of controls, bar button items and Return keys to async throttled actions: one
/// ``AsyncActionBinding`` per control, following the action it was bound to last, forgotten when
/// the control goes away.
///
/// The control holds the action, as it holds any `UIAction`'s handler, so that an action nobody
/// else keeps still runs; the action never holds the control: its observer holds the binding
/// weakly and goes with the control.
@MainActor
enum AsyncActionBindings {
  private struct Entry {
    weak var control: AnyObject?
    let binding: AsyncActionBinding
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// The identifier of the action a binding registers on its control, so that binding again
  /// replaces it.
  static let actionIdentifier = UIAction.Identifier("ControlThrottle.asyncThrottledAction")

  /// Binds `control` to `action`, shown with `appearance`, and returns its binding: the one it had,
  /// or a new one whose app condition starts as `isEnabled`, read then.
  static func bind(
    _ control: AnyObject, to action: AsyncThrottledAction, isEnabled: () -> Bool, appearance: AsyncActionAppearance
  ) -> AsyncActionBinding {
    entries = entries.filter { $0.value.control != nil }
    let key = ObjectIdentifier(control)
    let binding: AsyncActionBinding
    if let entry = entries[key], entry.control === control {
      binding = entry.binding
      binding.appearance = appearance
    } else {
      binding = AsyncActionBinding(isEnabled: isEnabled(), appearance: appearance)
      entries[key] = Entry(control: control, binding: binding)
    }
    binding.follow(action, owner: control)
    return binding
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
