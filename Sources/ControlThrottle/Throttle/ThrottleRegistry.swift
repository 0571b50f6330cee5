import Foundation

/// Which control types are throttled, with which interval, and who hears about decisions.
///
/// Registration is by **exact type**: registering `PayButton` throttles instances whose dynamic type
/// is `PayButton`, not its subclasses. UIKit and other frameworks subclass public controls for
/// their own internals (bar-button item views, system menus); opting those in by inheritance would
/// throttle controls the app never meant to touch. A subclass is throttled when it is registered
/// itself, configured per instance, or covered by an explicit `includingSubclasses: true`
/// registration of an ancestor. A control that resolves to "not throttled" still says so in every
/// decision (``ThrottleDecision/unthrottled(_:)``), so a forgotten registration is visible.
///
/// Resolution for a control: its own fixed ``Throttle/setting``; otherwise its ``Throttle/name`` in
/// the applied ``ThrottleConfiguration`` (see ``apply(_:)``); otherwise its exact type's
/// registration; otherwise the nearest ancestor registered with `includingSubclasses` (found by
/// walking the class chain, whatever the types' mirrors say); otherwise not throttled. The result is cached per type and per control, so a decision costs the same however
/// deep the class hierarchy is.
///
/// Every member is safe to use from any thread. Changes apply to the next decision of every control.
///
/// ```swift
/// ThrottleRegistry.shared.register(PayButton.self)                             // default interval (0.5 s)
/// ThrottleRegistry.shared.register(ShareButton.self, interval: .seconds(1))
/// let observation = ThrottleRegistry.shared.addObserver { record in
///   if !record.decision.isAccepted { analytics.log("\(record)") }
///   // "pay dropped (inside interval, 300 ms left) at 12.500000000 s (touch)"
/// }
/// ```
public final class ThrottleRegistry: @unchecked Sendable {
  // Sendable: all mutable state is behind `lock`; `word` is a box of its own, written under `lock`.

  /// The registry controls use unless they supply their own.
  public static let shared = ThrottleRegistry()

  private struct Registration {
    var interval: Int64?
    var includesSubclasses: Bool
  }

  private struct State {
    var defaultInterval: Int64
    var programmaticSendPolicy: ProgrammaticSendPolicy
    /// The observers, in the order they were added.
    var observers: [(id: ObserverID, handler: @MainActor (ThrottleRecord) -> Void)] = []
    /// The recorder attached with ``ThrottleRecorder/init(capacity:registry:label:)``, told of
    /// decisions after the observers.
    var recorder: ThrottleRecorder?
    var registrations: [ObjectIdentifier: Registration] = [:]
    var resolved: [ObjectIdentifier: Int64?] = [:]
    var configuration = ThrottleConfiguration.empty
    /// The names of throttles resolved so far, to tell which configured names no throttle carries:
    /// every name the configuration lists, and other names up to ``namesSeenLimit``, so that names
    /// made per row (`"row-\(id)"`) never grow it without bound.
    var namesSeen: Set<String> = []
  }

  /// How many names outside the configuration the registry remembers for ``apply(_:)``'s report.
  static var namesSeenLimit: Int { 1_024 }

  private let lock = LockedBox<Void>()
  private var state: State

  /// The observers and the recorder as the main actor last copied them, with the ``word`` they were
  /// copied under: a report reads them here without the lock while the word is unchanged, since
  /// every change of either republishes it.
  ///
  /// Only the main actor touches it (``report(_:)``, where every decision is reported, and
  /// ``removeObserver(_:)``), so it needs no lock; a recorder stopped from another thread is
  /// released from it at the next report.
  private nonisolated(unsafe) var listeners = ThrottleListeners()
  /// Contexts handed to throttles, per scheduler, held weakly so that they die with their throttles.
  private var contexts: [ObjectIdentifier: WeakContext] = [:]
  /// The table size at which released contexts are swept out next: twice the live count after the
  /// last sweep, so that each new scheduler costs O(1) amortised however many are alive.
  private var contextSweepThreshold = 16

