public import Foundation

/// The per-control throttle: an ignore-until instant, the control's own setting, and where time
/// and configuration come from.
///
/// Each ``ThrottledControl`` holds one in a `let`; there is no global table of controls and no
/// weak reference on the decision path. A decision needs no allocation, no timer and no lock: one
/// atomic load of the configuration version, a clock read (skipped when the send carries an event
/// timestamp) and a compare.
///
/// It is a class, not a struct stored in the control, because a mutable struct property of a class
/// is checked for exclusive access at run time on every mutation, which measured about 40 ns — many
/// times the decision itself. The 30 bytes of decision state live in memory of their own, reached
/// through a pointer, so the common decision is inlined into the control's `sendAction(_:to:for:)`
/// without such checks.
///
/// Semantics, leading edge:
/// - The first action passes and ignores further actions until `instant + interval`.
/// - An action strictly before that instant is dropped and does not extend the window; an action
///   at exactly that instant passes. There is never a trailing action.
/// - Targets reached by the same input event (same timestamp) all pass or all drop together.
/// - An event stamped before the last accepted one (the clock moved back, or events arrived out of
///   order) passes and re-arms the window, so a control is never locked for the size of a jump.
/// - A send from inside one of the control's own actions is dropped as
///   ``ThrottleDecision/DropReason/reentrant``.
///
/// A new interval applies from the next accepted action; ``reset()`` reopens at once.
///
/// ```swift
/// final class PayButton: UIButton, ThrottledUIControl {
///   let actionThrottle = ActionThrottle(interval: 1.0)
///   override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
///     throttleSendAction(for: event) { super.sendAction(action, to: target, for: event) }
///   }
/// }
/// ```
@MainActor
public final class ActionThrottle {
  /// A change of the ignore window, for controls that dim themselves while ignoring input.
  public enum WindowChange: Hashable, Sendable {
    /// An accepted action armed the window; input is ignored until the instant.
    case began(until: SchedulerInstant)
    /// The window ended; input is accepted again.
    case ended
  }

  @usableFromInline
  enum Mode: UInt8 {
    case inherited
    case defaultInterval
    case fixed
  }

  @usableFromInline static let sendingFlag: UInt8 = 1
  @usableFromInline static let batchFlag: UInt8 = 2
  @usableFromInline static let windowEndPendingFlag: UInt8 = 4
  @usableFromInline static let windowObserverFlag: UInt8 = 8

  /// Everything a decision reads and writes, kept together: 30 bytes.
  @usableFromInline
  struct DecisionState {
    @usableFromInline var window = ThrottleWindow()
    /// The effective interval in nanoseconds: fixed by the setting, or resolved and cached.
    @usableFromInline var interval: Int64 = 0
    /// The low 32 bits of the registry word `interval` was resolved under; 0 when unresolved.
    @usableFromInline var resolvedWord: UInt32 = 0
    @usableFromInline var mode: Mode = .inherited
    /// Sending, batch, window-end-pending and window-observer bits; 0 on the fast path.
    @usableFromInline var flags: UInt8 = 0

    @usableFromInline init() {}
  }

  /// The decision state, reached through a pointer (see `UncheckedStorage`), so that the common
  /// decision can be inlined into the control's `sendAction(_:to:for:)` and cost a compare.
  @usableFromInline let storage: UncheckedStorage<DecisionState>

  /// The decision state.
  @inlinable
  var state: UnsafeMutablePointer<DecisionState> { storage.pointer }

  /// The scheduler read for sends without an event timestamp and used for window callbacks.
  public let scheduler: any Scheduler
  /// The registry that resolves an inherited interval and receives decisions.
  public let registry: ThrottleRegistry
  /// The registry's configuration word, read directly, with `registry` keeping it alive.
  ///
  /// After the clock read, every dependent load on the decision path shows in its cost.
  @usableFromInline let registryWord: AtomicWord.Reader

  /// Called when the ignore window begins and ends.
  ///
  /// `nil` (the default) means nothing is ever scheduled; setting it schedules one piece of work per accepted action, at the window's end.
  public var onWindowChange: (@MainActor (WindowChange) -> Void)? {
    get { windowObserver }
    set {
      windowObserver = newValue
      if newValue == nil {
        state.pointee.flags &= ~Self.windowObserverFlag
      } else {
        state.pointee.flags |= Self.windowObserverFlag
      }
    }
  }

  /// Private storage behind ``onWindowChange``: a public stored property would be checked for
  /// exclusive access on every decision, since other modules could access it.
  private var windowObserver: (@MainActor (WindowChange) -> Void)?

