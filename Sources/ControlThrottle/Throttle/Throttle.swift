/// A control's throttle: an ignore-until instant, the control's own setting, and where time and
/// configuration come from.
///
/// Each ``ThrottledControl`` holds one in a `let`; there is no global table of controls and no
/// timer per tap. A decision reads the registry's configuration word, the clock (skipped when the
/// send carries an event timestamp) and the window, and allocates nothing.
///
/// Leading edge: the first action passes and ignores further actions until `instant + interval`;
/// an action at exactly that instant passes; there is never a trailing action. Every send caused
/// by one input — a touch's touch-down, drag, touch-up and primary-action sends, to every target
/// and action handler — passes or drops with the decision made at the input's first send. The
/// full rules, with the backwards-clock and re-entrancy cases, are in <doc:ThrottleSemantics>.
///
/// ```swift
/// final class PayButton: UIButton, ThrottledUIControl {
///   let throttle = Throttle(.interval(.seconds(1)))
///   override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
///     throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
///   }
///   override func sendAction(_ action: UIAction) {
///     throttleSendAction(action) { super.sendAction(action) }
///   }
/// }
/// ```
@MainActor
public final class Throttle {
  /// A change of the ignore window, for controls that dim themselves while ignoring input.
  ///
  /// Every window that begins is reported once with ``began(until:)`` and, later, once with
  /// ``ended``: at its deadline, when ``Throttle/reset()`` reopens it, or just before the next
  /// window begins.
  public enum WindowChange: Hashable, Sendable {
    /// An accepted action armed the window; input is ignored until the instant
    /// (``SchedulerInstant/distantFuture`` for a window that lasts until reset).
    case began(until: SchedulerInstant)
    /// The window ended; input is accepted again.
    case ended
  }

  /// The decision state and rules.
  ///
  /// Internal, and only ever accessed briefly by code of this module that calls nothing unknown
  /// while it holds it, so that the compiler can prove accesses never overlap and checks none at
  /// run time: every send reaches the rules as a ``ThrottleStateMachine/Input`` value (see
  /// ``decide(_:for:)``), never as code.
  var machine = ThrottleStateMachine()
  /// What the machine decides under: the effective interval (fixed by ``setting``, or resolved
  /// from the registry under ``resolvedWord``), why it is zero, and the options that shape the
  /// rules.
  var conditions = ThrottleStateMachine.Conditions(interval: 0, unthrottledReason: .unregisteredType)
  /// How the interval is found.
  var intervalSource = IntervalSource.inherited
  /// The low 32 bits of the registry word the interval was resolved under; 0 when unresolved.
  var resolvedWord: UInt32 = 0

  /// How a throttle's interval is found.
  enum IntervalSource {
    /// From the control's type registration.
    case inherited
    /// The registry's default interval.
    case defaultInterval
    /// Fixed by the throttle's own setting.
    case fixed
  }

  /// The scheduler and registry, shared with other throttles.
  @usableFromInline let context: ThrottleContext
  /// The address of the current sequence's object while the throttle knows it by that address;
  /// 0 otherwise.
  package var currentSequenceID: Int64 { machine.currentSequenceID }

  /// The window callback, kept in a side table because almost no control sets one.
  var observation: ThrottleWindowObservation? {
    get { conditions.announcesWindows ? ThrottleWindowObservations.shared[self] : nil }
    set {
      ThrottleWindowObservations.shared[self] = newValue
      conditions.announcesWindows = newValue != nil
    }
  }

  /// The scheduler read for sends without an event timestamp and used for window callbacks.
  package var scheduler: any Scheduler { context.scheduler }
  /// The registry that resolves an inherited interval and receives decisions.
  package var registry: ThrottleRegistry { context.registry }

  /// Called when the ignore window begins and ends.
  ///
  /// `nil` (the default) means nothing is ever scheduled; setting it schedules one piece of work per
  /// armed window, at the window's end. Setting it to `nil` while a window is announced reports
  /// nothing more for that window.
  public var onWindowChange: (@MainActor (WindowChange) -> Void)? {
    get { observation?.handler }
    set {
      observation?.pendingEnd?.cancel()
      observation = newValue.map(ThrottleWindowObservation.init(handler:))
    }
  }

