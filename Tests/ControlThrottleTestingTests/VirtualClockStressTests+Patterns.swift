import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

extension VirtualClockStressTests {
  /// The user's patterns, at ten thousand sleeps each, on the main actor and off it, with a thread
  /// beside the test that keeps a core busy: each must end with every sleep woken at its deadline,
  /// in deadline order, in every run.
  ///
  /// The polling loop fails before the clock counted the tasks it woke: under load, a run decided
  /// that nothing was left while the woken task was between waking and sleeping again, and either
  /// returned (the task then slept forever) or threw with the task asleep 1 ms past `now`. One
  /// pattern at a time, so that the tests share the machine with one busy thread, not ten.
  @MainActor
  @Suite(.serialized)
  struct Patterns {
    @Test(arguments: [true, false]) func aPollingLoopOfTenThousandSleepsEnds(onMainActor: Bool) async throws {
      let busy = BusyThread()
      defer { busy.stop() }
      let clock = VirtualScheduler()
      let sleeps = randomisedIterations(10_000)
      let body: nonisolated(nonsending) @Sendable () async -> [Int64] = {
        var wakes: [Int64] = []
        for _ in 0..<sleeps {
          guard (try? await clock.sleep(for: .milliseconds(1))) != nil else { break }
          wakes.append(clock.now.uptimeNanoseconds / 1_000_000)
        }
        return wakes
      }
      let loop = onMainActor ? Task { @MainActor in await body() } : Task.detached { await body() }
      await clock.sleepers(atLeast: 1)
      try await clock.run(timeout: .seconds(3_600))
      let wakes = try await clock.outcome { await loop.value }
      #expect(
        wakes == (1...Int64(sleeps)).map { $0 },
        "first wrong wake: \(Patterns.firstDifference(wakes, 1...Int64(sleeps)))")
    }

