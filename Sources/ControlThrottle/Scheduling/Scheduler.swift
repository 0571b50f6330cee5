/// The source of time and deferred work for every ControlThrottle decision.
///
/// Everything in the package decides from ``now`` and, when something must happen later (a gate
/// reopening, a transition timing out), asks the scheduler to run work at an instant. Production
/// code uses ``SystemScheduler``; tests use the virtual scheduler from `ControlThrottleTesting`,
/// which only moves when the test says so.
///
/// The schedulers are ``SystemScheduler``, ``ClockScheduler`` and the virtual scheduler. Each
/// promises that ``now`` never decreases and can be read from any thread, and that work runs on the
/// main actor, no earlier than its deadline, and never after it was cancelled. For time of your
/// own, write a `Clock` whose instants never go backwards and wrap it in a ``ClockScheduler``,
/// which schedules and cancels work on it.
///
/// ```swift
/// let scheduler: any Scheduler = SystemScheduler.shared
/// let reopen = scheduler.schedule(at: scheduler.now.advanced(by: .milliseconds(300))) {
///   overlay.isHidden = true
/// }
/// reopen.cancel()  // changed our mind
/// ```
public protocol Scheduler: AnyObject, Sendable {
  /// The current instant, in the time base of ``SchedulerInstant``.
  var now: SchedulerInstant { get }

  /// Runs `work` on the main actor at `deadline`, or as soon as possible if it has passed.
  ///
  /// - Returns: A handle that cancels the work if it has not run yet.
  @MainActor
  @discardableResult
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}