  private struct WeakContext {
    weak var context: ThrottleContext?
  }

  /// The configuration version and flags, read on every decision without taking `lock`.
  ///
  /// Laid out as `version << 2 | throttlesEventless << 1 | hasObserver`, where `hasObserver` is set
  /// while an observer or a recorder listens. Controls cache their resolved interval against it.
  @usableFromInline package let word: LockedBox<Int64>

  @usableFromInline static let hasObserverBit: Int64 = 1
  @usableFromInline static let throttlesProgrammaticBit: Int64 = 2

  /// Creates an independent registry, for tests or for a group of controls with their own rules.
  ///
  /// - Parameters:
  ///   - defaultInterval: The interval of registrations and settings that name none.
  ///   - programmaticSendPolicy: How sends without an input event are treated.
  /// - Precondition: `defaultInterval` is not negative.
  public init(
    defaultInterval: Duration = .defaultThrottleInterval, programmaticSendPolicy: ProgrammaticSendPolicy = .throttle
  ) {
    state = State(
      defaultInterval: Nanoseconds.interval(defaultInterval, "ThrottleRegistry.defaultInterval"),
      programmaticSendPolicy: programmaticSendPolicy
    )
    word = LockedBox<Int64>(0)
    publish()
  }

  /// The interval for registrations and settings that name none.
  ///
  /// Initially 500 ms. A duration beyond about 292 years means "until reset".
  ///
  /// - Precondition: Not negative.
  public var defaultInterval: Duration {
    get { lock.withLock { Nanoseconds.duration(state.defaultInterval) } }
    set {
      let nanoseconds = Nanoseconds.interval(newValue, "ThrottleRegistry.defaultInterval")
      change { $0.defaultInterval = nanoseconds }
    }
  }

  /// How sends without an input event are treated.
  ///
  /// Initially ``ProgrammaticSendPolicy/throttle``: a keyboard, remote or accessibility activation
  /// and `performPrimaryAction()` reach a control without an event, and are throttled like taps.
  public var programmaticSendPolicy: ProgrammaticSendPolicy {
    get { lock.withLock { state.programmaticSendPolicy } }
    set { change { $0.programmaticSendPolicy = newValue } }
  }

  /// Adds an observer of every decision of every control using this registry, and returns the
  /// token that removes it.
  ///
  /// Any number may be added. Each is called on the main actor, where controls decide,
  /// synchronously with the decision and in the order they were added, so it may touch main-actor
  /// state without a lock; keep it short. With no observer (and no ``ThrottleRecorder``) a decision
  /// costs nothing more. A ``ThrottleRecord``'s `description` is stable text for a log.
  ///
  /// - Parameter observer: Told every record, on the main actor.
  /// - Returns: The observation: it ends when the token is released or cancelled.
  @MainActor
  public func addObserver(_ observer: @escaping @MainActor (ThrottleRecord) -> Void) -> ObserverToken {
    let id = ObserverID.next()
    lock.withLock {
      state.observers.append((id, observer))
      publish()
    }
    return ObserverToken(id) { [weak self] id in self?.removeObserver(id) }
  }

  /// Removes the observer `id` names.
  @MainActor
  private func removeObserver(_ id: ObserverID) {
    lock.withLock {
      state.observers.removeAll { $0.id == id }
      publish()
    }
    // Releases what the removed observer captured now, not at the next report.
    listeners = ThrottleListeners()
  }

  /// The configuration applied last; empty until one is.
  package var configuration: ThrottleConfiguration { lock.withLock { state.configuration } }

