// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's control: touch tracking and target-action dispatch as UIKitCore does them (behaviour
/// notes §2, decompiled iOS 26.1).
///
/// Per touch phase:
/// - began: only when enabled and interactive; `beginTracking` decides tracking; then inside,
///   highlighted, `.touchDown`, and `.touchDownRepeat` for a tap count of 2 or more.
/// - moved: `continueTracking`; "mostly inside" (bounds grown by
///   ``UIKitTestAssumptions/controlDragMargin``) sets the highlight; `.touchDragEnter`/`Exit` when
///   that changes, then `.touchDragInside`/`Outside` on every move.
/// - ended: enter/exit if changed, `endTracking`, `.touchUpInside`/`Outside`, unhighlight (kept at
///   least 0.12 s after it was set).
/// - cancelled: `cancelTracking(with:)`, which sends `.touchCancel`.
/// - removal from the window while tracking: `cancelTracking(with: nil)`.
///
/// A focused control's select press (remote select, keyboard Return or Space) dispatches
/// `.primaryActionTriggered` on release, with no event or, under
/// ``UIKitTestAssumptions/pressActivationCarriesEvent``, the presses event (§9). A Large Content
/// Viewer lift sends `.touchUpInside` through `sendActions(for:)`, with no event (§9, decompiled).
///
/// Dispatch walks a copy of the registrations in order and calls each matching entry once:
/// `sendAction(_:to:for:)` for a target-action, `sendAction(_:)` (no event) for a `UIAction`. Then,
/// if the events include the control's action-triggering events, the same for
/// `.primaryActionTriggered`.
@MainActor
open class UIControl: UIView {
  private struct Registration {
    // Targets are held weakly, as UIKit does.
    weak var target: AnyObject?
    var selector: Selector?
    var action: UIAction?
    var events: UIControl.Event
  }

  private var registrations: [Registration] = []
  private var tracking = false
  private var touchInside = false
  private var highlightedSince: TimeInterval?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: State

  open var isEnabled: Bool = true
  open var isSelected: Bool = false
  open var isHighlighted: Bool = false
  open var isTracking: Bool { tracking }
  open var isTouchInside: Bool { touchInside }

  /// UIKit's private `_controlEventsForActionTriggered`: none for a plain control (§2, dispatch 2).
  var controlEventsForActionTriggered: UIControl.Event { [] }

