/// The per-control throttle: an ignore-until instant, the control's own setting, and where time
/// and configuration come from.
///
/// Each ``ThrottledControl`` holds one in a `let`; there is no global table of controls and no
/// weak reference on the decision path. A decision needs no allocation, no timer and no lock: one
/// atomic load of the configuration version, a clock read (skipped when the send carries an event
/// timestamp) and a compare.
///
/// One throttle is one 64-byte allocation: the decision state is stored inline, marked
/// `@exclusivity(unchecked)` because a run-time exclusivity check on every decision measured many
/// times the decision itself; the scheduler and registry are reached through a context shared by
/// every throttle that uses the same pair; the rarely used window callback lives in a side table.
/// Only the decision code in this file touches the state, and never in overlapping accesses.
///
/// Semantics, leading edge:
/// - The first action passes and ignores further actions until `instant + interval`.
/// - An action strictly before that instant is dropped and does not extend the window; an action
///   at exactly that instant passes. There is never a trailing action.
/// - Every send caused by one input passes or drops with the decision made at the input's first
///   send: all control events of one touch sequence (touch down, drags, touch up, cancel, primary
///   action), for every target and action handler, identified by the touch object
///   (``ThrottledControl/throttleSendAction(at:sequence:sequenceEnds:_:)``); or, without a touch,
///   all targets of one event, identified by its timestamp. The window starts at the input's first
///   send, and a new input that begins inside it is dropped whole.
/// - An action stamped before the last accepted one by less than the interval (another clock, or
///   events out of order) is inside the window and dropped; a jump back of at least the interval
///   passes and re-arms, so a control is never locked for the size of a jump.
/// - A send of the same input from inside one of the control's own actions is dropped as
///   ``ThrottleDecision/DropReason/reentrant``; a programmatic send from inside an action follows
///   ``ThrottleRegistry/eventlessSendPolicy`` like any other.
/// - A control that is not throttled at all says so: ``ThrottleDecision/unthrottled(_:)``.
///
/// A new interval applies from the next accepted action; ``reset()`` reopens at once.
///
/// ```swift
/// final class PayButton: UIButton, ThrottledUIControl {
///   let actionThrottle = ActionThrottle(interval: .seconds(1))
///   override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
///     throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
///   }
///   override func sendAction(_ action: UIAction) {
///     throttleSendAction(action) { super.sendAction(action) }
///   }
/// }
/// ```
@MainActor
public final class ActionThrottle {
  /// A change of the ignore window, for controls that dim themselves while ignoring input.
  ///
  /// Every window that begins is reported once with ``began(until:)`` and, later, once with
  /// ``ended``: at its deadline, when ``ActionThrottle/reset()`` reopens it, or just before the
  /// next window begins.
  public enum WindowChange: Hashable, Sendable {
    /// An accepted action armed the window; input is ignored until the instant
    /// (``SchedulerInstant/distantFuture`` for a window that lasts until reset).
    case began(until: SchedulerInstant)
    /// The window ended; input is accepted again.
    case ended
  }

  @usableFromInline
  enum Mode: UInt8, Sendable {
    case inherited
    case defaultInterval
    case fixed
  }

  /// Set while one of the control's actions runs.
  @usableFromInline nonisolated static let sendingFlag: UInt8 = 1
  /// Set while an accepted delivery (every target of one input) runs.
  @usableFromInline nonisolated static let batchFlag: UInt8 = 2
  /// Set while a window callback is installed.
  @usableFromInline nonisolated static let windowObserverFlag: UInt8 = 4
  /// Set once the control sent an action handler, whose sends are attached to the current input.
  @usableFromInline nonisolated static let handlerSendsFlag: UInt8 = 8

  /// The current input sequence's first send was accepted.
  @usableFromInline nonisolated static let sequenceAcceptedBit: UInt8 = 1
  /// The current input sequence's end was seen; handler sends stop attaching to it on the next turn.
  @usableFromInline nonisolated static let sequenceEndSeenBit: UInt8 = 2
  /// The current input sequence is over for handler sends.
  @usableFromInline nonisolated static let sequenceClosedBit: UInt8 = 4
  /// The flags that describe a send in progress, saved and restored around each send.
  @usableFromInline nonisolated static let sendFlags: UInt8 = sendingFlag | batchFlag