  /// Sets the interval of every named throttle from `configuration`, and the default interval from
  /// its `"default"` entry, from each throttle's next window; open windows keep their end.
  ///
  /// Replaces the configuration applied before: a name it no longer lists falls back to the rest of
  /// the rule below. A configuration without `"default"` leaves ``defaultInterval`` as it is.
  ///
  /// One rule decides a throttle's interval, the first that applies:
  /// 1. its own fixed setting, ``ThrottleSetting/interval(_:)`` or ``ThrottleSetting/untilReset``;
  /// 2. its ``Throttle/name`` in the applied configuration;
  /// 3. its exact type's registration (see the type's documentation), for ``ThrottleSetting/inherited``;
  /// 4. ``defaultInterval``, for ``ThrottleSetting/defaultInterval`` and registrations without an
  ///    interval; otherwise it is not throttled.
  ///
  /// A configuration is validated whole when it is created, so an invalid one never reaches here.
  ///
  /// - Returns: The configured names that no throttle of this registry has carried so far, for a
  ///   log: a screen not shown yet may still bring one. Unknown names are never an error. The
  ///   registry remembers every name a configuration lists, and the first 1,024 others: a name
  ///   seen only after those, before a configuration listed it, is reported once as not carried.
  @discardableResult
  public func apply(_ configuration: ThrottleConfiguration) -> Set<String> {
    lock.withLock {
      state.configuration = configuration
      if let defaultInterval = configuration.defaultInterval {
        state.defaultInterval = Nanoseconds.positive(defaultInterval)
      }
      state.resolved.removeAll(keepingCapacity: true)
      publish()
      return configuration.names.subtracting(state.namesSeen)
    }
  }

  /// Throttles controls whose dynamic type is exactly `type`.
  ///
  /// A ``ThrottledControl`` type decides through its own throttle. A plain UIKit control type, such
  /// as `UIButton`, is adopted app-wide: with the package's application as the principal class,
  /// every target-action send of exactly that type is decided by the same rules, with no subclass
  /// (`InteractionGatedApplication` in ControlThrottleUIKit).
  ///
  /// ```swift
  /// ThrottleRegistry.shared.register(UIButton.self)  // every plain UIButton, at the default interval
  /// ```
  ///
  /// - Parameters:
  ///   - type: The control type.
  ///   - interval: The interval; `nil` follows ``defaultInterval``, also when it changes later.
  ///   - includingSubclasses: Also throttle subclasses that are not registered themselves.
  /// - Precondition: `interval` is not negative.
  public func register(
    _ type: AnyClass,
    interval: Duration? = nil,
    includingSubclasses: Bool = false
  ) {
    let nanoseconds = interval.map { Nanoseconds.interval($0, "The interval registered for \(type)") }
    change {
      $0.registrations[ObjectIdentifier(type)] = Registration(
        interval: nanoseconds,
        includesSubclasses: includingSubclasses
      )
    }
  }

  /// Removes the registration of exactly `type`, if any.
  public func unregister(_ type: AnyClass) {
    change { $0.registrations[ObjectIdentifier(type)] = nil }
  }

  /// The interval that `control` gets from registrations, ignoring its own setting, or `nil` when
  /// neither its type nor an ancestor registered with `includingSubclasses` is registered.
  package func registeredInterval(for control: AnyObject) -> Duration? {
    let resolution = resolve(for: control, setting: .inherited, name: nil)
    guard resolution.unthrottledReason != .unregisteredType else { return nil }
    return Nanoseconds.duration(resolution.interval)
  }

  /// The context shared by throttles that use this registry and `scheduler`.
  func context(for scheduler: any Scheduler) -> ThrottleContext {
    lock.withLock {
      let key = ObjectIdentifier(scheduler)
      if let context = contexts[key]?.context, context.scheduler === scheduler { return context }
      if contexts.count >= contextSweepThreshold {
        contexts = contexts.filter { $0.value.context != nil }
        contextSweepThreshold = Swift.max(16, 2 * contexts.count)
      }
      let context = ThrottleContext(scheduler: scheduler, registry: self)
      contexts[key] = WeakContext(context: context)
      return context
    }
  }