  /// Creates a throttle.
  ///
  /// - Parameters:
  ///   - setting: This instance's setting; ``ThrottleSetting/inherited`` (the default) lets the
  ///     type registration decide, and a control of an unregistered type is then not throttled
  ///     (except by its group).
  ///   - name: The name a ``ThrottleConfiguration`` sets the interval by; see ``name``.
  ///   - group: A group whose window the control shares with the group's other members, or `nil`.
  ///   - scheduler: The clock for sends without an event timestamp.
  ///   - registry: Where type registrations, the default interval and the observers live.
  /// - Precondition: A ``ThrottleSetting/interval(_:)`` is not negative.
  public init(
    _ setting: ThrottleSetting = .inherited,
    name: String? = nil,
    group: ThrottleGroup? = nil,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared
  ) {
    self.context =
      group.map { ThrottleContext(scheduler: scheduler, registry: registry, group: $0) }
      ?? registry.context(for: scheduler)
    self.setting = setting
    self.storedName = name.map(ThrottleName.init)
  }

  /// The name a ``ThrottleConfiguration`` applied to the registry sets this throttle's interval by,
  /// and observers' records show; `nil` (the default) shows the control's type.
  ///
  /// A configured name wins over type registrations, not over a fixed ``setting``; see
  /// ``ThrottleRegistry/apply(_:)``. A change applies from the next window.
  public var name: String? {
    get { storedName?.text }
    set {
      // Swapped in, so that the name it replaces is released after the access, not during it:
      // every access to the property then calls nothing, and needs no run-time check.
      var name = newValue.map(ThrottleName.init)
      swap(&storedName, &name)
      resolvedWord = 0
    }
  }

  /// ``name``, boxed once when set, for the records of observed decisions.
  private(set) var storedName: ThrottleName?

  /// The group whose window this throttle shares, if any; see ``ThrottleGroup``.
  package var group: ThrottleGroup? { context.group }

  deinit {
    if conditions.announcesWindows { ThrottleWindowObservations.shared.remove(ObjectIdentifier(self)) }
    ThrottleContentIdentities.shared.remove(ObjectIdentifier(self))
  }

  /// This instance's setting, which wins over any registration; a new interval applies from the
  /// next accepted action.
  ///
  /// Reads back a fixed interval too large to represent as ``ThrottleSetting/untilReset``.
  /// - Precondition: A ``ThrottleSetting/interval(_:)`` is not negative.
  public var setting: ThrottleSetting {
    get {
      switch intervalSource {
      case .inherited: .inherited
      case .defaultInterval: .defaultInterval
      case .fixed:
        conditions.interval == Nanoseconds.forever ? .untilReset : .interval(.nanoseconds(conditions.interval))
      }
    }
    set {
      switch newValue {
      case .inherited: intervalSource = .inherited
      case .defaultInterval: intervalSource = .defaultInterval
      case .interval(let duration):
        intervalSource = .fixed
        conditions.interval = Nanoseconds.interval(duration, "Throttle interval")
        conditions.unthrottledReason = .intervalIsZero
      case .untilReset:
        intervalSource = .fixed
        conditions.interval = Nanoseconds.forever
      }
      resolvedWord = 0
    }
  }

  /// The instant until which actions are dropped (``SchedulerInstant/distantFuture`` for a window
  /// that lasts until reset), or `nil` if no action was accepted since the last reset.
  public var ignoreUntil: SchedulerInstant? {
    machine.window.ignoreUntil == .min ? nil : SchedulerInstant(uptimeNanoseconds: machine.window.ignoreUntil)
  }

  /// Whether an action stamped `instant` would be dropped for arriving inside the window.
  package func isIgnoring(at instant: SchedulerInstant) -> Bool {
    machine.window.isIgnoring(at: instant.uptimeNanoseconds)
  }

  /// Whether a sequence's first send activates the control, so that the window it arms stays when
  /// the sequence ends without activating; `false` by default.
  ///
  /// By default a touch arms the window at its first send, and a touch that ends without activating
  /// the control (cancelled, or lifted outside) reopens it: its touch-down actions ran, and the next
  /// tap passes. Set it for controls that act on touch down. See <doc:ThrottlingControls>.
  public var activatesOnFirstSend: Bool {
    get { conditions.activatesOnFirstSend }
    set { conditions.activatesOnFirstSend = newValue }
  }

  /// The bytes of one throttle's allocation: the object header (two words) and its stored
  /// properties, laid out as a tuple of them is.
  package static var instanceSize: Int {
    2 * MemoryLayout<Int>.size
      + MemoryLayout<
        (ThrottleStateMachine, ThrottleStateMachine.Conditions, IntervalSource, UInt32, ThrottleContext, ThrottleName?)
      >.size
  }

