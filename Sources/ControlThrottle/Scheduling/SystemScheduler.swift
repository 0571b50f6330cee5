import Dispatch

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The production scheduler: the monotonic system clock and the main dispatch queue.
///
/// ``now`` reads `CLOCK_UPTIME_RAW` on Darwin, the clock behind `UIEvent.timestamp`, and
/// `CLOCK_MONOTONIC` elsewhere. Neither follows wall-clock changes; `Date` is never used.
///
/// Work is handed to the main queue with the remaining delay, so it runs on the main actor in
/// every run-loop mode, including while a scroll view tracks.
public final class SystemScheduler: Scheduler {
  /// The scheduler used by default throughout the package.
  public static let shared = SystemScheduler()

  /// Creates a system scheduler; all instances share the same clock.
  package init() {}

  /// The current instant of the monotonic clock.
  public var now: SchedulerInstant {
    var spec = timespec()
    #if canImport(Darwin)
    clock_gettime(CLOCK_UPTIME_RAW, &spec)
    #else
    clock_gettime(CLOCK_MONOTONIC, &spec)
    #endif
    return SchedulerInstant(uptimeNanoseconds: Int64(spec.tv_sec) &* 1_000_000_000 &+ Int64(spec.tv_nsec))
  }

  /// Runs `work` on the main queue once `deadline` has passed.
  @MainActor
  @discardableResult
  public func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    let item = DispatchWorkItem {
      MainActor.assumeIsolated { work() }
    }
    let delay = Nanoseconds.adding(-now.uptimeNanoseconds, to: deadline.uptimeNanoseconds)
    if delay <= 0 {
      DispatchQueue.main.async(execute: item)
    } else if deadline != .distantFuture {
      // Capped at ten years so DispatchTime arithmetic cannot overflow.
      let nanoseconds = Int(min(delay, 315_360_000 * 1_000_000_000))
      DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: item)
    }
    return ScheduledWork { item.cancel() }
  }
}
