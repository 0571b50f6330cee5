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
  /// does, then waits until every task it woke has run again and suspended again — gone back to
  /// sleep on this clock, or finished — before it takes the next step (see "Settling" below). A
  /// task that sleeps again — a nested sleep, a timer, a retry loop — is woken in the same call
  /// when its new deadline falls due, so one call drives it all the way to `instant`, in deadline
  /// order. For main-actor code that order is the order its lines run.
  ///
  /// The guarantee: time moves only once every task the call woke has suspended again or
  /// finished, so a sleep such a task begins is seen before time moves past its deadline, and once
  /// the call returns nothing is asleep with its deadline at or before ``now``.
  ///
  /// Settling is counted, not guessed. A task on the main actor is settled exactly: the move
  /// continues on the main actor after it, once it has run up to its next suspension, whatever
  /// that is. A task off the main actor is settled when it sleeps on this clock again; one that
  /// finishes or waits for something else cannot be told from one still on its way, so the move
  /// stops waiting for it once the clock has been unchanged for 100 ms of real time, its settling
  /// period; a call that let a task go so ends only once the clock has stayed unchanged for a
  /// further 100 ms, its closing period, so that a task that was only slow — descheduled on a loaded
  /// machine — still sleeps in time to be driven. Tasks that the woken tasks or the work start on
  /// the main actor are given a turn before the call ends, so that a sleep they begin at once is
  /// driven too. A woken task off the main actor that sleeps again takes the next step itself
  /// when that step only wakes sleepers, so a loop of sleeps there costs no trip through the main
  /// actor per sleep.
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
  /// The async counterpart of ``run()``, like swift-clocks' `TestClock.run(timeout:)`, with the
  /// guarantee of ``drive(to:)``: time moves only once every task the run woke has suspended again
  /// or finished, so a loop of sleeps is driven to its end and no sleeper is left behind. The
  /// bound is virtual time, not wall-clock time: it does not depend on how loaded the machine is,
  /// so a run that cannot end — a timer that ticks forever, work that reschedules itself, a sleep
  /// until ``ControlThrottle/SchedulerInstant/distantFuture`` — fails at the same point on every
  /// run. Time is left at the last deadline reached. A zero timeout drives only what is due at
  /// ``now``; one past the clock's range is clamped to its end.
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
    await settle()
    lock.withLock { driveTarget = target }
    defer { lock.withLock { driveTarget = nil } }
    // Whether the main actor has had a turn since the last step found nothing due.
    var lookedAgain = false
    while true {
      switch step(to: target, moveToTarget: moveToTarget, awaitedByDrive: !Task.isCancelled) {
      case .finished:
        if Task.isCancelled { return }
        // Tasks that woken tasks or work started on the main actor are queued behind this move:
        // one turn lets them run up to their first suspension, so that a sleep they begin there
        // is driven too, before the move ends.
        if !lookedAgain {
          lookedAgain = true
          await Task.yield()
          continue
        }
        // A task let go after the settling period may only have been slow: before the move ends,
        // the clock must stay quiet for the closing period, or the task sleeps and is driven.
        if lock.withLock({ () -> Bool in
          defer { releasedAfterSettlingPeriod = false }
          return releasedAfterSettlingPeriod
        }), await !clockStaysQuiet(for: Self.closingPeriod, dueBy: target) {
          lookedAgain = false
          continue
        }
        return
      case .woke:
        // Woken tasks off the main actor may take the next steps meanwhile, as long as they only
        // wake sleepers (see `settledBySleeping(_:)`).
        await settle()
      case .run(let work):
        runWork(work)
        await Task.yield()
      }
      lookedAgain = false
    }
  }

  /// How long the clock must stay unchanged before a driving move stops waiting for a woken task
  /// off the main actor that has not gone back to sleep on it: it finished, or it waits for
  /// something else.
  ///
  /// Long enough that a task merely descheduled on a loaded machine, between waking and sleeping
  /// again, is rarely taken for one that finished: beside a busy thread on a loaded 2-core
  /// machine, a stress run of 10,000 sleepers off the main actor saw such a pause in 16 of 48 runs
  /// at 2 ms, and in 1 of 100 at 20 ms.
  static var settlingPeriod: Duration { .milliseconds(100) }

  /// How long the clock must stay unchanged before a driving move that let a task go after its
  /// settling period ends: a task that was only slow — descheduled on a loaded machine — sleeps
  /// within it and is driven.
  static var closingPeriod: Duration { .milliseconds(100) }

  /// Waits until the clock has been unchanged for `period` of real time (true), or something is
  /// due by `target` (false).
  @MainActor
  private func clockStaysQuiet(for period: Duration, dueBy target: SchedulerInstant) async -> Bool {
    let wallClock = ContinuousClock()
    var version = lock.withLock { timeline.version }
    var quietSince = wallClock.now
    while !Task.isCancelled {
      // Wall-clock time, in the library only: the pace of the closing check.
      try? await Task.sleep(for: .milliseconds(1))
      let (current, isDue) = lock.withLock { (timeline.version, timeline.nextDeadline.map { $0 <= target } ?? false) }
      if isDue { return false }
      if current != version {
        (version, quietSince) = (current, wallClock.now)
      } else if quietSince.duration(to: wallClock.now) >= period {
        return true
      }
    }
    return true
  }

  /// Waits until every task the last step woke has run again and gone back to sleep, or finished.
  ///
  /// Nothing is guessed from yields: the clock counts. A woken task on the main actor is settled
  /// by the main actor's order: it resumes the move as its first act once it runs again, so the
  /// move continues on the main actor after the task has run up to its next suspension, whatever
  /// that is. A woken task anywhere else runs in parallel with the move, which waits until it
  /// sleeps on this clock again. A task off the main actor that finishes, or waits for something
  /// else, cannot be told from one still on its way to sleep; the move stops waiting for it once
  /// the clock has been unchanged for ``settlingPeriod`` of real time.
  @MainActor
  func settle() async {
    if Task.isCancelled { return }
    await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: SettleWaiter) in
        let (done, watch): (Bool, Bool) = lock.withLock {
          if Task.isCancelled || (unresumedSleepers == 0 && runningTasks.isEmpty) { return (true, false) }
          settleWaiter = continuation
          return (false, startWatchingRunningTasks())
        }
        if done { continuation.resume() }
        if watch { Task.detached { [self] in await watchRunningTasks() } }
      }
    } onCancel: {
      let waiter = lock.withLock { () -> SettleWaiter? in
        defer { settleWaiter = nil }
        return settleWaiter
      }
      waiter?.resume()
    }
  }

  /// Called under `lock`: whether the caller must start ``watchRunningTasks()``, because a settle
  /// waits for tasks off the main actor and nothing watches them yet.
  func startWatchingRunningTasks() -> Bool {
    guard !isWatchingRunningTasks, settleWaiter != nil, !runningTasks.isEmpty else { return false }
    isWatchingRunningTasks = true
    return true
  }

  /// Ends a settle that waits for tasks off the main actor once the clock has been unchanged for
  /// ``settlingPeriod``; returns as soon as no settle waits for them.
  func watchRunningTasks() async {
    let wallClock = ContinuousClock()
    var version = lock.withLock { timeline.version }
    var quietSince = wallClock.now
    while true {
      // Wall-clock time, in the library only: the pace of the fallback for tasks that finished.
      try? await Task.sleep(for: .milliseconds(1))
      let (stop, waiter) = lock.withLock { () -> (Bool, SettleWaiter?) in
        guard settleWaiter != nil, !runningTasks.isEmpty else {
          isWatchingRunningTasks = false
          return (true, nil)
        }
        if timeline.version != version || unresumedSleepers > 0 {
          (version, quietSince) = (timeline.version, wallClock.now)
          return (false, nil)
        }
        guard quietSince.duration(to: wallClock.now) >= Self.settlingPeriod else { return (false, nil) }
        runningTasks.removeAll(keepingCapacity: true)
        releasedAfterSettlingPeriod = true
        isWatchingRunningTasks = false
        return (true, takeSettleWaiterIfSettled())
      }
      waiter?.resume()
      if stop { return }
    }
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