  /// Everything a decision reads and writes, kept together: 32 bytes.
  @usableFromInline
  struct DecisionState: Sendable {
    @usableFromInline var window = ThrottleWindow()
    /// The effective interval in nanoseconds: fixed by the setting, or resolved and cached.
    @usableFromInline var interval: Int64 = 0
    /// The low 32 bits of the registry word `interval` was resolved under; 0 when unresolved.
    @usableFromInline var resolvedWord: UInt32 = 0
    @usableFromInline var mode: Mode = .inherited
    /// Sending, batch, window-observer and handler-send bits; 0 on the fast path.
    @usableFromInline var flags: UInt8 = 0
    /// Accepted, end-seen and closed bits of the current input sequence.
    @usableFromInline var sequenceFlags: UInt8 = 0
    /// Why `interval` is zero, as a ``ThrottleDecision/UnthrottledReason`` raw value.
    @usableFromInline var unthrottledReason: UInt8 = ThrottleDecision.UnthrottledReason.unregisteredType.rawValue

    @usableFromInline init() {}
  }

  /// The decision state (see the type's discussion for why it is unchecked).
  @exclusivity(unchecked) @usableFromInline var state = DecisionState()

  /// The scheduler and registry, shared with other throttles.
  @usableFromInline let context: ThrottleContext

  /// The object that identifies the current input sequence (a touch).
  ///
  /// Held weakly: a touch holds its view, so a strong reference would keep the control alive
  /// through its own last touch. A weak reference also reads `nil` once the object is gone, so a
  /// new object at the same address is never taken for it.
  @exclusivity(unchecked) @usableFromInline weak var sequence: AnyObject?

  /// The object that identifies the input sequence decided last, such as a `UITouch`, until the
  /// next one or ``reset()``.
  public var currentSequence: AnyObject? { sequence }

  /// The window callback, when one is set.
  private var observation: ThrottleWindowObservation? {
    get { state.flags & Self.windowObserverFlag == 0 ? nil : ThrottleWindowObservations.shared[self] }
    set {
      ThrottleWindowObservations.shared[self] = newValue
      if newValue == nil {
        state.flags &= ~Self.windowObserverFlag
      } else {
        state.flags |= Self.windowObserverFlag
      }
    }
  }

  /// The scheduler read for sends without an event timestamp and used for window callbacks.
  public var scheduler: any Scheduler { context.scheduler }

  /// The registry that resolves an inherited interval and receives decisions.
  public var registry: ThrottleRegistry { context.registry }

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
  ///     type registration decide, and a control of an unregistered type is then not throttled.
  ///   - scheduler: The clock for sends without an event timestamp.
  ///   - registry: Where type registrations, the default interval and the observer live.
  /// - Precondition: A ``ThrottleSetting/interval(_:)`` is not negative.
  public init(
    _ setting: ThrottleSetting = .inherited,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared
  ) {
    self.context = registry.context(for: scheduler)
    self.setting = setting
  }

  deinit {
    if state.flags & Self.windowObserverFlag != 0 {
      ThrottleWindowObservations.shared.remove(ObjectIdentifier(self))
    }
  }

  /// Creates a throttle with a fixed interval for this instance.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore actions after one passes; `.zero` disables.
  ///   - scheduler: The clock for sends without an event timestamp.
  ///   - registry: Where the observer lives.
  /// - Precondition: `interval` is not negative.
  public convenience init(
    interval: Duration,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared
  ) {
    self.init(.interval(interval), scheduler: scheduler, registry: registry)
  }

  /// This instance's setting, which wins over any registration.
  ///
  /// Reads back a fixed interval too large to represent as ``ThrottleSetting/untilReset``.
  /// - Precondition: A ``ThrottleSetting/interval(_:)`` is not negative.
  public var setting: ThrottleSetting {
    get {
      switch state.mode {
      case .inherited: return .inherited
      case .defaultInterval: return .defaultInterval
      case .fixed:
        return state.interval == Nanoseconds.forever ? .untilReset : .interval(.nanoseconds(state.interval))
      }
    }
    set {
      switch newValue {
      case .inherited:
        state.mode = .inherited
      case .defaultInterval:
        state.mode = .defaultInterval
      case .interval(let duration):
        state.mode = .fixed
        state.interval = Nanoseconds.interval(duration, "ActionThrottle interval")
        state.unthrottledReason = ThrottleDecision.UnthrottledReason.intervalIsZero.rawValue
      case .untilReset:
        state.mode = .fixed
        state.interval = Nanoseconds.forever
      }
      state.resolvedWord = 0
    }
  }

