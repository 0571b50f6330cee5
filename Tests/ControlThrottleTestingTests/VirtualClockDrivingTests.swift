import ControlThrottle
import ControlThrottleTesting
import Testing

/// The async moves let woken tasks run and sleep again: the scenarios of swift-clocks'
/// `TestClock`, driven by ``VirtualScheduler``.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct VirtualClockDrivingTests {
  @Test func oneDriveWakesNestedSleeps() async throws {
    let clock = VirtualScheduler()
    var wakes: [Int64] = []
    let task = Task {
      for _ in 1...3 {
        try await clock.sleep(for: .seconds(1))
        wakes.append(clock.now.uptimeNanoseconds / 1_000_000_000)
      }
    }
    await clock.sleepers(atLeast: 1)
    await clock.drive(by: .seconds(3))
    #expect(wakes == [1, 2, 3])
    try await clock.outcome { try await task.value }
  }

  @Test func aDriveStopsAtItsInstantAndTheNextOneGoesOn() async throws {
    let clock = VirtualScheduler()
    var wakes = 0
    let task = Task {
      for _ in 1...3 {
        try await clock.sleep(for: .seconds(1))
        wakes += 1
      }
    }
    await clock.sleepers(atLeast: 1)
    await clock.drive(by: .milliseconds(1_500))
    #expect(wakes == 1)
    #expect(clock.nextDeadline == SchedulerInstant(uptimeNanoseconds: 2_000_000_000))
    await clock.drive(by: .milliseconds(1_500))
    #expect(wakes == 3)
    try await clock.outcome { try await task.value }
  }

  @Test func aTimerTicksTenTimesInOneDrive() async throws {
    let clock = VirtualScheduler()
    var ticks: [SchedulerInstant] = []
    let task = Task {
      for await tick in clock.timer(interval: .seconds(1)) {
        ticks.append(tick)
        if ticks.count == 10 { break }
      }
    }
    await clock.sleepers(atLeast: 1)
    await clock.drive(by: .seconds(10))
    #expect(ticks == (1...10).map { ns(Int64($0) * 1_000_000_000) })
    try await clock.outcome { await task.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aTimerThatFallsBehindTicksOnceForTheMissedTicks() async throws {
    let clock = VirtualScheduler()
    var ticks: [SchedulerInstant] = []
    let task = Task {
      for await tick in clock.timer(interval: .seconds(1)) {
        ticks.append(tick)
        if ticks.count == 2 { break }
      }
    }
    await clock.sleepers(atLeast: 1)
    clock.advance(by: .milliseconds(3_500))  // synchronous: the consumer runs afterwards
    await clock.sleepers(atLeast: 1)
    #expect(clock.nextDeadline == ns(4_000_000_000))
    await clock.drive(by: .milliseconds(500))
    #expect(ticks == [ns(3_000_000_000), ns(4_000_000_000)])
    try await clock.outcome { await task.value }
  }

  @Test func aCancelledTimerEnds() async throws {
    let clock = VirtualScheduler()
    let task = Task {
      var count = 0
      for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
      return count
    }
    await clock.sleepers(atLeast: 1)
    task.cancel()
    #expect(try await clock.outcome { await task.value } == 0)
  }

  /// Sleepers wake in deadline order, ties in the order they went to sleep, interleaved with
  /// scheduled work, and each runs its next line before the next is woken.
  @Test func sleepersAndWorkRunInDeadlineOrder() async throws {
    let clock = VirtualScheduler()
    var order: [String] = []
    var tasks: [Task<Void, Never>] = []
    for (name, deadline) in [("c", 300), ("a", 100), ("b", 200), ("a2", 100)] {
      tasks.append(
        Task {
          try? await clock.sleep(until: ns(Int64(deadline)))
          order.append("\(name)@\(clock.now.uptimeNanoseconds)")
        })
      await clock.sleepers(atLeast: tasks.count)
    }
    clock.schedule(at: ns(200)) { order.append("work@\(clock.now.uptimeNanoseconds)") }
    clock.schedule(at: ns(100)) { order.append("early work@\(clock.now.uptimeNanoseconds)") }
    await clock.drive(to: ns(300))
    #expect(order == ["a@100", "a2@100", "early work@100", "b@200", "work@200", "c@300"])
    for task in tasks { try await clock.outcome { await task.value } }
  }

  @Test func runDrivesReentrantSleepsAndWorkToTheLastDeadline() async throws {
    let clock = VirtualScheduler()
    var log: [String] = []
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      log.append("slept 1")
      clock.schedule(at: clock.now.advanced(by: .seconds(2))) {
        log.append("work at \(clock.now.uptimeNanoseconds / 1_000_000_000)")
        Task {
          try await clock.sleep(for: .seconds(1))
          log.append("inner slept to \(clock.now.uptimeNanoseconds / 1_000_000_000)")
        }
      }
    }
    await clock.sleepers(atLeast: 1)
    try await clock.run(timeout: .seconds(60))
    #expect(log == ["slept 1", "work at 3", "inner slept to 4"])
    #expect(clock.now == ns(4_000_000_000))
    try await clock.outcome { try await task.value }
    try await clock.checkSuspension()
  }

  @Test func runThatCannotEndThrowsNamingTheTimer() async throws {
    let clock = VirtualScheduler()
    let task = Task {
      for await _ in clock.timer(interval: .seconds(1)) {}
    }
    await clock.sleepers(atLeast: 1)
    let stall = await #expect(throws: VirtualSchedulerStall.self) { try await clock.run(timeout: .seconds(5)) }
    #expect(clock.now == ns(5_000_000_000))
    #expect(stall?.sleeperDeadlines == [ns(6_000_000_000)])
    #expect(stall?.description.contains("timer every 1.0 seconds") == true)
    task.cancel()
    try await clock.outcome { await task.value }
  }

  @Test func aDriveFromOffTheMainActorWakesMainActorSleepers() async throws {
    let clock = VirtualScheduler()
    var woke = false
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      woke = true
    }
    await clock.sleepers(atLeast: 1)
    await Task.detached { await clock.drive(by: .seconds(1)) }.value
    #expect(woke)
    try await clock.outcome { try await task.value }
  }

  @Test func aTaskStartedByScheduledWorkCanDrive() async throws {
    let clock = VirtualScheduler()
    var driven: Task<Void, Never>?
    clock.schedule(at: ns(1)) {
      driven = Task { await clock.drive(by: .seconds(1)) }
    }
    await clock.drive(to: ns(1))
    try await clock.outcome { await driven?.value }
    #expect(clock.now == ns(1_000_000_001))
  }

  @Test func checkSuspensionNamesWhatIsStillAsleep() async throws {
    let clock = VirtualScheduler()
    try await clock.checkSuspension()
    let task = Task { try await clock.sleep(until: ns(2_000_000_000)) }
    await clock.sleepers(atLeast: 1)
    let stall = await #expect(throws: VirtualSchedulerStall.self) { try await clock.checkSuspension() }
    #expect(stall?.description.contains("until 2.000s") == true)
    task.cancel()
  }

  /// A test that awaits an outcome only a move could bring, and never moves, fails with a report
  /// of what is asleep and pending instead of hanging until its time limit.
  @Test func awaitingAnOutcomeThatNeverComesFailsFastNamingTheSleeper() async throws {
    let clock = VirtualScheduler()
    clock.schedule(at: ns(5_000_000_000)) {}
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.sleepers(atLeast: 1)
    let stall = await #expect(throws: VirtualSchedulerStall.self) {
      try await clock.outcome { try await task.value }
    }
    let description = stall?.description ?? ""
    #expect(description.contains("sleeper #"))
    #expect(description.contains("until 1.000s"))
    #expect(description.contains("work #1 at 5.000s"))
    task.cancel()
  }

  @Test func outcomeWaitsWhileAnotherTaskMovesTime() async throws {
    let clock = VirtualScheduler()
    let task = Task {
      for _ in 1...5 { try await clock.sleep(for: .seconds(1)) }
      return clock.now
    }
    await clock.sleepers(atLeast: 1)
    let mover = Task { await clock.drive(by: .seconds(5)) }
    #expect(try await clock.outcome { try await task.value } == ns(5_000_000_000))
    try await clock.outcome { await mover.value }
  }

  /// Fails before the clock counted the tasks it woke: a drive returned once a task on another
  /// actor had resumed, and a few quiet turns later, while it was still working towards its next
  /// line.
  @Test func aDriveReturnsOnlyOnceATaskOnAnotherActorSleepsAgain() async throws {
    let clock = VirtualScheduler()
    let ticker = Ticker()
    let task = Task { await ticker.tick(times: 4, on: clock) }
    await clock.sleepers(atLeast: 1)
    for expected in 1...3 {
      await clock.drive(by: .seconds(1))
      #expect(ticker.ticks.entries.count == expected)
    }
    task.cancel()
    try await clock.outcome { await task.value }
  }
}

/// Ticks on its own actor, with some work between each wake and its tick.
actor Ticker {
  nonisolated let ticks = WakeLog()

  func tick(times: Int, on clock: VirtualScheduler) async {
    for index in 1...times {
      guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
      var total = 0
      for value in 0..<200_000 { total &+= value }
      ticks.append(id: Int64(index), instant: Int64(total & 0))
    }
  }
}