  /// Creates a throttle.
  ///
  /// - Parameters:
  ///   - setting: This instance's setting; ``ThrottleSetting/inherited`` (the default) lets the
  ///     type registration decide.
  ///   - scheduler: The clock for sends without an event timestamp.
  ///   - registry: Where type registrations, the default interval and the observer live.
  /// - Precondition: A ``ThrottleSetting/interval(_:)`` is not negative and not NaN.
  public init(
    _ setting: ThrottleSetting = .inherited,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared
  ) {
    self.scheduler = scheduler
    self.registry = registry
    self.registryWord = registry.word.reader
    self.storage = UncheckedStorage(DecisionState())
    self.setting = setting
  }

  deinit {
    storage.deallocate()
  }

  /// Creates a throttle with a fixed interval for this instance.
  ///
  /// - Parameters:
  ///   - interval: Seconds; 0 disables, `.infinity` ignores every action after the first until
  ///     ``reset()``.
  ///   - scheduler: The clock for sends without an event timestamp.
  ///   - registry: Where the observer lives.
  /// - Precondition: `interval` is not negative and not NaN.
  public convenience init(
    interval: TimeInterval,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared
  ) {
    self.init(.interval(interval), scheduler: scheduler, registry: registry)
  }

  /// This instance's setting, which wins over any registration.
  ///
  /// - Precondition: A ``ThrottleSetting/interval(_:)`` is not negative and not NaN.
  public var setting: ThrottleSetting {
    get {
      switch state.pointee.mode {
      case .inherited: return .inherited
      case .defaultInterval: return .defaultInterval
      case .fixed: return .interval(Nanoseconds.seconds(state.pointee.interval))
      }
    }
    set {
      switch newValue {
      case .inherited:
        state.pointee.mode = .inherited
      case .defaultInterval:
        state.pointee.mode = .defaultInterval
      case .interval(let seconds):
        state.pointee.mode = .fixed
        state.pointee.interval = Nanoseconds.interval(seconds, "ActionThrottle interval")
      }
      state.pointee.resolvedWord = 0
    }
  }

  /// The instant until which actions are dropped, or `nil` if no action was accepted since the
  /// last reset.
  public var ignoreUntil: SchedulerInstant? {
    state.pointee.window.lastAccepted == .min
      ? nil : SchedulerInstant(uptimeNanoseconds: state.pointee.window.ignoreUntil)
  }

  /// Whether an action stamped `instant` would be dropped for arriving inside the window.
  public func isIgnoring(at instant: SchedulerInstant) -> Bool {
    state.pointee.window.isIgnoring(at: instant.uptimeNanoseconds)
  }

  /// The size of the decision state, in bytes.
  package static var decisionStateSize: Int { MemoryLayout<DecisionState>.size }

  /// The size of one instance, in bytes: the object header and the stored properties, not
  /// counting the separately allocated decision state.
  package static var instanceSize: Int {
    2 * MemoryLayout<Int>.size
      + MemoryLayout<
        (UncheckedStorage<DecisionState>, any Scheduler, ThrottleRegistry, (@MainActor (WindowChange) -> Void)?)
      >.size
  }

  /// Reopens the window: the next action passes whatever the time.
  public func reset() {
    state.pointee.window.reset()
  }

  // MARK: - Decisions

  /// Decides one send; on acceptance the caller runs the action and then calls ``endSend(isBatch:)``.
  ///
  /// - Parameters:
  ///   - eventInstant: The input event's timestamp, or `nil` for a programmatic send.
  ///   - isBatch: Whether this decides a whole delivery — every target of one event, or one
  ///     `sendActions(for:)` call — whose member sends follow.
  ///   - control: The deciding control, for type resolution and observer records.
  /// - Returns: The decision, already reported to the observer.
  @inlinable
  internal func beginSend(eventInstant: SchedulerInstant?, isBatch: Bool, control: AnyObject) -> ThrottleDecision {
    // The common case — a tap, nothing in flight, nobody observing, interval cached — inline:
    // a load of the configuration word and a compare. Everything else takes the general path,
    // which decides this case identically.
    let word = registryWord.load()
    if let eventInstant, !isBatch {
      let decisionState = state
      if decisionState.pointee.flags == 0 && word & ThrottleRegistry.hasObserverBit == 0
        && (decisionState.pointee.mode == .fixed
          || decisionState.pointee.resolvedWord == UInt32(truncatingIfNeeded: word))
      {
        let instant = eventInstant.uptimeNanoseconds
        let interval = decisionState.pointee.interval
        if let remaining = decisionState.pointee.window.decide(at: instant, interval: interval, sameEventPasses: true) {
          return ThrottleDecision(remainingNanoseconds: remaining)
        }
        decisionState.pointee.flags = Self.sendingFlag
        return .accepted
      }
    }
    return beginSendInGeneral(eventInstant: eventInstant, isBatch: isBatch, word: word, control: control)
  }