  /// The instant until which actions are dropped (``SchedulerInstant/distantFuture`` for a window
  /// that lasts until reset), or `nil` if no action was accepted since the last reset.
  public var ignoreUntil: SchedulerInstant? {
    state.window.ignoreUntil == .min ? nil : SchedulerInstant(uptimeNanoseconds: state.window.ignoreUntil)
  }

  /// Whether an action stamped `instant` would be dropped for arriving inside the window.
  public func isIgnoring(at instant: SchedulerInstant) -> Bool {
    state.window.isIgnoring(at: instant.uptimeNanoseconds)
  }

  /// The bytes of one throttle's allocation: the object header and its stored properties.
  package static var instanceSize: Int {
    2 * MemoryLayout<Int>.size + MemoryLayout<(DecisionState, ThrottleContext, AnyObject?)>.size
  }

  /// Reopens the window: the next action passes whatever the time.
  ///
  /// A window announced through ``onWindowChange`` is reported as ``WindowChange/ended`` at once.
  public func reset() {
    state.window.reset()
    state.sequenceFlags = Self.sequenceClosedBit
    sequence = nil
    observation?.endAnnouncedWindow()
  }

  // MARK: - Decisions

  /// Decides one send; on acceptance the caller runs the action and then calls
  /// ``endSend(restoring:)`` with the returned flags.
  ///
  /// - Parameters:
  ///   - eventInstant: The input event's timestamp, or `nil` for a programmatic send.
  ///   - isBatch: Whether this decides a whole delivery — every target of one event, or one
  ///     `sendActions(for:)` call — whose member sends follow.
  ///   - control: The deciding control, for type resolution and observer records.
  /// - Returns: The decision, already reported to the observer, and the send flags to restore.
  @inlinable @inline(__always)
  internal func beginSend(
    eventInstant: SchedulerInstant?,
    isBatch: Bool,
    control: AnyObject
  ) -> (decision: ThrottleDecision, savedFlags: UInt8) {
    // The common cases inline. A tap or a delivery stamped with its event, nothing in flight,
    // nobody observing, interval cached: a load of the configuration word and a compare. A member
    // send of an accepted delivery: a check of the flags. Everything else, programmatic sends
    // included, takes the general path, which decides these cases identically.
    let word = context.registryWord.load()
    let flags = state.flags
    if flags == 0, let eventInstant, word & ThrottleRegistry.hasObserverBit == 0,
      state.mode == .fixed || state.resolvedWord == UInt32(truncatingIfNeeded: word)
    {
      let interval = state.interval
      // Separate sends stamped with one event's timestamp are that event's targets; a delivery is
      // one whole event, so it never counts as a repeat of the previous one.
      if let remaining = state.window.decide(
        at: eventInstant.uptimeNanoseconds, interval: interval, sameEventPasses: !isBatch)
      {
        return (ThrottleDecision(remainingNanoseconds: remaining), 0)
      }
      state.flags = isBatch ? Self.batchFlag : Self.sendingFlag
      if interval == 0 {
        // Remembered only so that the same input sent again from inside its action is recognised.
        state.window.lastAccepted = eventInstant.uptimeNanoseconds
        return (Self.unthrottled(state.unthrottledReason), 0)
      }
      return (.accepted, 0)
    }
    if !isBatch && flags & Self.sendFlags == Self.batchFlag {
      // Inside an accepted delivery, outside its actions: the delivery decided this send already.
      state.flags = flags | Self.sendingFlag
      return (.accepted, Self.batchFlag)
    }
    return beginSendInGeneral(eventInstant: eventInstant, isBatch: isBatch, word: word, control: control)
  }

