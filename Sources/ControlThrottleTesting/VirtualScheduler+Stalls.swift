import ControlThrottle

extension VirtualScheduler {
  /// Waits until the code under test is idle, then throws if any task is still asleep on this
  /// clock.
  ///
  /// Like swift-clocks' `TestClock.checkSuspension()`: call it at the end of a test to prove that
  /// the code under test is not waiting for time that will never come.
  /// - Throws: ``VirtualSchedulerStall`` naming each sleeper and each piece of pending work.
  public func checkSuspension() async throws {
    await takeDriveTurn()
    await untilIdleExempt()
    let stall = lock.withLock { () -> VirtualSchedulerStall? in
      guard timeline.sleeperCount > 0 else { return nil }
      return stallReport(reason: "expected nothing asleep on the clock")
    }
    releaseDriveTurn()
    if let stall { throw stall }
  }

  /// Awaits what `operation` returns, throwing instead of hanging if it cannot come without time
  /// moving.
  ///
  /// Wrap the await of any outcome that needs time to move — a task's `value`, an action's
  /// `waitForCurrentRun()` — so that a test that forgot to move time fails at once, naming what is
  /// asleep and what work is pending, instead of waiting for its time limit:
  ///
  /// ```swift
  /// let retry = Task { try await clock.sleep(for: .seconds(1)) }
  /// await clock.drive(by: .seconds(1))
  /// try await clock.outcome { try await retry.value }
  /// ```
  ///
  /// The wait fails when the code under test is idle (as ``drive(to:)`` observes it), no driving
  /// move is under way, and the operation has not returned: nothing the clock can see would ever
  /// end it. No real time is measured. Work the clock cannot see (a thread the test did not start,
  /// an operating-system callback) must be awaited directly, not through this call. The operation
  /// runs in a task of its own on the caller's actor; after a stall it is cancelled and left
  /// behind.
  /// - Parameters:
  ///   - isolation: The actor the operation runs on; by default, the caller's.
  ///   - operation: The outcome to wait for.
  /// - Returns: What `operation` returned.
  /// - Throws: What `operation` threw, or ``VirtualSchedulerStall`` after a stall.
  public func outcome<Success: Sendable>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: sending @escaping () async throws -> Success
  ) async throws -> Success {
    let result = OutcomeRace<Success>()
    let work = Task {
      _ = isolation
      let outcome: Result<Success, any Error>
      do { outcome = .success(try await operation()) } catch { outcome = .failure(error) }
      result.finish(with: outcome)
    }
    let watchdog = Task { @MainActor [self] in
      if let stall = await waitForStall(while: { !result.isFinished }) {
        result.finish(with: .failure(stall))
      }
    }
    let outcome = await withTaskCancellationHandler {
      await result.value
    } onCancel: {
      result.finish(with: .failure(CancellationError()))
    }
    watchdog.cancel()
    if case .failure = outcome { work.cancel() }
    return try outcome.get()
  }

  /// Watches the code under test until `isWaiting` turns false, returning a stall report if it
  /// goes idle first with no driving move under way.
  @MainActor
  private func waitForStall(while isWaiting: @Sendable () -> Bool) async -> VirtualSchedulerStall? {
    while isWaiting(), !Task.isCancelled {
      await untilIdleExempt()
      guard isWaiting(), !Task.isCancelled else { return nil }
      let driving = lock.withLock { isDriving }
      if driving {
        // A move under way will touch the clock; look again once it has ended.
        await takeDriveTurn()
        releaseDriveTurn()
        continue
      }
      return lock.withLock { stallReport(reason: "the outcome cannot come: the code under test is idle") }
    }
    return nil
  }

  /// ``untilIdle()`` with the calling task's own jobs not counted.
  @MainActor
  func untilIdleExempt() async {
    let exemption = poolMonitor?.exemptCurrentTask()
    defer { poolMonitor?.endExemption(exemption) }
    await untilIdle()
  }

  /// Describes what is asleep and pending; call under `lock`.
  func stallReport(reason: String) -> VirtualSchedulerStall {
    var sleepers: [(SchedulerInstant, String)] = []
    var work: [(SchedulerInstant, String)] = []
    for entry in timeline.queued {
      switch entry.payload {
      case .sleeper(_, let label):
        sleepers.append((entry.deadline, "\(label ?? "sleeper") #\(entry.sequence) until \(entry.deadline)"))
      case .work:
        work.append((entry.deadline, "work #\(entry.sequence) at \(entry.deadline)"))
      }
    }
    return VirtualSchedulerStall(now: timeline.now, reason: reason, sleepers: sleepers, work: work)
  }
}
