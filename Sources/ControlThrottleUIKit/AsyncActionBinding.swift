#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

/// The binding of a control or bar button item to an ``ControlThrottle/AsyncThrottledAction``: it
/// shows the action's state on the control without overriding the app's own rules.
///
/// The control is enabled only while the app allows it (``isEnabled``) and the action takes calls
/// (``ControlThrottle/AsyncThrottledAction/isIgnoring`` is `false`); the busy appearance — a
/// configured `UIButton`'s `showsActivityIndicator`, and ``busyAccessibilityValue`` — comes from
/// the run (``ControlThrottle/AsyncThrottledAction/isRunning``), not from `isEnabled`. While bound,
/// the binding sets the control's `isEnabled` at every change of either. The app states its own
/// condition here, or by setting the control's `isEnabled` itself: a value other than the one the
/// binding set last is taken as the app's at the next change, and holds through runs and after
/// them:
///
/// ```swift
/// let order = orderButton.bind(to: model.placeOrder)
/// order.isEnabled = form.isValid  // the app's rule; the run's hold comes on top of it
/// ```
///
/// While the binding holds the control disabled for a run, the control's value is already
/// `false`, so setting it to `false` then is not seen: set ``isEnabled`` on the binding instead.
///
/// One binding per control: binding the control again, to another action, returns the same
/// binding, which keeps the app's ``isEnabled``.
@MainActor
public final class AsyncActionBinding {
  /// Whether the app allows the control now; the control is enabled only while this is `true`
  /// and the action takes calls.
  ///
  /// Starts as the control's `isEnabled` when it is first bound, so a control the app disabled
  /// before binding stays disabled, and follows the app's own writes to the control's `isEnabled`
  /// (see ``AsyncActionBinding``). A control set to `false` stays disabled through a run and
  /// after it, until the app sets `true` again.
  public var isEnabled: Bool {
    get {
      readControl()
      return state.appAllows
    }
    set {
      readControl()
      state.appAllows = newValue
      show()
    }
  }

  /// What VoiceOver reads as the control's value while the action runs, such as a localized
  /// "Sending"; `nil` (the default) leaves the control's `accessibilityValue` alone.
  ///
  /// When the run ends the binding puts back the value the control had when the run began, unless
  /// the app set another one meanwhile.
  public var busyAccessibilityValue: String? {
    didSet { show() }
  }

  /// The action bound now.
  private(set) weak var action: AsyncThrottledAction?
  private var observation: ObserverID?
  /// How this kind of control shows the state; replaced when it is bound another way.
  var appearance: AsyncActionAppearance
  /// The value shown for ``busyAccessibilityValue`` and the app's value it stands in for, while
  /// busy.
  private var shownBusyValue: (shown: String, appValue: String?)?

  /// The app's condition and what the binding wrote last.
  private var state: BoundControlState

  init(isEnabled: Bool, appearance: AsyncActionAppearance) {
    state = BoundControlState(appAllows: isEnabled)
    self.appearance = appearance
  }

  /// Follows `action` from now, forgetting the previous one, and shows its state at once.
  func follow(_ action: AsyncThrottledAction, owner: AnyObject) {
    if let observation { self.action?.removeObserver(observation) }
    self.action = action
    observation = action.addObserver(owner: owner) { [weak self] event in
      guard case .stateChanged = event else { return }
      self?.show()
    }
    show()
  }

  /// Shows the app's condition and the action's state on the control.
  func show() {
    readControl()
    let shown = state.show(isIgnoring: action?.isIgnoring ?? false, isRunning: action?.isRunning ?? false)
    appearance.enabled?.set(shown.isEnabled)
    appearance.setRunning?(shown.isBusy)
    showBusyValue(shown.isBusy ? busyAccessibilityValue : nil)
  }

  /// Takes a value the app wrote to the control's `isEnabled` as its condition.
  private func readControl() {
    if let isEnabled = appearance.enabled?.get() { state.read(controlIsEnabled: isEnabled) }
  }

  private func showBusyValue(_ value: String?) {
    guard let accessibilityValue = appearance.accessibilityValue else { return }
    let current = accessibilityValue.wrappedValue
    if let value {
      let appValue = shownBusyValue.map { current == $0.shown ? $0.appValue : current } ?? current
      if current != value { accessibilityValue.wrappedValue = value }
      shownBusyValue = (value, appValue)
    } else if let shown = shownBusyValue {
      // A value the app set during the run stays.
      if current == shown.shown { accessibilityValue.wrappedValue = shown.appValue }
      shownBusyValue = nil
    }
  }
}

/// How one kind of bound control shows a binding's state.
@MainActor
struct AsyncActionAppearance {
  /// The control's `isEnabled`; `nil` for a binding that never disables (a Return key).
  let enabled: Enabled?
  /// Shows a run in flight, such as a configured button's activity indicator; `nil` for none.
  let setRunning: (@MainActor (Bool) -> Void)?
  /// The control's `accessibilityValue`; `nil` for a control whose value VoiceOver must keep
  /// reading (a text field's text).
  let accessibilityValue: AccessibilityValue?

  /// Reads and writes one object's `isEnabled`; reads `nil` once the object is gone.
  @MainActor
  struct Enabled {
    let get: @MainActor () -> Bool?
    let set: @MainActor (Bool) -> Void
  }

  /// Reads and writes one object's `accessibilityValue`.
  @MainActor
  struct AccessibilityValue {
    let get: @MainActor () -> String?
    let set: @MainActor (String?) -> Void

    var wrappedValue: String? {
      get { get() }
      nonmutating set { set(newValue) }
    }
  }
}
#endif