  /// Decides any send: re-entrancy, deliveries, resolution, sends without events, observers and
  /// window callbacks.
  ///
  /// - Parameters:
  ///   - eventInstant: The input event's timestamp, or `nil` for a programmatic send.
  ///   - isBatch: Whether this decides a whole delivery.
  ///   - word: The registry's configuration word, read once by the caller.
  ///   - control: The deciding control.
  /// - Returns: The decision, already reported to the observer, and the send flags to restore.
  @usableFromInline
  internal func beginSendInGeneral(
    eventInstant: SchedulerInstant?,
    isBatch: Bool,
    word: Int64,
    control: AnyObject
  ) -> (decision: ThrottleDecision, savedFlags: UInt8) {
    let savedFlags = state.flags & Self.sendFlags
    let isInsideAction = savedFlags & Self.sendingFlag != 0
    if !isInsideAction && savedFlags & Self.batchFlag != 0 {
      // Inside an accepted delivery, outside its actions: a member send is decided already; a
      // second delivery started by the first would deliver one input twice.
      guard isBatch else {
        state.flags |= Self.sendingFlag
        return (.accepted, savedFlags)
      }
      return (
        finish(.dropped(.reentrant), at: eventInstant?.uptimeNanoseconds, word: word, control: control), savedFlags
      )
    }
    if state.mode != .fixed && state.resolvedWord != UInt32(truncatingIfNeeded: word) {
      resolve(control: control)
    }
    let instant: Int64
    let sameEventPasses: Bool
    if let eventInstant {
      instant = eventInstant.uptimeNanoseconds
      if isInsideAction && instant == state.window.lastAccepted {
        // The input whose action is running, sent again from inside that action: a loop.
        return (finish(.dropped(.reentrant), at: instant, word: word, control: control), savedFlags)
      }
      // Separate sends stamped with one event's timestamp are that event's targets; a delivery is
      // one whole event, so it never counts as a repeat of the previous one.
      sameEventPasses = !isBatch && !isInsideAction
    } else if word & ThrottleRegistry.throttlesEventlessBit == 0 {
      markSending(isBatch: isBatch)
      return (finish(.unthrottled(.eventlessSend), at: nil, word: word, control: control), savedFlags)
    } else {
      instant = context.scheduler.now.uptimeNanoseconds
      sameEventPasses = false
    }
    let previousWindow = state.window
    if let remaining = state.window.decide(at: instant, interval: state.interval, sameEventPasses: sameEventPasses) {
      return (
        finish(ThrottleDecision(remainingNanoseconds: remaining), at: instant, word: word, control: control),
        savedFlags
      )
    }
    markSending(isBatch: isBatch)
    if state.interval == 0 {
      state.window.lastAccepted = instant
      return (finish(Self.unthrottled(state.unthrottledReason), at: instant, word: word, control: control), savedFlags)
    }
    if state.window != previousWindow, let observation {
      observation.announce(windowUntil: state.window.ignoreUntil, scheduler: context.scheduler)
    }
    return (finish(.accepted, at: instant, word: word, control: control), savedFlags)
  }

  /// Decides one send of an input sequence (a touch); on acceptance the caller runs the action and
  /// then calls ``endSend(restoring:)`` with the returned flags.
  ///
  /// The sequence's first send decides, on `instant`, for every later send of the same sequence.
  /// - Parameters:
  ///   - instant: The input event's timestamp.
  ///   - sequence: The object that identifies the sequence, such as the `UITouch`.
  ///   - sequenceEnds: Whether this send belongs to the sequence's last phase (ended or cancelled).
  ///   - control: The deciding control.
  /// - Returns: The decision, already reported to the observer, and the send flags to restore.
  @inlinable
  internal func beginSequenceSend(
    at instant: SchedulerInstant,
    sequence: AnyObject,
    sequenceEnds: Bool,
    control: AnyObject
  ) -> (decision: ThrottleDecision, savedFlags: UInt8) {
    // The common case inline, as in `beginSend`: nothing in flight, nobody observing, no action
    // handlers, interval cached.
    let word = context.registryWord.load()
    if state.flags == 0, word & ThrottleRegistry.hasObserverBit == 0,
      state.mode == .fixed || state.resolvedWord == UInt32(truncatingIfNeeded: word)
    {
      if sequence === self.sequence {
        guard state.sequenceFlags & Self.sequenceAcceptedBit != 0 else { return (.dropped(.partOfDroppedInput), 0) }
        state.flags = Self.sendingFlag
        return (state.interval == 0 ? Self.unthrottled(state.unthrottledReason) : .accepted, 0)
      }
      let interval = state.interval
      self.sequence = sequence
      if let remaining = state.window.decide(at: instant.uptimeNanoseconds, interval: interval, sameEventPasses: false)
      {
        state.sequenceFlags = 0
        return (ThrottleDecision(remainingNanoseconds: remaining), 0)
      }
      state.sequenceFlags = Self.sequenceAcceptedBit
      state.flags = Self.sendingFlag
      guard interval != 0 else {
        // Remembered, as by the general path, so that the same input sent again from inside its
        // action is recognised.
        state.window.lastAccepted = instant.uptimeNanoseconds
        return (Self.unthrottled(state.unthrottledReason), 0)
      }
      return (.accepted, 0)
    }
    return beginInputSendInGeneral(
      at: instant.uptimeNanoseconds, sequence: sequence, sequenceEnds: sequenceEnds, word: word, control: control)
  }

