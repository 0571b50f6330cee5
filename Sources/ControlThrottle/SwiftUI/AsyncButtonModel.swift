/// The state behind one SwiftUI async button: which ``AsyncThrottledAction`` decides its taps,
/// whether its view is on screen, and what it may tell that view.
///
/// Every rule of `AsyncThrottledButton` is decided here, so that it is tested on the virtual
/// clock; the view only forwards its taps, its appearance and its disappearance:
/// - the button runs a caller's action (hoisted into a view model, so it survives the view's
///   identity changes) or one of its own, made at the first tap with that tap's interval and
///   cooldown and replaced when they change while nothing runs;
/// - each tap runs the closure of the view's latest render, or the hoisted action's own operation;
/// - the view's state (``Phase``) is pushed to it on appearing and on every change while it is
///   on screen, so it updates on iOS 16 without Observation, and a view that appears while a run
///   is in flight — a new identity over a hoisted action — shows it busy at once;
/// - on disappearing, the ``DisappearPolicy`` decides whether the run is cancelled; either way
///   nothing calls into the view until it appears again, and a failure that came meanwhile is
///   handed to its error handler then;
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
    /// The interval of the button's own action.
    package var interval: Duration
    /// The cooldown of the button's own action.
    package var cooldown: Duration
    /// The view's error handler: the button's own, else its environment's.
    package var onError: (@MainActor (any Error) -> Void)?

    package init(
      action: AsyncThrottledAction?,
      interval: Duration,
      cooldown: Duration,
      onError: (@MainActor (any Error) -> Void)?
    ) {
      self.action = action
      self.interval = interval
      self.cooldown = cooldown
      self.onError = onError
    }
  }

  /// The clock the button's own action stamps taps with.
  package let scheduler: any Scheduler

  private var ownAction: AsyncThrottledAction?
  private var observed: AsyncThrottledAction?
  private var observation: ObserverToken?
  private var isOnScreen = false
  private var heldError: (any Error)?
  private var onError: (@MainActor (any Error) -> Void)?
  private var onPhaseChange: (@MainActor (Phase) -> Void)?

  /// Creates a model for a button that has not appeared yet.
  ///
  /// It only stores the scheduler: SwiftUI evaluates a `@State` initial value each time the
  /// parent re-creates the button and keeps only the first, so the rest must cost nothing and
  /// start nothing. The button's own action is made at its first tap.
  ///
  /// - Parameter scheduler: The clock of the button's own action.
  package init(scheduler: any Scheduler = SystemScheduler.shared) {
    self.scheduler = scheduler
  }

  /// The state of the action the button runs now.
  package var phase: Phase {
    guard let action = observed else { return .idle }
    return Phase(isRunning: action.isRunning, isIgnoring: action.isIgnoring)
  }

  /// The action the button runs now, if it has one yet.
  package var currentAction: AsyncThrottledAction? { observed }

  /// The clock a tap under `configuration` is stamped with.
  package func stampingScheduler(for configuration: Configuration) -> any Scheduler {
    configuration.action?.scheduler ?? ownAction?.scheduler ?? scheduler
  }

  /// The view appeared: it is told the current phase now and every change from now on, and a
  /// failure that came while it was away.
  package func appeared(_ configuration: Configuration, onPhaseChange: @escaping @MainActor (Phase) -> Void) {
    self.onPhaseChange = onPhaseChange
    onError = configuration.onError
    if let action = configuration.action { observe(action) }
    isOnScreen = true
    onPhaseChange(phase)
    if let error = heldError {
      heldError = nil
      deliver(error)
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
    let action = ownAction(interval: configuration.interval, cooldown: configuration.cooldown)
    observe(action)
    guard let operation else { return action() }
    return action(running: operation)
  }

  /// The button's own action for these settings: the current one, or a new one when none exists
  /// yet or a setting changed while nothing runs.
  private func ownAction(interval: Duration, cooldown: Duration) -> AsyncThrottledAction {
    if let action = ownAction, action.isRunning || (action.interval == interval && action.cooldown == cooldown) {
      return action
    }
    let action = AsyncThrottledAction(interval: interval, cooldown: cooldown, scheduler: scheduler) {}
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
      if isOnScreen { deliver(error) } else { heldError = error }
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
