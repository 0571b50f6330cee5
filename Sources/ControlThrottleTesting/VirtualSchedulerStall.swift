public import ControlThrottle

/// The error a ``VirtualScheduler`` throws instead of hanging: what was asleep and pending when
/// a test waited on the clock and nothing could move it.
///
/// Its ``description`` names every sleeper (by its order of going to sleep, its deadline, and the
/// timer it belongs to, if any) and every piece of pending work, so that the failure says which
/// deadline the test forgot to reach:
///
/// ```
/// VirtualScheduler stalled at 0.000s: the outcome did not come in 2 s with the clock quiet.
/// Asleep (1):
///   sleeper #1 until 1.000s
/// Pending work (0)
/// ```
public struct VirtualSchedulerStall: Error, CustomStringConvertible, Sendable {
  /// The virtual instant when the stall was found.
  public let now: SchedulerInstant
  /// The deadlines of the tasks asleep on the clock, earliest first.
  public let sleeperDeadlines: [SchedulerInstant]
  /// The deadlines of the scheduled work still pending, earliest first.
  public let pendingWorkDeadlines: [SchedulerInstant]
  /// What was being waited for, and what is asleep and pending.
  public let description: String

  init(
    now: SchedulerInstant, reason: String, sleepers: [(SchedulerInstant, String)],
    work: [(SchedulerInstant, String)]
  ) {
    self.now = now
    sleeperDeadlines = sleepers.map(\.0)
    pendingWorkDeadlines = work.map(\.0)
    var lines = ["VirtualScheduler stalled at \(now): \(reason)."]
    lines.append(sleepers.isEmpty ? "Asleep (0)" : "Asleep (\(sleepers.count)):")
    lines += sleepers.map { "  \($0.1)" }
    lines.append(work.isEmpty ? "Pending work (0)" : "Pending work (\(work.count)):")
    lines += work.map { "  \($0.1)" }
    description = lines.joined(separator: "\n")
  }
}