  // MARK: Registration (§2, "Registration")

  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    precondition(!controlEvents.isEmpty, "UIControl.addTarget(_:action:for:) needs at least one control event.")
    let object = target.map { $0 as AnyObject }
    var events = controlEvents
    if let index = registrations.firstIndex(where: { $0.action == nil && $0.target === object && $0.selector == action }
    ) {
      events.formUnion(registrations[index].events)
      registrations.remove(at: index)
    }
    registrations.append(Registration(target: object, selector: action, action: nil, events: events))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
    let object = target.map { $0 as AnyObject }
    for index in registrations.indices.reversed() {
      let entry = registrations[index]
      guard entry.action == nil, object == nil || entry.target === object,
        action == nil || entry.selector == action
      else { continue }
      registrations[index].events.subtract(controlEvents)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }
  }

  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    precondition(!controlEvents.isEmpty, "UIControl.addAction(_:for:) needs at least one control event.")
    var events = controlEvents
    if let index = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
      events.formUnion(registrations[index].events)
      registrations.remove(at: index)
    }
    registrations.append(Registration(target: nil, selector: nil, action: action, events: events))
  }

  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
    for index in registrations.indices.reversed() where registrations[index].action?.identifier == actionIdentifier {
      registrations[index].events.subtract(controlEvents)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }
  }

  open var allControlEvents: UIControl.Event {
    registrations.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Not UIKit's: for tests, the events of each registration in dispatch order (UIKit lists them
  /// through `enumerateEventHandlers(_:)`, iOS 14).
  public var registeredEventsForTesting: [UIControl.Event] { registrations.map(\.events) }

  /// iOS 14: each registration in dispatch order, until the iterator sets its last argument.
  ///
  /// Each is a `UIAction`, or a target and action, with its events. The SDK declares it in an extension,
  /// `@MainActor @preconcurrency public func enumerateEventHandlers(_ iterator: (UIAction?,
  /// (Any?, Selector)?, UIControl.Event, inout Bool) -> Void)` (iOS 18.0 UIKit.swiftinterface,
  /// uikit-signatures.md I18.0; Apple docs `uicontrol/enumerateeventhandlers(_:)`), so it is not
  /// `open`. Registrations change under it only through the iterator, which the double lists
  /// from a copy.
  public final func enumerateEventHandlers(
    _ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void
  ) {
    var stop = false
    for entry in registrations {
      if let action = entry.action {
        iterator(action, nil, entry.events, &stop)
      } else if let selector = entry.selector {
        iterator(nil, (entry.target, selector), entry.events, &stop)
      }
      if stop { return }
    }
  }

  // MARK: Sending (§2, "Dispatch" and "Programmatic sends")

  /// Forwards to the application, which delivers the action to `target`.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    let application = UIApplication.shared
    if UIKitTestEnvironment.assumptions.controlActionsPassThroughApplicationSendAction {
      _ = application.sendAction(action, to: target, from: self, for: event)
    } else {
      _ = application.deliverAction(action, to: target, from: self, for: event)
    }
  }

  /// Performs `action`'s handler with this control as sender; override and skip `super` to
  /// suppress it.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// The same dispatch as a touch, with a `nil` event.
  open func sendActions(for controlEvents: UIControl.Event) {
    dispatch(controlEvents, with: nil)
  }

  /// iOS 17.4+: dispatches `.primaryActionTriggered` with a `nil` event.
  open func performPrimaryAction() {
    dispatch(.primaryActionTriggered, with: nil)
  }

  /// UIKit's private `_sendActionsForEvents:withEvent:`.
  func dispatch(_ events: UIControl.Event, with event: UIEvent?) {
    for entry in registrations where !entry.events.isDisjoint(with: events) {
      if let action = entry.action {
        sendAction(action)
      } else if let selector = entry.selector {
        sendAction(selector, to: entry.target, for: event)
      }
    }
    let triggering = controlEventsForActionTriggered
    if !triggering.isEmpty, !events.isDisjoint(with: triggering), !events.contains(.primaryActionTriggered) {
      dispatch(.primaryActionTriggered, with: event)
    }
  }

  // MARK: Presses and accessibility (§9)

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard presses.contains(where: { $0.type == .select }), isEnabled else {
      super.pressesBegan(presses, with: event)
      return
    }
    isHighlighted = true
  }

  open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard presses.contains(where: { $0.type == .select }), isEnabled else {
      super.pressesEnded(presses, with: event)
      return
    }
    isHighlighted = false
    let carried: UIEvent? = UIKitTestEnvironment.assumptions.pressActivationCarriesEvent ? event : nil
    dispatch(.primaryActionTriggered, with: carried)
  }

  /// Not UIKit API: UIKit's private `_activateForAccessibilityHUDLiftAtPoint:`, a finger lifted
  /// over this control in the Large Content Viewer.
  public func simulateLargeContentViewerLift() {
    sendActions(for: .touchUpInside)
  }

  // MARK: Tracking (§2 table)

  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    tracking = false
  }

  open func cancelTracking(with event: UIEvent?) {
    tracking = false
    isHighlighted = false
    highlightedSince = nil
    dispatch(.touchCancel, with: event)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, isEnabled, isUserInteractionEnabled else {
      super.touchesBegan(touches, with: event)
      return
    }
    tracking = beginTracking(touch, with: event)
    guard tracking else {
      super.touchesBegan(touches, with: event)
      return
    }
    touchInside = true
    setHighlighted()
    dispatch(.touchDown, with: event)
    if touch.tapCount >= 2 { dispatch(.touchDownRepeat, with: event) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, tracking else {
      super.touchesMoved(touches, with: event)
      return
    }
    tracking = continueTracking(touch, with: event)
    guard tracking else { return }
    let inside = isMostlyInside(touch.location(in: self), with: event)
    isHighlighted = inside
    if inside != touchInside {
      touchInside = inside
      dispatch(inside ? .touchDragEnter : .touchDragExit, with: event)
    }
    dispatch(inside ? .touchDragInside : .touchDragOutside, with: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, tracking else {
      super.touchesEnded(touches, with: event)
      return
    }
    let inside = isMostlyInside(touch.location(in: self), with: event)
    if inside != touchInside {
      touchInside = inside
      dispatch(inside ? .touchDragEnter : .touchDragExit, with: event)
    }
    endTracking(touch, with: event)
    tracking = false
    dispatch(inside ? .touchUpInside : .touchUpOutside, with: event)
    unhighlight()
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracking else {
      super.touchesCancelled(touches, with: event)
      return
    }
    cancelTracking(with: event)
  }

  /// A disabled control is never hit (§1, hit-testing rules).
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isEnabled else { return nil }
    return super.hitTest(point, with: event)
  }

  override func windowDidChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    super.windowDidChange(from: oldWindow, to: newWindow)
    if tracking, oldWindow != nil { cancelTracking(with: nil) }
  }

  // MARK: Private

  /// UIKit's private `pointMostlyInside:withEvent:`; the margin is an assumption.
  private func isMostlyInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
    let margin = UIKitTestEnvironment.assumptions.controlDragMargin
    return bounds.insetBy(dx: -margin, dy: -margin).contains(point) || self.point(inside: point, with: event)
  }

  private func setHighlighted() {
    isHighlighted = true
    highlightedSince = UIKitTestEnvironment.clock.now
  }

  /// Unhighlights, keeping a highlight set less than 0.12 s ago until then (§2, ended).
  private func unhighlight() {
    let clock = UIKitTestEnvironment.clock
    guard let since = highlightedSince, clock.now < since + 0.12 else {
      isHighlighted = false
      highlightedSince = nil
      return
    }
    clock.schedule(at: since + 0.12) { [weak self] in
      guard let self, !self.tracking, self.highlightedSince == since else { return }
      self.isHighlighted = false
      self.highlightedSince = nil
    }
  }
}
