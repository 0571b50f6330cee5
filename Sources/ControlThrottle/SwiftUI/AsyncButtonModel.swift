/// The state behind one SwiftUI async button: which ``AsyncThrottledAction`` decides its taps,
/// whether its view is on screen, and what it may tell that view.
///
/// Every rule of `AsyncThrottledButton` is decided here, so that it is tested on the virtual
/// clock; the view only forwards its taps, its appearance and its disappearance:
/// - the button runs a caller's action (hoisted into a view model, so it survives the view's
///   identity changes) or one of its own, made at the first tap with that tap's interval, cooldown
///   and ``ThrottleGroup`` (the environment's) and replaced when they change while the action does
///   not ignore taps (no run, no interval, no cooldown holds), so a changed setting never opens a
///   closed button;
/// - when the view is handed a different caller's action, it follows that action at once, not at
///   the next tap: a button shown disabled by the old action's run comes back with the new one;
/// - each tap runs the closure of the view's latest render, or the hoisted action's own operation;
/// - the view's state (``Phase``) is pushed to it on appearing and on every change while it is
///   on screen, so it updates on iOS 16 without Observation, and a view that appears while a run
///   is in flight — a new identity over a hoisted action — shows it busy at once;
/// - on disappearing, the ``DisappearPolicy`` decides whether the run is cancelled; either way
///   the view's state updates wait until it appears again;
/// - errors: the button's handler (its own, else its environment's) is told every failure, none
///   overwritten by a later one. A caller's action that has its own
///   ``AsyncThrottledAction/onError`` tells that handler at once; the button's handler then gets
///   the failures that came while it was away, oldest first, when it appears again. The button's
///   own action and a caller's action without a handler of its own have nobody else to tell, so
///   the button's handler is told at once, on screen or not: a failure never waits for a screen
///   that may not come back;
/// - an error with no handler anywhere (the button's, its environment's or the action's own
///   ``AsyncThrottledAction/onError``) stops debug builds: errors are never dropped.
@MainActor
package final class AsyncButtonModel {
  /// What the button's view shows: busy while a run is in flight, disabled while taps are ignored.
  package struct Phase: Hashable, Sendable {
    /// Whether a run is in flight.
    package var isRunning: Bool
    /// Whether a tap now would be dropped: a run, its interval or its cooldown holds.
    package var isIgnoring: Bool

    /// Nothing ran yet.
    package static let idle = Phase(isRunning: false, isIgnoring: false)

    package init(isRunning: Bool, isIgnoring: Bool) {
      self.isRunning = isRunning
      self.isIgnoring = isIgnoring
    }
  }

  /// What the view hands over with each appearance and tap: its arguments and environment,
  /// gathered in one place.
  package struct Configuration {
    /// The caller's action, or `nil` for one the button makes.
    package var action: AsyncThrottledAction?
    /// The interval of the button's own action, when the button was given one.
    package var interval: Duration?
    /// The name of the button's own action; see `AsyncThrottledAction.name`.
    package var name: String?
    /// The interval the button's environment sets, for its own action when given none and its name
    /// is not configured; `nil` when the environment sets none.
    package var environmentInterval: Duration?
    /// The cooldown of the button's own action.
    package var cooldown: Duration
    /// The view's error handler: the button's own, else its environment's.
    package var onError: (@MainActor (any Error) -> Void)?
    /// The group the button's own action joins, its environment's; a caller's action keeps its own.
    package var group: ThrottleGroup?

    package init(
      action: AsyncThrottledAction?,
      interval: Duration?,
      cooldown: Duration,
      onError: (@MainActor (any Error) -> Void)?,
      group: ThrottleGroup? = nil,
      name: String? = nil,
      environmentInterval: Duration? = nil
    ) {
      self.action = action
      self.interval = interval
      self.name = name
      self.environmentInterval = environmentInterval
      self.cooldown = cooldown
      self.onError = onError
      self.group = group
    }
  }

  /// The clock the button's own action stamps taps with.
  package let scheduler: any Scheduler
  /// The registry whose configuration and default interval the button's own action follows.
  private let registry: ThrottleRegistry

  private var ownAction: AsyncThrottledAction?
  private var observed: AsyncThrottledAction?
  private var observation: ObserverID?
  private var isOnScreen = false
  /// Failures that came while the view was away, for its handler when it appears again.
  private var heldErrors: [any Error] = []
  private var onError: (@MainActor (any Error) -> Void)?
  private var onPhaseChange: (@MainActor (Phase) -> Void)?

  /// Creates a model for a button that has not appeared yet.
  ///
  /// It only stores the scheduler: SwiftUI evaluates a `@State` initial value each time the
  /// parent re-creates the button and keeps only the first, so the rest must cost nothing and
  /// start nothing. The button's own action is made at its first tap.
  ///
  /// - Parameters:
  ///   - scheduler: The clock of the button's own action.
  ///   - registry: Where its configuration, default interval and observers live.
  package init(scheduler: any Scheduler = SystemScheduler.shared, registry: ThrottleRegistry = .shared) {
    self.scheduler = scheduler
    self.registry = registry
  }

  /// The state of the action the button runs now.
  package var phase: Phase {
    guard let action = observed else { return .idle }
    return Phase(isRunning: action.isRunning, isIgnoring: action.isIgnoring)
  }

  /// The action the button runs now, if it has one yet.
  package var currentAction: AsyncThrottledAction? { observed }

  /// The view appeared: it is told the current phase now and every change from now on, and a
  /// failure that came while it was away.
  package func appeared(_ configuration: Configuration, onPhaseChange: @escaping @MainActor (Phase) -> Void) {
    self.onPhaseChange = onPhaseChange
    onError = configuration.onError
    if let action = configuration.action { observe(action) }
    isOnScreen = true
    onPhaseChange(phase)
    let held = heldErrors
    heldErrors = []
    for error in held { deliver(error) }
  }

  /// The view was handed a different action (or none, for its own): it follows it at once, so
  /// that its phase is that action's, not the old one's until the next tap.
  ///
  /// - Parameter action: The caller's action of the new render, or `nil` for a closure.
  package func follow(_ action: AsyncThrottledAction?) {
    if let action {
      observe(action)
    } else if let ownAction {
      observe(ownAction)
    } else if let observed, let observation {
      observed.removeObserver(observation)
      self.observed = nil
      self.observation = nil
      if isOnScreen { onPhaseChange?(phase) }
    }
  }

  /// The view disappeared: removed, or covered by a push or a tab switch.
  package func disappeared(_ policy: DisappearPolicy) {
    isOnScreen = false
    if policy == .cancelRun { observed?.cancel() }
  }

  /// Decides a tap and, if it passes, starts the run.
  ///
  /// - Parameters:
  ///   - configuration: The view's arguments and environment at this render.
  ///   - operation: The closure of this render, for a button without a caller's action.
  /// - Returns: The action's decision.
  /// - Precondition: The configuration's interval and cooldown are not negative.
  package func tap(
    _ configuration: Configuration,
    operation: (@MainActor () async throws -> Void)?
  ) -> ThrottleDecision {
    onError = configuration.onError
    if let action = configuration.action {
      observe(action)
      return action()
    }
    let action = ownAction(for: configuration)
    observe(action)
    guard let operation else { return action() }
    // The button's own action: its run goes on to its end when the view is gone, as the default
    // DisappearPolicy promises.
    return action(running: operation, keepingAlive: true)
  }

  /// The button's own action for these settings: the current one, or a new one when none exists
  /// yet or a setting changed while the current one does not ignore taps.
  ///
  /// Kept while it ignores taps — a run, its interval or its cooldown — whatever the settings: a
  /// fresh action would accept at once and open the button in the middle of its interval. A new
  /// name or environment interval is handed to the kept action, which applies it from its next
  /// window, as a configuration applies.
  private func ownAction(for configuration: Configuration) -> AsyncThrottledAction {
    if let action = ownAction,
      action.isIgnoring
        || (action.givenInterval == configuration.interval && action.cooldown == configuration.cooldown
          && action.group === configuration.group)
    {
      if action.name != configuration.name { action.name = configuration.name }
      if action.fallbackInterval != configuration.environmentInterval {
        action.fallbackInterval = configuration.environmentInterval
      }
      return action
    }
    let action = AsyncThrottledAction(
      interval: configuration.interval, name: configuration.name, cooldown: configuration.cooldown,
      group: configuration.group, scheduler: scheduler, registry: registry
    ) {}
    action.fallbackInterval = configuration.environmentInterval
    ownAction = action
    return action
  }

  private func observe(_ action: AsyncThrottledAction) {
    guard observed !== action else { return }
    if let observed, let observation { observed.removeObserver(observation) }
    observed = action
    observation = action.addObserver(owner: self) { [weak self] event in
      self?.handle(event)
    }
    if isOnScreen { onPhaseChange?(phase) }
  }

  private func handle(_ event: AsyncThrottledAction.Event) {
    switch event {
    case .stateChanged:
      if isOnScreen { onPhaseChange?(phase) }
    case .failed(let error):
      if isOnScreen || observed === ownAction || observed?.onError == nil {
        deliver(error)
      } else {
        heldErrors.append(error)
      }
    }
  }

  private func deliver(_ error: any Error) {
    if let onError {
      onError(error)
    } else if observed?.onError == nil {
      assertionFailure("An asynchronous button's action threw \(error) and no error handler was given; pass onError.")
    }
  }
}
