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
/// is checked for exclusive access at run time on every mutation, which measured several times the
/// cost of the decision itself. The decision state is 30 bytes inside this object, and only this
/// module touches it, so the compiler can prove those checks unnecessary.
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

  private enum Mode: UInt8 {
    case inherited
    case defaultInterval
    case fixed
  }

  private static let sendingFlag: UInt8 = 1
  private static let batchFlag: UInt8 = 2
  private static let windowEndPendingFlag: UInt8 = 4

  /// Everything a decision reads and writes, kept together: 30 bytes.
  private struct DecisionState {
    var window = ThrottleWindow()
    /// The effective interval in nanoseconds: fixed by the setting, or resolved and cached.
    var interval: Int64 = 0
    /// The low 32 bits of the registry word `interval` was resolved under; 0 when unresolved.
    var resolvedWord: UInt32 = 0
    var mode: Mode = .inherited
    var flags: UInt8 = 0
  }

  private var state = DecisionState()

  /// The scheduler read for sends without an event timestamp and used for window callbacks.
  public let scheduler: any Scheduler
  /// The registry that resolves an inherited interval and receives decisions.
  public let registry: ThrottleRegistry

  /// Called when the ignore window begins and ends.
  ///
  /// `nil` (the default) means nothing is ever scheduled; setting it schedules one piece of work per accepted action, at the window's end.
  public var onWindowChange: (@MainActor (WindowChange) -> Void)? {
    get { windowObserver }
    set { windowObserver = newValue }
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
    self.setting = setting
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
      switch state.mode {
      case .inherited: return .inherited
      case .defaultInterval: return .defaultInterval
      case .fixed: return .interval(Nanoseconds.seconds(state.interval))
      }
    }
    set {
      switch newValue {
      case .inherited:
        state.mode = .inherited
      case .defaultInterval:
        state.mode = .defaultInterval
      case .interval(let seconds):
        state.mode = .fixed
        state.interval = Nanoseconds.interval(seconds, "ActionThrottle interval")
      }
      state.resolvedWord = 0
    }
  }

  /// The instant until which actions are dropped, or `nil` if no action was accepted since the
  /// last reset.
  public var ignoreUntil: SchedulerInstant? {
    state.window.lastAccepted == .min ? nil : SchedulerInstant(uptimeNanoseconds: state.window.ignoreUntil)
  }

  /// Whether an action stamped `instant` would be dropped for arriving inside the window.
  public func isIgnoring(at instant: SchedulerInstant) -> Bool {
    state.window.isIgnoring(at: instant.uptimeNanoseconds)
  }

  /// The size of the decision state, in bytes.
  package static var decisionStateSize: Int { MemoryLayout<DecisionState>.size }

  /// The size of one instance, in bytes: the object header and the stored properties.
  package static var instanceSize: Int {
    2 * MemoryLayout<Int>.size
      + MemoryLayout<(DecisionState, any Scheduler, ThrottleRegistry, (@MainActor (WindowChange) -> Void)?)>.size
  }

  /// Reopens the window: the next action passes whatever the time.
  public func reset() {
    state.window.reset()
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
  @usableFromInline
  internal func beginSend(eventInstant: SchedulerInstant?, isBatch: Bool, control: AnyObject) -> ThrottleDecision {
    if state.flags & Self.sendingFlag != 0 || (isBatch && state.flags & Self.batchFlag != 0) {
      return finish(
        .dropped(.reentrant), at: eventInstant?.uptimeNanoseconds, word: registry.word.load(), control: control)
    }
    if state.flags & Self.batchFlag != 0 {
      // A member send of an accepted batch: decided already.
      state.flags |= Self.sendingFlag
      return .accepted
    }
    let word = registry.word.load()
    if state.mode != .fixed && state.resolvedWord != UInt32(truncatingIfNeeded: word) {
      resolve(control: control)
    }
    let instant: Int64
    let sameEventPasses: Bool
    if let eventInstant {
      // Separate sends stamped with one event's timestamp are that event's targets; a batch is
      // one whole event, so it never counts as a repeat of the previous one.
      instant = eventInstant.uptimeNanoseconds
      sameEventPasses = !isBatch
    } else if state.interval == 0 || word & ThrottleRegistry.throttlesEventlessBit == 0 {
      state.flags |= isBatch ? Self.batchFlag : Self.sendingFlag
      return finish(.accepted, at: nil, word: word, control: control)
    } else {
      instant = scheduler.now.uptimeNanoseconds
      sameEventPasses = false
    }
    let previousWindow = state.window
    if let remaining = state.window.decide(at: instant, interval: state.interval, sameEventPasses: sameEventPasses) {
      return finish(ThrottleDecision(remainingNanoseconds: remaining), at: instant, word: word, control: control)
    }
    state.flags |= isBatch ? Self.batchFlag : Self.sendingFlag
    if windowObserver != nil && state.window != previousWindow {
      windowDidArm()
    }
    return finish(.accepted, at: instant, word: word, control: control)
  }

  /// Ends an accepted send or batch started with ``beginSend(eventInstant:isBatch:control:)``.
  @usableFromInline
  internal func endSend(isBatch: Bool) {
    state.flags &= isBatch ? ~Self.batchFlag : ~Self.sendingFlag
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
      setting: state.mode == .inherited ? .inherited : .defaultInterval
    )
    state.interval = resolution.interval
    state.resolvedWord = UInt32(truncatingIfNeeded: resolution.word)
  }

  @inline(never)
  private func windowDidArm() {
    let deadline = state.window.ignoreUntil
    if state.flags & Self.windowEndPendingFlag == 0 {
      state.flags |= Self.windowEndPendingFlag
      windowObserver?(.began(until: SchedulerInstant(uptimeNanoseconds: deadline)))
    }
    guard deadline != Nanoseconds.forever else { return }
    scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: deadline)) { [weak self] in
      self?.windowMayHaveEnded()
    }
  }

  private func windowMayHaveEnded() {
    // A re-armed window (clock moved back) scheduled its own end; only the last one reports.
    guard state.flags & Self.windowEndPendingFlag != 0, !state.window.isIgnoring(at: scheduler.now.uptimeNanoseconds)
    else {
      return
    }
    state.flags &= ~Self.windowEndPendingFlag
    windowObserver?(.ended)
  }
}
