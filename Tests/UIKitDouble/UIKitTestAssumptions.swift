public import Foundation

/// Not UIKit API: the UIKit behaviours the double models but no source confirms, as switches.
///
/// Each property names one unconfirmed fact (see the UIKit behaviour notes, section numbers in
/// brackets) and defaults to the reading the double considers most likely. Tests that depend on
/// one set it through ``UIKitTestEnvironment/assumptions`` and may run under both readings.
public struct UIKitTestAssumptions: Sendable {
  /// When a collection view makes the selection of an item the user lifted a finger on [§9, §10:
  /// traces show the table's selection run after the touch, past the next Core Animation commit;
  /// none was found for the collection view].
  public enum CollectionSelectionTiming: Sendable, CaseIterable {
    /// On the next turn of the run loop, as the table's.
    case afterNextCommit
    /// Inside `touchesEnded(_:with:)`, before it returns.
    case insideTouchesEnded
  }

  /// What a hardware keyboard's key held down delivers while held [§9: "Holding a key repeats
  /// `pressesChanged`/key commands, not new press sequences (UNCONFIRMED)"].
  public enum HeldKeyRepeat: Sendable, CaseIterable {
    /// Nothing between the key's began and ended phases.
    case none
    /// Repeated `pressesChanged(_:with:)` for the same `UIPress`, after
    /// ``UIKitTestAssumptions/keyRepeatDelay`` and then every
    /// ``UIKitTestAssumptions/keyRepeatInterval``.
    case pressesChanged
    /// Each repeat, at the same times, a press of its own: a new `UIPress` that begins and ends,
    /// which a focused control takes for another activation (the reading §9 doubts, kept so that
    /// the throttle is tested where a held key would otherwise act many times).
    case newPressSequences
  }

  /// What happens to a touch sequence that began before `beginIgnoringInteractionEvents()` [§3].
  public enum InFlightTouchPolicy: Sendable, CaseIterable {
    /// Its later phases are still delivered; only new sequences are ignored.
    case delivered
    /// Its next phase is delivered as `.cancelled`, ending the sequence.
    case cancelled
    /// Its later phases are silently dropped, as for a new sequence.
    case dropped
  }

  /// When hit testing for a new touch runs [§1].
  public enum HitTestTiming: Sendable, CaseIterable {
    /// Before `UIApplication.sendEvent(_:)`, while UIKit takes the touch from the system, so the
    /// touch already has its `view` when the application sees it.
    case beforeApplicationSendEvent
    /// In `UIWindow.sendEvent(_:)`, when the window delivers the began phase.
    case inWindowSendEvent
  }

  /// When UIKit hit-tests a pointer's hover and scroll events [§1 establishes hit testing once,
  /// when a sequence begins, for touches only; §4].
  public enum PointerHitTesting: Sendable, CaseIterable {
    /// On every event, at the pointer's location, as the pointer moves across views.
    case everyEvent
    /// Once, when the hover or scroll begins; it keeps that view to its end, as a touch does.
    case whenGestureBegins
  }

  /// How a navigation controller treats a non-animated transition [§5].
  public enum NonAnimatedNavigationCoordinator: Sendable, CaseIterable {
    /// No coordinator: `transitionCoordinator` is `nil` after the call, which completed at once.
    case none
    /// A coordinator with `isAnimated == false` that completes on the next turn of the run loop.
    case completesOnNextTurn
  }

  /// How VoiceOver activates a control [§9, §10].
  public enum AccessibilityActivation: Sendable, CaseIterable {
    /// A touch synthesised at the activation point (the notes' stronger reading).
    case synthesizedTouch
    /// The control's primary action with no event, as assistive activation does on macOS.
    case primaryActionWithoutEvent
  }