  /// Decides one send of an action handler (a `UIAction`), which carries no event: it belongs to the
  /// input sequence being delivered, if one is; otherwise it starts an input of its own, stamped
  /// with the scheduler's `now`.
  ///
  /// An input sequence stays current for handler sends until the main-actor turn after its end was
  /// seen, so that every handler of the dispatch that ends it shares its decision.
  /// - Parameters:
  ///   - sequenceHasEnded: Whether the current sequence's object reports its last phase.
  ///   - control: The deciding control.
  /// - Returns: The decision, already reported to the observer, and the send flags to restore.
  @usableFromInline
  internal func beginHandlerSend(
    sequenceHasEnded: Bool,
    control: AnyObject
  ) -> (decision: ThrottleDecision, savedFlags: UInt8) {
    state.flags |= Self.handlerSendsFlag
    let word = context.registryWord.load()
    if state.flags & Self.sendingFlag != 0 {
      // Inside one of the control's actions: UIKit never nests an input's dispatch in an action, so
      // this is a programmatic send (a touch-up handler's `sendActions(for: .valueChanged)`), and
      // follows the eventless policy.
      return beginSendInGeneral(eventInstant: nil, isBatch: false, word: word, control: control)
    }
    let now = context.scheduler.now.uptimeNanoseconds
    if let sequence, state.sequenceFlags & Self.sequenceClosedBit == 0 {
      // A sequence whose object reports an end no send of this control delivered ended in this
      // dispatch, or long ago (a touch dragged off and lifted): it is this input only while the
      // window its first send met is still open.
      let endedUnseen = sequenceHasEnded && state.sequenceFlags & Self.sequenceEndSeenBit == 0
      if !endedUnseen || state.window.isIgnoring(at: now) {
        return beginInputSendInGeneral(
          at: nil, sequence: sequence, sequenceEnds: sequenceHasEnded, word: word, control: control)
      }
    }
    // No input in progress: the handler send is an input of its own, current for this turn only;
    // stamped exactly at the last accepted input's instant, it is that input.
    return beginInputSendInGeneral(
      at: now, sequence: HandlerInput(), sequenceEnds: true, sameInstantPasses: true, word: word, control: control)
  }

  /// Decides any send that belongs to an input sequence: re-entrancy, deliveries, resolution,
  /// observers, window callbacks and handler sends.
  ///
  /// - Parameters:
  ///   - instant: The send's timestamp, or `nil` for a handler send of the current sequence.
  ///   - sequence: The object that identifies the sequence.
  ///   - sequenceEnds: Whether the sequence's last phase is being delivered.
  ///   - sameInstantPasses: Whether a new sequence stamped exactly with the last accepted instant is
  ///     that input, as for a handler send that starts an input of its own.
  ///   - word: The registry's configuration word, read once by the caller.
  ///   - control: The deciding control.
  /// - Returns: The decision, already reported to the observer, and the send flags to restore.
  @usableFromInline
  internal func beginInputSendInGeneral(
    at instant: Int64?,
    sequence: AnyObject,
    sequenceEnds: Bool,
    sameInstantPasses: Bool = false,
    word: Int64,
    control: AnyObject
  ) -> (decision: ThrottleDecision, savedFlags: UInt8) {
    let savedFlags = state.flags & Self.sendFlags
    let isInsideAction = savedFlags & Self.sendingFlag != 0
    if !isInsideAction && savedFlags & Self.batchFlag != 0 {
      // A member of a delivery decided already (a programmatic `sendActions(for:)`).
      state.flags |= Self.sendingFlag
      return (.accepted, savedFlags)
    }
    if state.mode != .fixed && state.resolvedWord != UInt32(truncatingIfNeeded: word) {
      resolve(control: control)
    }
    let decision: ThrottleDecision
    if sequence === self.sequence || instant == nil {
      if isInsideAction {
        // The input whose action is running, sent again from inside that action: a loop.
        return (finish(.dropped(.reentrant), at: instant, word: word, control: control), savedFlags)
      }
      noteEnd(of: sequence, if: sequenceEnds)
      guard state.sequenceFlags & Self.sequenceAcceptedBit != 0 else {
        return (finish(.dropped(.partOfDroppedInput), at: instant, word: word, control: control), savedFlags)
      }
      decision = state.interval == 0 ? Self.unthrottled(state.unthrottledReason) : .accepted
    } else {
      let instant = instant ?? context.scheduler.now.uptimeNanoseconds
      let previousWindow = state.window
      self.sequence = sequence
      state.sequenceFlags = 0
      noteEnd(of: sequence, if: sequenceEnds)
      if let remaining = state.window.decide(
        at: instant, interval: state.interval, sameEventPasses: sameInstantPasses && !isInsideAction)
      {
        return (
          finish(ThrottleDecision(remainingNanoseconds: remaining), at: instant, word: word, control: control),
          savedFlags
        )
      }
      state.sequenceFlags |= Self.sequenceAcceptedBit
      if state.interval == 0 {
        state.window.lastAccepted = instant
        decision = Self.unthrottled(state.unthrottledReason)
      } else {
        if state.window != previousWindow, let observation {
          observation.announce(windowUntil: state.window.ignoreUntil, scheduler: context.scheduler)
        }
        decision = .accepted
      }
    }
    state.flags |= Self.sendingFlag
    return (finish(decision, at: instant, word: word, control: control), savedFlags)
  }