  // MARK: - Decisions

  /// The outcome of resolving a control's interval.
  package struct Resolution {
    /// The interval in nanoseconds; 0 when not throttled.
    package var interval: Int64
    /// Why the interval is 0, when it is.
    package var unthrottledReason: ThrottleDecision.UnthrottledReason
    /// The configuration word the resolution is valid for.
    package var word: Int64
  }

  /// Resolves the interval for `control` under `setting` and its throttle's `name`, with the word
  /// it is valid for; see ``apply(_:)`` for the rule.
  func resolve(for control: AnyObject, setting: ThrottleSetting, name: String?) -> Resolution {
    lock.withLock {
      let configured = name.flatMap(configuredInterval(named:))
      let followsName = setting == .inherited || setting == .defaultInterval
      let interval =
        if let configured, followsName { configured } else {
          resolveSetting(setting, of: control)
        }
      return Resolution(
        interval: interval ?? 0,
        unthrottledReason: interval == nil ? .unregisteredType : .intervalIsZero,
        word: word.load()
      )
    }
  }

  /// Resolves the interval of a throttle that is not a control's and was given no interval of its
  /// own — a closure, an async action, a SwiftUI button — with the word it is valid for.
  ///
  /// The same rule as a control's, without the type: the interval configured for `name`; otherwise
  /// `fallback`, a SwiftUI button's environment interval, when one was set; otherwise
  /// ``defaultInterval``. Callers cache the result against ``word`` and resolve again only when it
  /// changes, so a decision takes no lock here.
  func resolve(named name: String?, otherwise fallback: Int64? = nil) -> Resolution {
    lock.withLock {
      let configured = name.flatMap(configuredInterval(named:))
      return Resolution(
        interval: configured ?? fallback ?? state.defaultInterval,
        unthrottledReason: .intervalIsZero,
        word: word.load()
      )
    }
  }

  /// The interval the applied configuration gives `name`, in nanoseconds, remembering the name for
  /// ``apply(_:)``'s report; call with the lock held.
  private func configuredInterval(named name: String) -> Int64? {
    let configured = state.configuration.interval(named: name)
    if state.namesSeen.count < Self.namesSeenLimit || configured != nil {
      state.namesSeen.insert(name)
    }
    return configured.map(Nanoseconds.positive)
  }

  /// The interval `setting` gives `control` without a configured name; call with the lock held.
  private func resolveSetting(_ setting: ThrottleSetting, of control: AnyObject) -> Int64? {
    let interval: Int64?
    switch setting {
    case .interval(let duration):
      interval = Nanoseconds.positive(duration)
    case .untilReset:
      interval = Nanoseconds.forever
    case .defaultInterval:
      interval = state.defaultInterval
    case .inherited:
      let key = ObjectIdentifier(type(of: control))
      if let cached = state.resolved[key] {
        interval = cached
      } else {
        interval = resolveRegistration(for: type(of: control))
        state.resolved[key] = interval
      }
    }
    return interval
  }

  /// The record of `decision` for the observers and the recorder, or `nil` when none listen (one
  /// lock-free read): the one place a throttle's decision becomes a record.
  ///
  /// - Parameters:
  ///   - decision: What was decided.
  ///   - control: The deciding control, closure or model, which the record names by identity and
  ///     type.
  ///   - instant: The instant the decision was made at, in nanoseconds; read only when recorded.
  ///   - name: The name the record shows; `nil` shows the type.
  ///   - inputKind: What kind of input was decided.
  ///   - word: The configuration word the decision was made under; read now when not given.
  /// - Returns: The record, or `nil` when no observer or recorder listens.
  func record(
    _ decision: ThrottleDecision,
    of control: AnyObject,
    at instant: @autoclosure () -> Int64,
    name: ThrottleName?,
    inputKind: ThrottleRecord.InputKind,
    underWord word: Int64? = nil
  ) -> ThrottleRecord? {
    guard (word ?? self.word.load()) & Self.hasObserverBit != 0 else { return nil }
    return ThrottleRecord(
      controlType: type(of: control), control: ObjectIdentifier(control),
      instant: SchedulerInstant(uptimeNanoseconds: instant()), decision: decision, name: name, inputKind: inputKind)
  }

