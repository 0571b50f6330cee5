public import ControlThrottle

extension VirtualScheduler {
  /// Moves time forward by `duration`, letting every woken task run before time moves on.
  ///
  /// The async counterpart of ``advance(by:)``, like swift-clocks' `TestClock.advance(by:)`: see
  /// ``drive(to:)``.
  /// - Precondition: `duration` is not negative.
  public func drive(by duration: Duration) async {
    precondition(
      duration >= .zero,
      "VirtualScheduler cannot drive by \(duration): time only moves forward."
    )
    await drive(to: now.advanced(by: duration))
  }

  /// Moves time forward to `instant`, letting every task run before time moves on.
  ///
  /// Time moves only when nothing the test started can run first. Before each step (waking the
  /// sleeper due next, or running the work due next, as ``advance(to:)`` does) the call waits
  /// until the code under test is idle: no job of it is queued or running on the shared pool, and
  /// a turn of the main actor has passed in which no task touched this clock or the pool. A task
  /// that sleeps again — a nested sleep, a timer, a retry loop, a stream's producer — is woken in
  /// the same call when its new deadline falls due, so one call drives it all the way to
  /// `instant`, in deadline order, ties in the order they went to sleep, one at a time.
  ///
  /// Idleness is observed, not waited out: no real time passes. What the clock cannot see is a
  /// thread the test did not start, a real-clock sleep, an operating-system callback; await what
  /// such work signals before you drive. See <doc:TestingWithAVirtualClock> for where each part
  /// applies.
  ///
  /// Callable from any isolation. Calls take turns: one that starts while another is moving time
  /// waits for it to finish. If the calling task is cancelled, the call stops waiting for idleness
  /// and finishes the move like ``advance(to:)``.
  /// - Precondition: `instant` is not before ``now``.
  public func drive(to instant: SchedulerInstant) async {
    precondition(
      instant >= now,
      "VirtualScheduler cannot move backwards from \(now) to \(instant); time only moves forward."
    )
    await takeDriveTurn()
    await driveSteps(to: instant, moveToTarget: true)
    releaseDriveTurn()
  }

  /// Drives time to each deadline in turn until nothing is left asleep or pending, or `timeout` of
  /// virtual time has passed.
  ///
  /// The async counterpart of ``run()``, like swift-clocks' `TestClock.run(timeout:)`, with the
  /// guarantee of ``drive(to:)``. The bound is virtual time: a run that cannot end — a timer that
  /// ticks forever, work that reschedules itself — fails at the same point on every run, whatever
  /// the machine's load. Time is left at the last deadline reached.
  /// - Parameter timeout: How far past the current instant the run may move time.
  /// - Throws: ``VirtualSchedulerStall`` naming what is still asleep or pending once the bound
  ///   is reached.
  /// - Precondition: `timeout` is not negative.
  public func run(timeout: Duration) async throws {
    precondition(timeout >= .zero, "VirtualScheduler.run(timeout:) needs a timeout of zero or more, not \(timeout).")
    await takeDriveTurn()
    let limit = now.advanced(by: timeout)
    await driveSteps(to: limit, moveToTarget: false)
    let stall = lock.withLock { () -> VirtualSchedulerStall? in
      guard timeline.nextDeadline != nil else { return nil }
      return stallReport(reason: "run(timeout: \(timeout)) reached \(limit) with the clock still busy")
    }
    releaseDriveTurn()
    if let stall { throw stall }
  }

  @MainActor
  private func driveSteps(to target: SchedulerInstant, moveToTarget: Bool) async {
    let exemption = poolMonitor?.exemptCurrentTask()
    defer { poolMonitor?.endExemption(exemption) }
    while true {
      await untilIdle()
      switch step(to: target, moveToTarget: moveToTarget) {
      case .finished: return
      case .woke: continue
      case .run(let work): runWork(work)
      }
    }
  }

  /// Returns once nothing the test started can run before time moves; at once if the task is
  /// cancelled.
  ///
  /// Two parts, each exact where it applies. The shared pool: every job on it is counted from its
  /// enqueue until it has run (`SharedPoolMonitor`), so "none" is a fact. The main actor: where its
  /// jobs bypass the pool (Apple platforms), the call takes turns on it — a job queued before the
  /// turn runs before it — until a turn passes in which no task touched this clock (slept, woke,
  /// ran again after a wake) or enqueued a job on the pool. The one blind spot: a main-actor job
  /// that only queues another main-actor job, which queues a third before touching either.
  @MainActor
  func untilIdle() async {
    while !Task.isCancelled {
      await poolMonitor?.idle()
      let mark = observation()
      guard mark.poolIsIdle else { continue }
      await Task.yield()
      if observation() == mark { return }
    }
  }

  /// What a driving move can see: the clock's version, whether the pool is idle, and how many jobs
  /// it was ever given.
  private func observation() -> (version: UInt64, poolIsIdle: Bool, poolJobs: UInt64) {
    let version = lock.withLock { timeline.version }
    let pool = poolMonitor?.observation ?? (isIdle: true, enqueued: 0)
    return (version, pool.isIdle, pool.enqueued)
  }

  /// Waits until no other driving move is moving time.
  func takeDriveTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let free: Bool = lock.withLock {
        if !isDriving {
          isDriving = true
          return true
        }
        driveWaiters.append(continuation)
        return false
      }
      if free { continuation.resume() }
    }
  }

  func releaseDriveTurn() {
    let next = lock.withLock { () -> CheckedContinuation<Void, Never>? in
      guard !driveWaiters.isEmpty else {
        isDriving = false
        return nil
      }
      return driveWaiters.removeFirst()
    }
    next?.resume()
  }
}