  /// Marks an accepted send or delivery as running.
  ///
  /// A delivery started from inside an action is its own scope: its member sends are not "inside
  /// an action" until their own actions run.
  private func markSending(isBatch: Bool) {
    state.flags = isBatch ? (state.flags & ~Self.sendFlags) | Self.batchFlag : state.flags | Self.sendingFlag
  }

  /// Records that `sequence` is ending and, once the control has action handlers, closes it for
  /// handler sends on the next main-actor turn.
  private func noteEnd(of sequence: AnyObject, if ends: Bool) {
    guard ends, state.flags & Self.handlerSendsFlag != 0,
      state.sequenceFlags & Self.sequenceEndSeenBit == 0
    else { return }
    state.sequenceFlags |= Self.sequenceEndSeenBit
    // The closing work keeps the sequence's object alive until then: an action handler's input has
    // no other owner.
    context.scheduler.schedule(at: context.scheduler.now) { [weak self] in
      guard let self, self.sequence === sequence else { return }
      self.state.sequenceFlags |= Self.sequenceClosedBit
    }
  }

  /// Ends an accepted send or delivery started with ``beginSend(eventInstant:isBatch:control:)``,
  /// restoring the send flags it saved.
  @inlinable @inline(__always)
  internal func endSend(restoring savedFlags: UInt8) {
    state.flags = (state.flags & ~Self.sendFlags) | savedFlags
  }

  /// The decision for an unthrottled send, from its stored reason.
  @inlinable @inline(__always)
  static func unthrottled(_ rawReason: UInt8) -> ThrottleDecision {
    .unthrottled(ThrottleDecision.UnthrottledReason(rawValue: rawReason) ?? .intervalIsZero)
  }

  /// Reports a decision to the registry's observer, if one is installed, and returns it.
  @inline(__always)
  private func finish(
    _ decision: ThrottleDecision,
    at instant: Int64?,
    word: Int64,
    control: AnyObject
  ) -> ThrottleDecision {
    if word & ThrottleRegistry.hasObserverBit != 0 {
      report(decision, at: instant, control: control)
    }
    return decision
  }

  @inline(never)
  private func report(_ decision: ThrottleDecision, at instant: Int64?, control: AnyObject) {
    let stamp = instant ?? context.scheduler.now.uptimeNanoseconds
    context.registry.report(
      ThrottleRecord(
        controlType: type(of: control),
        control: ObjectIdentifier(control),
        instant: SchedulerInstant(uptimeNanoseconds: stamp),
        decision: decision
      )
    )
  }

  @inline(never)
  private func resolve(control: AnyObject) {
    let resolution = context.registry.resolve(
      for: control,
      setting: state.mode == .inherited ? .inherited : .defaultInterval
    )
    state.interval = resolution.interval
    state.unthrottledReason = resolution.unthrottledReason.rawValue
    state.resolvedWord = UInt32(truncatingIfNeeded: resolution.word)
  }
}
