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
    for onMainActor in [false, true] {
      var best = (seconds: Double.infinity, allocations: 0.0, bytes: 0.0)
      for _ in 0..<3 {
        let figures = await loop(cycles: cycles, onMainActor: onMainActor)
        if figures.seconds < best.seconds { best = figures }
      }
      bench.note(
        pad(onMainActor ? "sleep and wake, on the main actor" : "sleep and wake, off the main actor", 48)
          + pad(format(best.seconds / Double(cycles) * 1e6), 10)
          + pad(format(best.allocations), 14) + format(best.bytes))
    }
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

  /// One task sleeps 1 ms `cycles` times; returns the run's seconds and its allocations and bytes
  /// per cycle.
  private static func loop(cycles: Int, onMainActor: Bool) async -> (
    seconds: Double, allocations: Double, bytes: Double
  ) {
    let clock = VirtualScheduler()
    let task =
      onMainActor
      ? Task { @MainActor in
        for _ in 0..<cycles { try? await clock.sleep(for: .milliseconds(1)) }
      }
      : Task.detached {
        for _ in 0..<cycles { try? await clock.sleep(for: .milliseconds(1)) }
      }
    await clock.sleepers(atLeast: 1)
    let (allocations, bytes) = (allocation_counter_total(), allocation_counter_bytes())
    let start = Benchmark.monotonicNanoseconds()
    try? await clock.run(timeout: .seconds(3_600))
    let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
    let counts = (Double(allocation_counter_total() - allocations), Double(allocation_counter_bytes() - bytes))
    await task.value
    precondition(clock.now == SchedulerInstant(uptimeNanoseconds: Int64(cycles) * 1_000_000), "the loop did not end")
    return (seconds, counts.0 / Double(cycles), counts.1 / Double(cycles))
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
