/// A ``Scheduler`` driven by any `Clock` whose durations are `Swift.Duration`.
///
/// For code that already has a clock (a test clock shared with other code, a `ContinuousClock`):
/// ``now`` starts at the instant given and moves with the clock. Its instants do not share
/// `UIEvent.timestamp`'s time base, so use it for what the scheduler stamps itself:
/// ``ThrottledAction``, ``AsyncThrottledAction``, the ``InteractionGate`` and the
/// ``TransitionSerializer``.
///
/// ```swift
/// let scheduler = ClockScheduler(clock: ContinuousClock())
/// let refresh = ThrottledAction(interval: .seconds(2), scheduler: scheduler) { feed.reload() }
/// ```
public final class ClockScheduler<C: Clock>: Scheduler where C.Duration == Duration {
  package let clock: C
  private let origin: C.Instant
  private let originInstant: SchedulerInstant

  /// Creates a scheduler over `clock`.
  ///
  /// - Parameters:
  ///   - clock: The clock.
  ///   - start: The ``SchedulerInstant`` that the clock's current instant maps to; by default the
  ///     system scheduler's current instant.
  public init(clock: C, start: SchedulerInstant = SystemScheduler.shared.now) {
    self.clock = clock
    self.origin = clock.now
    self.originInstant = start
  }

  /// The clock's current instant, mapped onto the scheduler time line.
  public var now: SchedulerInstant {
    originInstant.advanced(by: origin.duration(to: clock.now))
  }

  /// Runs `work` on the main actor once the clock reaches `deadline`.
  @MainActor
  @discardableResult
  public func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    let wakeUp = origin.advanced(by: originInstant.duration(to: deadline))
    let clock = clock
    let task = Task { @MainActor in
      do {
        try await clock.sleep(until: wakeUp, tolerance: nil)
      } catch {
        return
      }
      // Cancelled after the sleep ended but before this task ran: the work must not run.
      guard !Task.isCancelled else { return }
      work()
    }
    return ScheduledWork { task.cancel() }
  }
}
