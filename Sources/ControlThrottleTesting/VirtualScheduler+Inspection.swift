public import ControlThrottle

extension VirtualScheduler {
  /// The number of pieces of work scheduled and neither run nor cancelled.
  public var pendingWorkCount: Int {
    lock.withLock { timeline.workCount }
  }

  /// The number of tasks asleep on this clock.
  public var sleeperCount: Int {
    lock.withLock { timeline.sleeperCount }
  }

  /// The deadline of the next piece of work or sleeper, if any.
  public var nextDeadline: SchedulerInstant? {
    lock.withLock { timeline.nextDeadline }
  }
}