  /// Decides any send: re-entrancy, batches, resolution, sends without events, observers and
  /// window callbacks.
  ///
  /// - Parameters:
  ///   - eventInstant: The input event's timestamp, or `nil` for a programmatic send.
  ///   - isBatch: Whether this decides a whole delivery.
  ///   - word: The registry's configuration word, read once by the caller.
  ///   - control: The deciding control.
  /// - Returns: The decision, already reported to the observer.
  @usableFromInline
  internal func beginSendInGeneral(
    eventInstant: SchedulerInstant?,
    isBatch: Bool,
    word: Int64,
    control: AnyObject
  ) -> ThrottleDecision {
    if state.pointee.flags & Self.sendingFlag != 0 || (isBatch && state.pointee.flags & Self.batchFlag != 0) {
      return finish(.dropped(.reentrant), at: eventInstant?.uptimeNanoseconds, word: word, control: control)
    }
    if state.pointee.flags & Self.batchFlag != 0 {
      // A member send of an accepted batch: decided already.
      state.pointee.flags |= Self.sendingFlag
      return .accepted
    }
    if state.pointee.mode != .fixed && state.pointee.resolvedWord != UInt32(truncatingIfNeeded: word) {
      resolve(control: control)
    }
    let instant: Int64
    let sameEventPasses: Bool
    if let eventInstant {
      // Separate sends stamped with one event's timestamp are that event's targets; a batch is
      // one whole event, so it never counts as a repeat of the previous one.
      instant = eventInstant.uptimeNanoseconds
      sameEventPasses = !isBatch
    } else if state.pointee.interval == 0 || word & ThrottleRegistry.throttlesEventlessBit == 0 {
      state.pointee.flags |= isBatch ? Self.batchFlag : Self.sendingFlag
      return finish(.accepted, at: nil, word: word, control: control)
    } else {
      instant = scheduler.now.uptimeNanoseconds
      sameEventPasses = false
    }
    let previousWindow = state.pointee.window
    if let remaining = state.pointee.window.decide(
      at: instant, interval: state.pointee.interval, sameEventPasses: sameEventPasses)
    {
      return finish(ThrottleDecision(remainingNanoseconds: remaining), at: instant, word: word, control: control)
    }
    state.pointee.flags |= isBatch ? Self.batchFlag : Self.sendingFlag
    if state.pointee.flags & Self.windowObserverFlag != 0 && state.pointee.window != previousWindow {
      windowDidArm()
    }
    return finish(.accepted, at: instant, word: word, control: control)
  }

  /// Ends an accepted send or batch started with ``beginSend(eventInstant:isBatch:control:)``.
  @inlinable
  internal func endSend(isBatch: Bool) {
    state.pointee.flags &= isBatch ? ~Self.batchFlag : ~Self.sendingFlag
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
    let stamp = instant ?? scheduler.now.uptimeNanoseconds
    registry.report(
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
    let resolution = registry.resolve(
      for: control,
      setting: state.pointee.mode == .inherited ? .inherited : .defaultInterval
    )
    state.pointee.interval = resolution.interval
    state.pointee.resolvedWord = UInt32(truncatingIfNeeded: resolution.word)
  }

  @inline(never)
  private func windowDidArm() {
    let deadline = state.pointee.window.ignoreUntil
    if state.pointee.flags & Self.windowEndPendingFlag == 0 {
      state.pointee.flags |= Self.windowEndPendingFlag
      windowObserver?(.began(until: SchedulerInstant(uptimeNanoseconds: deadline)))
    }
    guard deadline != Nanoseconds.forever else { return }
    scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: deadline)) { [weak self] in
      self?.windowMayHaveEnded()
    }
  }

  private func windowMayHaveEnded() {
    // A re-armed window (clock moved back) scheduled its own end; only the last one reports.
    guard state.pointee.flags & Self.windowEndPendingFlag != 0,
      !state.pointee.window.isIgnoring(at: scheduler.now.uptimeNanoseconds)
    else {
      return
    }
    state.pointee.flags &= ~Self.windowEndPendingFlag
    windowObserver?(.ended)
  }
}