    @Test(arguments: [true, false]) func aTimerOfTenThousandTicksEnds(onMainActor: Bool) async throws {
      let busy = BusyThread()
      defer { busy.stop() }
      let clock = VirtualScheduler()
      let count = randomisedIterations(10_000)
      let body: nonisolated(nonsending) @Sendable () async -> [Int64] = {
        var ticks: [Int64] = []
        for await tick in clock.timer(interval: .milliseconds(1)) {
          ticks.append(tick.uptimeNanoseconds / 1_000_000)
          if ticks.count == count { break }
        }
        return ticks
      }
      let timer = onMainActor ? Task { @MainActor in await body() } : Task.detached { await body() }
      await clock.sleepers(atLeast: 1)
      try await clock.run(timeout: .seconds(3_600))
      let ticks = try await clock.outcome { await timer.value }
      #expect(
        ticks == (1...Int64(count)).map { $0 }, "first wrong tick: \(Patterns.firstDifference(ticks, 1...Int64(count)))"
      )
      #expect(clock.sleeperCount == 0)
    }

    /// Each sleep begins in the continuation of the one before: a recursive chain of sleeps.
    @Test(arguments: [true, false]) func aChainThatSleepsAgainFromItsOwnContinuationEnds(onMainActor: Bool) async throws
    {
      let busy = BusyThread()
      defer { busy.stop() }
      let clock = VirtualScheduler()
      let links = randomisedIterations(10_000)
      let wakes = WakeLog()
      let chain =
        onMainActor
        ? Task { @MainActor in await Patterns.sleepAgain(links, on: clock, logging: wakes) }
        : Task.detached { await Patterns.sleepAgain(links, on: clock, logging: wakes) }
      await clock.sleepers(atLeast: 1)
      try await clock.run(timeout: .seconds(3_600))
      try await clock.outcome { await chain.value }
      let instants = wakes.entries.map(\.instant)
      #expect(
        instants == (1...Int64(links)).map { $0 },
        "first wrong wake: \(Patterns.firstDifference(instants, 1...Int64(links)))"
      )
    }

    /// Ten thousand tasks sleep until distinct deadlines, in shuffled order.
    ///
    /// One drive wakes each at its deadline, in deadline order. Each sleeps again afterwards, until the end of time, so that
    /// the drive counts it as settled off the main actor too.
    @Test(arguments: [true, false]) func tenThousandSleepersAtDistinctDeadlinesWakeInOrder(onMainActor: Bool)
      async throws
    {
      let busy = BusyThread()
      defer { busy.stop() }
      let clock = VirtualScheduler()
      let count = randomisedIterations(10_000)
      let seed = randomisedSeed()
      var generator = SeededGenerator(seed: seed)
      let deadlines = (1...Int64(count)).shuffled(using: &generator)
      let wakes = WakeLog()
      let sleepers = deadlines.map { deadline in
        Patterns.sleeper(until: deadline, on: clock, logging: wakes, onMainActor: onMainActor)
      }
      await clock.sleepers(atLeast: count)
      await clock.drive(to: ns(Int64(count) * 1_000_000))
      for sleeper in sleepers { sleeper.cancel() }
      try await clock.outcome { for sleeper in sleepers { await sleeper.value } }
      let entries = wakes.entries
      #expect(entries.map(\.id) == (1...Int64(count)).map { $0 }, "seed \(seed): woken out of deadline order")
      #expect(entries.allSatisfy { $0.id == $0.instant }, "seed \(seed): a sleeper woke after its deadline")
    }

    /// Ten thousand tasks sleep until one deadline.
    ///
    /// One drive wakes them all at it, on the main actor in the order they went to sleep.
    @Test(arguments: [true, false]) func tenThousandSleepersAtOneDeadlineAllWake(onMainActor: Bool) async throws {
      let busy = BusyThread()
      defer { busy.stop() }
      let clock = VirtualScheduler()
      let count = randomisedIterations(10_000)
      let wakes = WakeLog()
      var sleepers: [Task<Void, Never>] = []
      for index in 1...Int64(count) {
        sleepers.append(Patterns.sleeper(until: 1, id: index, on: clock, logging: wakes, onMainActor: onMainActor))
        // One at a time, so that the order they went to sleep is the order of their indices.
        await clock.sleepers(atLeast: Int(index))
      }
      await clock.drive(to: ns(1_000_000))
      for sleeper in sleepers { sleeper.cancel() }
      try await clock.outcome { for sleeper in sleepers { await sleeper.value } }
      let entries = wakes.entries
      #expect(entries.count == count)
      #expect(entries.allSatisfy { $0.instant == 1 })
      // Off the main actor the woken tasks run in parallel: their wakes are ordered, their next
      // lines are not.
      if onMainActor { #expect(entries.map(\.id) == (1...Int64(count)).map { $0 }) }
    }

    /// A task that sleeps until `deadline` milliseconds, logs its wake, and sleeps until cancelled.
    nonisolated private static func sleeper(
      until deadline: Int64, id: Int64? = nil, on clock: VirtualScheduler, logging wakes: WakeLog, onMainActor: Bool
    ) -> Task<Void, Never> {
      let body: nonisolated(nonsending) @Sendable () async -> Void = {
        guard (try? await clock.sleep(until: ns(deadline * 1_000_000))) != nil else { return }
        wakes.append(id: id ?? deadline, instant: clock.now.uptimeNanoseconds / 1_000_000)
        try? await clock.sleep(until: .distantFuture)
      }
      return onMainActor ? Task { @MainActor in await body() } : Task.detached { await body() }
    }

    nonisolated(nonsending) private static func sleepAgain(
      _ links: Int, on clock: VirtualScheduler, logging wakes: WakeLog
    ) async {
      guard links > 0, (try? await clock.sleep(for: .milliseconds(1))) != nil else { return }
      let instant = clock.now.uptimeNanoseconds / 1_000_000
      wakes.append(id: instant, instant: instant)
      await sleepAgain(links - 1, on: clock, logging: wakes)
    }

    nonisolated private static func firstDifference(_ values: [Int64], _ expected: ClosedRange<Int64>) -> String {
      for (index, value) in expected.enumerated() where index >= values.count || values[index] != value {
        return index < values.count ? "#\(index): \(values[index]) instead of \(value)" : "#\(index) missing"
      }
      return values.count > expected.count ? "\(values.count - expected.count) extra" : "none"
    }
  }
}
