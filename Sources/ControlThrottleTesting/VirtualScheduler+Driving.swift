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

  /// Moves time forward to `instant`, letting every woken task run before time moves on.
  ///
  /// Each step wakes the sleepers due next or runs the next piece of work, as ``advance(to:)``
  /// does, then waits until the tasks it woke have resumed and the clock has been quiet for a few
  /// turns of the main actor and the shared pool. A task that sleeps again in that time — a
  /// nested sleep, a timer, a retry loop — is woken in the same call when its new deadline falls
  /// due, so one call drives it all the way to `instant`, in deadline order. For main-actor code
  /// that order is the order its lines run.
  ///
  /// Callable from any isolation and from tasks started by scheduled work. Calls take turns: one
  /// that starts while another is moving time waits for it to finish, and if time has passed
  /// `instant` by then, only lets tasks settle. If the calling task is cancelled, the call stops
  /// waiting for woken tasks and finishes the move like ``advance(to:)``.
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

  /// Drives time to each deadline in turn, letting woken tasks run, until nothing is left asleep
  /// or pending, or `timeout` of virtual time has passed.
  ///
  /// The async counterpart of ``run()``, like swift-clocks' `TestClock.run(timeout:)`, but the
  /// bound is virtual time, not wall-clock time: it does not depend on how loaded the machine is,
  /// so a run that cannot end — a timer that ticks forever, work that reschedules itself, a sleep
  /// until ``ControlThrottle/SchedulerInstant/distantFuture`` — fails at the same point on every run. Time is left
  /// at the last deadline reached.
  /// - Parameter timeout: How far past the current instant the run may move time.
  /// - Throws: ``VirtualSchedulerStall`` naming what is still asleep or pending once the bound
  ///   is reached.
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
    await settle()
    while true {
      switch step(to: target, moveToTarget: moveToTarget) {
      case .finished:
        return
      case .wake(let sleepers):
        wake(sleepers, awaitedByDrive: !Task.isCancelled)
      case .run(let work):
        runWork(work)
      }
      await settle()
    }
  }

  /// How many turns in a row the clock must stay unchanged for the world to count as settled.
  private static var quietTurns: Int { 3 }
  /// The most turns one settle takes, so that a task that keeps changing the clock without
  /// letting time move cannot stall a move forever.
  private static var maximumTurns: Int { 1_000 }

  /// Waits until the sleepers woken by the last step have resumed and the clock has been quiet
  /// for ``quietTurns`` turns of the main actor and the shared pool.
  ///
  /// Main-actor tasks are settled exactly: a woken one resumes on the main actor and runs until it
  /// next suspends before this method, also on the main actor, continues. The turns are for tasks
  /// elsewhere, which run in parallel with it.
  @MainActor
  func settle() async {
    if !Task.isCancelled {
      await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          let done = lock.withLock {
            if unresumedSleepers == 0 || Task.isCancelled { return true }
            resumeWaiter = continuation
            return false
          }
          if done { continuation.resume() }
        }
      } onCancel: {
        let waiter = lock.withLock { () -> CheckedContinuation<Void, Never>? in
          defer { resumeWaiter = nil }
          return resumeWaiter
        }
        waiter?.resume()
      }
    }
    var quiet = 0
    var turns = 0
    var version = lock.withLock { timeline.version }
    while quiet < Self.quietTurns, turns < Self.maximumTurns, !Task.isCancelled {
      await Task.yield()
      await Self.turnOfThePool()
      turns += 1
      let current = lock.withLock { timeline.version }
      if current == version { quiet += 1 } else { (version, quiet) = (current, 0) }
    }
  }

  /// One trip through the shared pool and back, so that tasks queued there run first.
  nonisolated private static func turnOfThePool() async {
    // A nonisolated async function runs on the global executor (Swift 6 language mode).
    await Task.yield()
  }

  /// Waits until no other driving move is moving time.
  ///
  /// Not cancellable: the move ahead always ends, because each of its settles is bounded.
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