  /// The phase a content view's touch reads in the `touchesCancelled(_:with:)` a scroll view sends
  /// it when a drag turns into a scroll [§3: scroll-view behaviour is UNCONFIRMED; §9].
  public enum ScrollCancellationTouchPhase: Sendable, CaseIterable {
    /// `.cancelled`, as for a touch the system cancels; the finger then goes on scrolling.
    case cancelled
    /// The phase of the event that started the scroll (`.moved`): the finger is still down, and
    /// only the view's delivery of it ends.
    case unchanged
  }

  /// The fate of in-flight touches when interaction events start being ignored [§3].
  public var touchesInFlightWhenIgnoringBegins: InFlightTouchPolicy = .delivered
  /// Where hit testing runs [§1].
  public var hitTestTiming: HitTestTiming = .beforeApplicationSendEvent
  /// Whether non-animated navigation transitions have a coordinator [§5].
  public var nonAnimatedNavigationCoordinator: NonAnimatedNavigationCoordinator = .none
  /// Whether control actions pass through the overridable `UIApplication.sendAction(_:to:from:for:)`
  /// [§2, dispatch 4]; when `false` they are delivered without it.
  public var controlActionsPassThroughApplicationSendAction = true
  /// The margin around a control's bounds inside which a dragged touch still counts as inside
  /// [§2, "mostly inside"; community reports say 70–100 pt].
  public var controlDragMargin: CGFloat = 70
  /// How far, in points, a finger must move from where it began before a scroll view's pan starts
  /// [§3: scroll-view behaviour is UNCONFIRMED; Apple documents only "drags the finger enough to
  /// initiate a scroll" (`UIScrollView.canCancelContentTouches`)].
  public var scrollPanThreshold: CGFloat = 10
  /// The phase of the touch a scroll view cancels in its content view [§3, §9].
  public var scrollCancellationTouchPhase: ScrollCancellationTouchPhase = .cancelled
  /// How long after one touch ends a new touch nearby counts as the next tap of a multi-tap [§1].
  public var multiTapInterval: TimeInterval = 0.35
  /// The duration of animated navigation transitions and presentations, in seconds.
  public var transitionDuration: TimeInterval = 0.35
  /// Whether the interactive pop gesture starts its transition by calling the overridable
  /// `popViewController(animated:)` [§5].
  public var interactivePopCallsPopViewController = true
  /// Whether a presentation refused because the presenter's view is in no window still calls its
  /// completion [§6; refusals for other reasons never do].
  public var refusedPresentationNotInWindowCallsCompletion = false
  /// Whether `dismiss(animated:completion:)` with nothing presented calls its completion [§6].
  public var dismissWithNothingPresentedCallsCompletion = false
  /// Whether a non-animated presentation or dismissal completes on the next turn of the run loop
  /// (`true`) or before the call returns (`false`) [§6].
  public var nonAnimatedPresentationCompletesOnNextTurn = true

  /// Whether a focused control's select press (a remote's select, a hardware keyboard's Return or
  /// Space) dispatches its primary action with the presses event (`true`) or with none (`false`,
  /// as Apple's own press controls do) [§9: `UIButton`'s press path is UNCONFIRMED].
  public var pressActivationCarriesEvent = false
  /// When a collection view makes a user's selection [§9, §10].
  public var collectionSelectionTiming: CollectionSelectionTiming = .afterNextCommit
  /// What a hardware keyboard's key delivers while held [§9].
  public var heldKeyRepeat: HeldKeyRepeat = .pressesChanged
  /// How long a key is held before it first repeats, in seconds [§9; a user setting, not confirmed].
  public var keyRepeatDelay: TimeInterval = 0.5
  /// The time between a held key's repeats, in seconds [§9; a user setting, not confirmed].
  public var keyRepeatInterval: TimeInterval = 0.1
  /// How VoiceOver activates a control [§9, §10].
  public var accessibilityActivation: AccessibilityActivation = .synthesizedTouch
  /// Whether a hover event's `allTouches` holds its touch, whose phase goes regionEntered,
  /// regionMoved, regionExited (`true`), or is empty (`false`) [§4: hover uses those touch phases;
  /// how the event exposes the touch is not confirmed].
  public var hoverEventsCarryTheirTouch = true
  /// When a pointer's hover and scroll events are hit-tested [§1, §4].
  ///
  /// An event whose hit test finds no view reaches none. Where it happens follows
  /// ``hitTestTiming``.
  public var pointerHitTesting: PointerHitTesting = .everyEvent