  /// Reports `decision` to the observers and the recorder, if any listen; see
  /// ``record(_:of:at:name:inputKind:underWord:)``.
  ///
  /// A caller that read the configuration word for the decision passes it as `word`, so that one
  /// read serves the decision and its report: a report under a word that has changed since is one
  /// made just before the change.
  @MainActor
  func report(
    _ decision: ThrottleDecision,
    of control: AnyObject,
    at instant: @autoclosure () -> Int64,
    name: ThrottleName?,
    inputKind: ThrottleRecord.InputKind,
    underWord word: Int64? = nil
  ) {
    let word = word ?? self.word.load()
    if let record = record(decision, of: control, at: instant(), name: name, inputKind: inputKind, underWord: word) {
      report(record, underWord: word)
    }
  }

  /// Sends `record` to the observers and the recorder, if any, all called outside the lock.
  ///
  /// Takes the lock only when the registry changed since the last report, judged by `word` (read
  /// now when not given): otherwise the main actor's copy of the listeners is current. Callers
  /// build the record only while ``hasObserverBit`` is set.
  @MainActor
  package func report(_ record: consuming ThrottleRecord, underWord word: Int64? = nil) {
    if listeners.word != word ?? self.word.load() {
      // Assigned inside rather than returned: a closure returned through `withLock`'s generic
      // result is reabstracted, which allocates.
      lock.withLock {
        listeners = ThrottleListeners(
          word: self.word.load(), observers: state.observers.map(\.handler), recorder: state.recorder)
      }
    }
    // Held for the calls: an observer may cause another report, which may replace the listeners.
    let current = listeners
    for observer in current.observers { observer(record) }
    current.recorder?.record(record)
  }

  /// Makes `recorder` the one told of every decision, in place of any recorder before it.
  package func attach(_ recorder: ThrottleRecorder) {
    lock.withLock {
      state.recorder = recorder
      publish()
    }
  }

  /// Stops telling `recorder` of decisions, if it is still the attached one.
  func detach(_ recorder: ThrottleRecorder) {
    lock.withLock {
      guard state.recorder === recorder else { return }
      state.recorder = nil
      publish()
    }
  }

  /// The registered interval for instances of `type`, or `nil` when it is not registered.
  ///
  /// Walks the class chain itself: a type's `Mirror` can hide its ancestors.
  private func resolveRegistration(for type: AnyClass) -> Int64? {
    if let exact = state.registrations[ObjectIdentifier(type)] {
      return exact.interval ?? state.defaultInterval
    }
    var ancestor: AnyClass? = _getSuperclass(type)
    while let current = ancestor {
      if let registration = state.registrations[ObjectIdentifier(current)], registration.includesSubclasses {
        return registration.interval ?? state.defaultInterval
      }
      ancestor = _getSuperclass(current)
    }
    return nil
  }

  private func change(_ body: (inout State) -> Void) {
    lock.withLock {
      body(&state)
      state.resolved.removeAll(keepingCapacity: true)
      publish()
    }
  }

  /// Bumps the version and republishes the flag bits; call with the lock held (or from `init`).
  private func publish() {
    let version = (word.load() >> 2) &+ 1
    var flags: Int64 = 0
    if !state.observers.isEmpty || state.recorder != nil { flags |= Self.hasObserverBit }
    if state.programmaticSendPolicy == .throttle { flags |= Self.throttlesProgrammaticBit }
    word.store(version << 2 | flags)
  }
}
