/// The window callback of one ``Throttle`` and the announcement it owes.
///
/// Kept out of the throttle's own storage because almost no control sets a callback: the throttle
/// holds one optional reference instead of a closure and a pending handle.
@MainActor
final class ThrottleWindowObservation {
  /// The callback.
  let handler: @MainActor (Throttle.WindowChange) -> Void
  /// Whether `.began` was reported for a window whose `.ended` has not been reported yet.
  var isAnnounced = false
  /// The work that reports the announced window's end at its deadline.
  var pendingEnd: ScheduledWork?

  init(handler: @escaping @MainActor (Throttle.WindowChange) -> Void) {
    self.handler = handler
  }

  /// Reports the end of the announced window, if any, and forgets its scheduled end.
  func endAnnouncedWindow() {
    pendingEnd?.cancel()
    pendingEnd = nil
    guard isAnnounced else { return }
    isAnnounced = false
    handler(.ended)
  }

  /// Reports a newly armed window, ending the previous one first, and schedules its end.
  func announce(windowUntil deadline: Int64, scheduler: any Scheduler) {
    endAnnouncedWindow()
    isAnnounced = true
    handler(.began(until: SchedulerInstant(uptimeNanoseconds: deadline)))
    guard deadline != Nanoseconds.forever else { return }
    pendingEnd = scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: deadline)) { [weak self] in
      self?.pendingEnd = nil
      self?.endAnnouncedWindow()
    }
  }
}