  // MARK: Transitions apps chain and dismissals UIKit makes itself (§5, §6, §9)

  /// Whether a navigation transition's appearance callbacks end before its coordinator's completions.
  ///
  /// The callbacks (`viewDidDisappear`, `viewDidAppear`, `didShow`) run before the coordinator's completions (`true`) or after them (`false`) [§5:
  /// "the position of the completions relative to `viewDidAppear` is not confirmed"]. When `true`,
  /// `transitionCoordinator` is already `nil` during those callbacks: the transition is no longer
  /// in progress, only its completions remain.
  public var navigationAppearanceEndsBeforeCoordinatorCompletions = false
  /// Whether a presented controller's `isBeingPresented` turns `false` before the presentation's
  /// completion runs (`true`) or only after it (`false`) [§6, §9: it is `true` inside
  /// `viewDidAppear`, which comes before the completion; when it clears is not confirmed].
  public var isBeingPresentedClearsBeforePresentCompletion = true
  /// Whether an alert action's handler runs after its alert's dismissal completes (`true`) or as
  /// the dismissal begins (`false`) [§9: the order is not confirmed].
  public var alertActionHandlerRunsAfterDismissal = true
  /// Whether the content back-swipe (`interactiveContentPopGestureRecognizer`, iOS 26) starts its
  /// pop through the overridable `popViewController(animated:)`, as the edge swipe is assumed to
  /// (``interactivePopCallsPopViewController``) [§9].
  public var contentPopCallsPopViewController = true
  /// Whether an animated push made in the same turn as a non-animated change of the stack is held.
  ///
  /// Held until the next turn (`true`, as iOS 16 and 17 hold it until the Core Animation commit)
  /// or run at once (`false`, iOS 18's default path) [§5 "Deferred pushes"]. While held, the pushed
  /// controller is not in `viewControllers` and `transitionCoordinator` is `nil`; on the next turn
  /// the push runs as an ordinary animated one.
  public var holdsPushesUntilNextCommit = false
  /// Whether a navigation controller's `show(_:sender:)` (a show segue) pushes through the
  /// overridable `pushViewController(_:animated:)` (`true`) or by a path of its own (`false`)
  /// [§11.6: "pushes vc onto the navigation stack in a similar way as the
  /// pushViewController(_:animated:) method"; the route is UNCONFIRMED].
  public var navigationShowCallsPushViewController = true

  // MARK: Bar button items, menus, key commands (§9, §10)

  /// Whether a bar button item's internal button sends its `_invoke:forEvent:` through the
  /// overridable `UIApplication.sendAction(_:to:from:for:)` before the item's own action (`true`,
  /// as traces of iOS 14.4 and 15.1 show) or invokes the item without it (`false`) [§10: no trace
  /// of current iOS].
  public var barButtonItemInternalSendPassesApplication = true
  /// Whether a key command's action is sent through the overridable
  /// `UIApplication.sendAction(_:to:from:for:)` with the command as sender (`true`) or performed on
  /// its responder directly (`false`) [§9: the route is not confirmed].
  public var keyCommandActionsPassThroughApplicationSendAction = true

  /// Whether a value control's `.valueChanged` carries the touch's event, or none.
  ///
  /// [§11.7: "the event `.valueChanged` carries is UNCONFIRMED"]; also a stepper's autorepeat.
  public var valueChangeCarriesEvent = true

  /// The defaults.
  public init() {}
}
