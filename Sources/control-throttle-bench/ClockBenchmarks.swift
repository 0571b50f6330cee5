import AllocationCounter
import ControlThrottle
import ControlThrottleTesting

/// The virtual clock driving code that sleeps: what a sleep and its wake cost under
/// `run(timeout:)`, on the main actor and off it, and how a run over many sleepers grows.
///
/// Each figure is the best of three runs; allocations and bytes are per cycle or per sleeper,
/// counted over the whole run (tasks included only where the row says so).
@MainActor
enum ClockBenchmarks {
  static func run(_ bench: Benchmark) async {
    let cycles = max(1_000, 100 * bench.scale)
    bench.note("\n## Virtual clock: a loop of \(cycles) sleeps of 1 ms, driven by one run(timeout:)")
    bench.note(pad("row", 48) + pad("µs/cycle", 10) + pad("allocs/cycle", 14) + "bytes/cycle")
    var afterOffMainLoop = Double.infinity
    for onMainActor in [false, true] {
      var best = (seconds: Double.infinity, afterLoop: 0.0, allocations: 0.0, bytes: 0.0)
      for _ in 0..<3 {
        let figures = await loop(cycles: cycles, onMainActor: onMainActor)
        if figures.seconds < best.seconds { best = figures }
        if !onMainActor { afterOffMainLoop = min(afterOffMainLoop, figures.afterLoop) }
      }
      bench.note(
        pad(onMainActor ? "sleep and wake, on the main actor" : "sleep and wake, off the main actor", 48)
          + pad(format(best.seconds / Double(cycles) * 1e6), 10)
          + pad(format(best.allocations), 14) + format(best.bytes))
    }
    bench.note(
      "once per run whose last woken task off the main actor ends: \(format(afterOffMainLoop * 1e3)) ms of real "
        + "time (the settling and closing periods), not counted in the cycles above")
    // The floor: a main-actor cycle takes two trips through the main actor's queue (the woken task,
    // then the run), each a yield's cost.
    var yieldBest = (seconds: Double.infinity, allocations: 0.0, bytes: 0.0)
    for _ in 0..<3 {
      let (allocations, bytes) = (allocation_counter_total(), allocation_counter_bytes())
      let start = Benchmark.monotonicNanoseconds()
      for _ in 0..<cycles { await Task.yield() }
      let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
      let counts = (Double(allocation_counter_total() - allocations), Double(allocation_counter_bytes() - bytes))
      if seconds < yieldBest.seconds {
        yieldBest = (seconds, counts.0 / Double(cycles), counts.1 / Double(cycles))
      }
    }
    bench.note(
      pad("baseline: one Task.yield() on the main actor", 48)
        + pad(format(yieldBest.seconds / Double(cycles) * 1e6), 10)
        + pad(format(yieldBest.allocations), 14) + format(yieldBest.bytes))
    bench.note("\n## Virtual clock: n main-actor tasks sleeping 1…n ms, then one run(timeout:)")
    bench.note(pad("sleepers", 12) + pad("run ms", 10) + pad("µs/sleeper", 12) + "bytes/sleeper asleep")
    for sleepers in [100, 1_000, 10_000, 100_000] {
      var best = (seconds: Double.infinity, bytes: 0.0)
      for _ in 0..<(sleepers >= 100_000 ? 1 : 3) {
        let figures = await fanOut(sleepers)
        if figures.seconds < best.seconds { best = figures }
      }
      bench.note(
        pad("\(sleepers)", 12) + pad(format(best.seconds * 1e3), 10)
          + pad(format(best.seconds / Double(sleepers) * 1e6), 12) + format(best.bytes))
    }
  }

  /// One task sleeps 1 ms `cycles` times; returns the seconds from the run's start to the loop's
  /// end, the seconds the run took after that, and the allocations and bytes per cycle.
  ///
  /// A task off the main actor that ends cannot be told from one still on its way to sleep, so the
  /// run waits its settling and closing periods before it ends: a fixed cost per run, reported on
  /// its own row, not spread over the cycles.
  private static func loop(cycles: Int, onMainActor: Bool) async -> (
    seconds: Double, afterLoop: Double, allocations: Double, bytes: Double
  ) {
    let clock = VirtualScheduler()
    let wallClock = ContinuousClock()
    let task =
      onMainActor
      ? Task { @MainActor in
        for _ in 0..<cycles { try? await clock.sleep(for: .milliseconds(1)) }
        return wallClock.now
      }
      : Task.detached {
        for _ in 0..<cycles { try? await clock.sleep(for: .milliseconds(1)) }
        return wallClock.now
      }
    await clock.sleepers(atLeast: 1)
    let (allocations, bytes) = (allocation_counter_total(), allocation_counter_bytes())
    let start = wallClock.now
    try? await clock.run(timeout: .seconds(3_600))
    let end = wallClock.now
    let counts = (Double(allocation_counter_total() - allocations), Double(allocation_counter_bytes() - bytes))
    let loopEnd = await task.value
    precondition(clock.now == SchedulerInstant(uptimeNanoseconds: Int64(cycles) * 1_000_000), "the loop did not end")
    return (
      seconds(start.duration(to: loopEnd)), seconds(loopEnd.duration(to: end)), counts.0 / Double(cycles),
      counts.1 / Double(cycles)
    )
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// `sleepers` main-actor tasks sleep 1…n ms; returns the run's seconds and the bytes each sleep
  /// allocated beyond its task.
  private static func fanOut(_ sleepers: Int) async -> (seconds: Double, bytes: Double) {
    let clock = VirtualScheduler()
    var woken = 0
    let tasks = (1...sleepers).map { index in
      Task { @MainActor in
        try? await clock.sleep(for: .milliseconds(Int64(index)))
        woken += 1
      }
    }
    // The tasks have not run yet: what they allocate from here on is their sleeps.
    let bytes = allocation_counter_bytes()
    await clock.sleepers(atLeast: sleepers)
    let bytesPerSleeper = Double(allocation_counter_bytes() - bytes) / Double(sleepers)
    let start = Benchmark.monotonicNanoseconds()
    try? await clock.run(timeout: .seconds(3_600))
    let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
    for task in tasks { await task.value }
    precondition(woken == sleepers, "a sleeper was not woken")
    return (seconds, bytesPerSleeper)
  }

  private static func format(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
  }
}
