/// The source of time and deferred work for every ControlThrottle decision.
///
/// Everything in the package decides from ``now`` and, when something must happen later (a gate
/// reopening, a transition timing out), asks the scheduler to run work at an instant. Production
/// code uses ``SystemScheduler``; tests use the virtual scheduler from `ControlThrottleTesting`,
/// which only moves when the test says so.
///
/// The schedulers are ``SystemScheduler``, ``ClockScheduler`` and the virtual scheduler; types
/// outside the package do not conform, since only the package makes a ``ScheduledWork``. Each
/// promises that ``now`` never decreases and can be read from any thread, and that work runs on the
/// main actor, no earlier than its deadline, and never after it was cancelled. For time of your
/// own, wrap a `Clock` whose durations are `Duration` in a ``ClockScheduler``; it keeps those
/// promises as long as the clock's instants never go backwards and its `sleep(until:)` never
/// returns early. Controls that decide on event timestamps need ``SystemScheduler``, whose instants
/// share `UIEvent.timestamp`'s time base.
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
