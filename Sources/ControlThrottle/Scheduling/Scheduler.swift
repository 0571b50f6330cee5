/// The source of time and deferred work for every ControlThrottle decision.
///
/// Production code uses ``SystemScheduler``, tests the virtual scheduler from
/// `ControlThrottleTesting`; for time of your own, wrap a `Clock` in a ``ClockScheduler`` (types
/// outside the package do not conform). Each promises that ``now`` never decreases and can be read
/// from any thread, and that work runs on the main actor, no earlier than its deadline, and never
/// after it was cancelled.
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