  /// Reopens the window: the next action passes whatever the time.
  ///
  /// A window announced through ``onWindowChange`` is reported as ``WindowChange/ended`` at once.
  public func reset() {
    machine.reset()
    observation?.endAnnouncedWindow()
  }

  // MARK: - Decisions

  /// Decides one send; on acceptance the caller runs the action and then calls
  /// ``endSend(restoring:)`` with the returned state.
  ///
  /// Every send takes this path: the interval is resolved if the registry changed, the rules
  /// decide, in the group if there is one, and the side effects the decision asks for are
  /// performed.
  ///
  /// - Parameters:
  ///   - input: The send, as the state machine takes it.
  ///   - control: The deciding control, for type resolution and observer records.
  /// - Returns: What was decided, already reported to the observer, with the send state to restore.
  @usableFromInline
  package func decide(_ input: ThrottleStateMachine.Input, for control: AnyObject) -> ThrottleStateMachine.Action {
    // A member send of an accepted delivery is the delivery's: the rules pass it unreported, with
    // no interval, instant or policy, so neither the registry nor the clock is read for it.
    if machine.scope == .delivery && !input.isWholeDelivery {
      return machine.decide(input, at: 0, throttles: false, under: conditions)
    }
    let word = context.registry.word.load()
    if intervalSource != .fixed && resolvedWord != UInt32(truncatingIfNeeded: word) { resolve(control: control) }
    let throttles = word & ThrottleRegistry.throttlesProgrammaticBit != 0
    let instant = input.eventInstant
    // One instant for the group and the rules: the event's, or the clock's, read once and before
    // the rules run, so that they call nothing while they change the state.
    let now = instant ?? context.scheduler.now.uptimeNanoseconds
    let action: ThrottleStateMachine.Action
    if let group = context.group {
      action = decideInGroup(group, input, for: control, at: now, throttles: throttles)
    } else {
      action = machine.decide(input, at: now, throttles: throttles, under: conditions)
    }
    let reports = action.isReported && word & ThrottleRegistry.hasObserverBit != 0
    if reports || action.announcesWindow || action.closesSequenceNextTurn || action.reopensWindow {
      performEffects(of: action, control: control, reportingAt: reports ? (now, instant != nil, word) : nil)
    }
    return action
  }

  /// Decides a delivery without an event, one programmatic `sendActions(for:)`, reported as a
  /// programmatic input.
  @usableFromInline
  func decideProgrammaticDelivery(for control: AnyObject) -> ThrottleStateMachine.Action {
    DeliveredInputKind.delivering(.programmatic) { decide(.eventlessDelivery(tracking: false), for: control) }
  }

  /// Decides one send with ``decide(_:for:)`` and, if it passes, runs `body` and ends the send,
  /// even if `body` throws.
  @inlinable
  package func perform(
    _ input: ThrottleStateMachine.Input,
    for control: AnyObject,
    _ body: () throws -> Void
  ) rethrows -> ThrottleDecision {
    try complete(decide(input, for: control), running: body)
  }

  /// Completes a decided send: if it passed, runs `body` and ends the send, even if `body` throws.
  @inlinable
  package func complete(_ action: ThrottleStateMachine.Action, running body: () throws -> Void) rethrows
    -> ThrottleDecision
  {
    guard action.isAccepted else { return decision(of: action) }
    defer { endSend(restoring: action.restore) }
    try body()
    return action.decision
  }

  /// The decision an action stands for, completed with the member holding the group's window
  /// for a drop by the group.
  @inlinable
  package func decision(of action: ThrottleStateMachine.Action) -> ThrottleDecision {
    guard action.isHeldByGroup else { return action.decision }
    return groupDrop(of: action)
  }

  /// A drop by the group, with the member holding the group's window.
  @usableFromInline
  func groupDrop(of action: ThrottleStateMachine.Action) -> ThrottleDecision {
    .dropped(.insideGroupWindow(remaining: Nanoseconds.duration(action.remaining), heldBy: context.group?.holder))
  }

  /// Ends an accepted send started with ``decide(_:for:)``.
  @usableFromInline
  package func endSend(restoring saved: ThrottleStateMachine.SendScope) { machine.endSend(restoring: saved) }
}
