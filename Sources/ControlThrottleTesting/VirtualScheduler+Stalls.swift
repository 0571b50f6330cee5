import ControlThrottle

extension VirtualScheduler {
  /// Lets woken tasks settle, then throws if any task is still asleep on this clock.
  ///
  /// Like swift-clocks' `TestClock.checkSuspension()`: call it at the end of a test to prove that
  /// the code under test is not waiting for time that will never come.
  /// - Throws: ``VirtualSchedulerStall`` naming each sleeper and each piece of pending work.
  public func checkSuspension() async throws {
    await takeDriveTurn()
    await settle()
    let stall = lock.withLock { () -> VirtualSchedulerStall? in
      guard timeline.sleeperCount > 0 else { return nil }
      return stallReport(reason: "expected nothing asleep on the clock")
    }
    releaseDriveTurn()
    if let stall { throw stall }
  }

  /// Awaits what `operation` returns, throwing instead of hanging if it never comes while this
  /// clock stays quiet.
  ///
  /// Wrap the await of any outcome that needs time to move — a task's `value`, an action's
  /// `waitForCurrentRun()` — so that a test that forgot to move time fails within seconds,
  /// naming what is asleep and what work is pending, instead of waiting for its time limit:
  ///
  /// ```swift
  /// let retry = Task { try await clock.sleep(for: .seconds(1)) }
  /// await clock.drive(by: .seconds(1))
  /// try await clock.outcome { try await retry.value }
  /// ```
  ///
  /// The bound is on quiet, not on the operation: it fails only once the clock's state (its time,
  /// what is asleep, what is pending, which woken tasks resumed) has not changed for
  /// `quietPeriod` of wall-clock time *and* for at least 20 turns of the main actor and the shared
  /// pool. The turns keep a loaded or paused machine, on which wall-clock time passes without the
  /// code under test running, from failing a test that is making progress; the wall-clock time
  /// leaves room for work that does not touch the clock. Moving time from another task keeps it
  /// waiting. The operation runs in a task of its own on the caller's actor; after a stall it is
  /// cancelled and left behind.
  /// - Parameters:
  ///   - quietPeriod: How long the clock must stay quiet before the wait fails.
  ///   - isolation: The actor the operation runs on; by default, the caller's.
  ///   - operation: The outcome to wait for.
  /// - Returns: What `operation` returned.
  /// - Throws: What `operation` threw, or ``VirtualSchedulerStall`` after a stall.
  public func outcome<Success: Sendable>(
    stallingAfter quietPeriod: Duration = .seconds(2),
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
    let watchdog = Task.detached { [self] in
      if let stall = await waitForStall(quietPeriod: quietPeriod, while: { !result.isFinished }) {
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

  /// Watches the clock until `isWaiting` turns false, returning a stall report if the clock stays
  /// quiet for `quietPeriod` and at least ``stallTurns`` turns first.
  private func waitForStall(quietPeriod: Duration, while isWaiting: @Sendable () -> Bool) async
    -> VirtualSchedulerStall?
  {
    let wallClock = ContinuousClock()
    var version = lock.withLock { timeline.version }
    var quietSince = wallClock.now
    var quietTurns = 0
    while isWaiting(), !Task.isCancelled {
      // Wall-clock time, in the library only: the watchdog's own pace.
      try? await Task.sleep(for: .milliseconds(10))
      await MainActor.run {}
      let current = lock.withLock { timeline.version }
      if current != version {
        (version, quietSince, quietTurns) = (current, wallClock.now, 0)
        continue
      }
      quietTurns += 1
      if quietTurns >= Self.stallTurns, quietSince.duration(to: wallClock.now) >= quietPeriod {
        return lock.withLock {
          stallReport(reason: "the outcome did not come in \(quietPeriod) with the clock quiet")
        }
      }
    }
    return nil
  }

  /// The fewest watchdog turns of quiet that count as a stall.
  private static var stallTurns: Int { 20 }

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
