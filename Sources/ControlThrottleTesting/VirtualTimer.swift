public import ControlThrottle

extension VirtualScheduler {
  /// A sequence that ticks every `interval` of this clock's time, starting one interval after
  /// iteration begins.
  ///
  /// ```swift
  /// let ticks = Task {
  ///   var count = 0
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     count += 1
  ///     if count == 10 { break }
  ///   }
  ///   return count
  /// }
  /// await clock.drive(by: .seconds(10))  // ten ticks in one call
  /// #expect(await ticks.value == 10)
  /// ```
  /// - Precondition: `interval` is more than zero.
  public func timer(interval: Duration) -> VirtualTimer {
    precondition(interval > .zero, "A VirtualScheduler timer needs an interval above zero, not \(interval).")
    return VirtualTimer(clock: self, interval: interval)
  }
}

/// The ticks of a ``VirtualScheduler``, every interval of its time: an `AsyncSequence` of the
/// instants ticked.
///
/// Each tick is a sleep on the clock, so ``VirtualScheduler/sleepers(atLeast:)`` sees an iterating
/// timer, ``VirtualScheduler/drive(by:)`` wakes it once per interval, and a stall names it. Ticks
/// fall on the start plus whole intervals; a consumer that falls behind (after a synchronous
/// ``VirtualScheduler/advance(by:)`` of several intervals) gets one tick, for the latest one missed,
/// and the next a whole interval later. The sequence ends when the iterating task is cancelled.
public struct VirtualTimer: AsyncSequence, Sendable {
  /// The instant of a tick.
  public typealias Element = SchedulerInstant
  /// Ticking never fails; cancellation ends the sequence.
  public typealias Failure = Never

  private let clock: VirtualScheduler
  private let interval: Duration

  init(clock: VirtualScheduler, interval: Duration) {
    self.clock = clock
    self.interval = interval
  }

  /// Starts the ticks: the first falls one interval from now.
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, last: clock.now)
  }

  /// Produces the ticks of a ``VirtualTimer``.
  public struct Iterator: AsyncIteratorProtocol {
    private let clock: VirtualScheduler
    private let interval: Duration
    private var last: SchedulerInstant?

    init(clock: VirtualScheduler, interval: Duration, last: SchedulerInstant) {
      self.clock = clock
      self.interval = interval
      self.last = last
    }

    /// Sleeps until the next tick and returns its instant, on the caller's actor; `nil` once the
    /// task is cancelled.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> SchedulerInstant? {
      guard let last else { return nil }
      let deadline = last.advanced(by: interval)
      do {
        try await clock.sleep(until: deadline, label: "timer every \(interval)")
      } catch {
        self.last = nil
        return nil
      }
      let behind = deadline.duration(to: clock.now)
      let missed = behind >= interval ? Int64(behind / interval) : 0
      let tick = deadline.advanced(by: interval * missed)
      self.last = tick
      return tick
    }

    /// Sleeps until the next tick and returns its instant; `nil` once the task is cancelled.
    public mutating func next() async -> SchedulerInstant? {
      await next(isolation: nil)
    }
  }
}
